/**
 * The school's crest, drawn inline in the header: it paints with the page's HTML and costs no
 * request of its own (on a slow line, a separate image is one more connection before the page is
 * complete). public/logo.svg is the same drawing, for the favicon and the JSON-LD (logo.test.tsx).
 * Decorative: the link it sits in is named by the school's name beside it.
 */
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M32 3 56 12v18c0 15-10 26-24 31C18 56 8 45 8 30V12z" fill="#0b5d3b" />
      <path d="M32 9 51 16v14c0 12-8 21-19 25-11-4-19-13-19-25V16z" fill="none" stroke="#f2c94c" strokeWidth="2" />
      <path d="M20 40c4-2 8-3 12-3s8 1 12 3V24c-4-2-8-3-12-3s-8 1-12 3z" fill="#fff" />
      <path d="M32 21v16" stroke="#0b5d3b" strokeWidth="2" />
      <path d="M38 15a5 5 0 1 0 0 6 4 4 0 1 1 0-6z" fill="#f2c94c" />
    </svg>
  );
}
