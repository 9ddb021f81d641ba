import { Global, css } from '@emotion/react';
import { tokens } from './tokens';
import { visuallyHidden } from './visually-hidden';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${tokens.font.body};
    font-size: ${tokens.font.size.md};
    line-height: ${tokens.font.lineHeight};
    color: ${tokens.color.text};
    background: ${tokens.color.surface};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  a {
    color: ${tokens.color.primary};
  }
  :focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  h1,
  h2,
  h3 {
    line-height: 1.25;
  }
  .sr-only {
    ${visuallyHidden}
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** Document-wide base styles: owned by the shell, also used by an area running standalone. */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
