/**
 * Number and date pieces for the page's words, without `Intl`. The first `Intl` formatter a page
 * makes loads the browser's locale data in one piece that cannot be split: 120-200 ms on a cheap
 * phone (measured at a 4x CPU slowdown), inside the task that starts an area, while the parent may
 * be tapping. The site writes its numbers and dates one fixed way, so these few lines do it, the
 * same on the server's prerender and in the browser. ESLint keeps `Intl` (and `localeCompare` and
 * `toLocaleString`, which load the same data) out of page code.
 */

/** 43230 -> "43,230": digits in groups of three, as Nigeria writes them. */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The months in English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
