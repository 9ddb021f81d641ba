import { css, Global } from '@emotion/react';
import { FRAGMENT_ATTR } from '@school/shared/fragment';
import { FOOTER_ID, MAIN_ID } from './region-ids';

/**
 * The page's regions are elements of the shell's HTML, not of React's root: #root holds the skip
 * link and the header, <main> the page, #site-footer the footer. The shell renders into <main>
 * and the footer through portals, so that the fragment slot inside <main>, painted before any code
 * runs, stays where it is while the code takes over (moving it would repaint the page's content).
 */

export interface PageRegions {
  main: HTMLElement;
  footer: HTMLElement;
}

export function findPageRegions(doc: Document): PageRegions {
  const main = doc.getElementById(MAIN_ID);
  const footer = doc.getElementById(FOOTER_ID);
  if (!main || !footer) throw new Error(`the page has no #${MAIN_ID} or #${FOOTER_ID}`);
  return { main, footer };
}

/**
 * The regions' layout, in the first paint as in the app. <main> keeps the footer below the fold
 * while a page loads, so its content shifts nothing; loading indicators lie over its top.
 */
export function PageRegionStyles() {
  return (
    <Global
      styles={css`
        #${MAIN_ID} {
          position: relative;
          min-block-size: 100dvh;
        }
        #${MAIN_ID}:focus {
          outline: none;
        }
        /*
         * A prerendered page's sections off screen are laid out as they come near, or one by one
         * when the phone is idle (fragment/lay-out-sections.ts), not all with the first paint.
         * Pages the code renders later are laid out whole, so Back returns exactly where it was.
         */
        [${FRAGMENT_ATTR}] section {
          content-visibility: auto;
          contain-intrinsic-size: auto 40rem;
        }
        /*
         * A control tapped before the code that owns it runs is held (fragment/show-fragment.ts):
         * it shows a turning ring at once, with no code, until the code does what was asked.
         */
        #${MAIN_ID} [aria-busy='true'] {
          cursor: progress;
        }
        #${MAIN_ID} :is(button, [role='button'], [role='tab'], summary)[aria-busy='true']::after {
          content: '';
          display: inline-block;
          inline-size: 0.9em;
          block-size: 0.9em;
          margin-inline-start: 0.5em;
          vertical-align: -0.1em;
          border: 2px solid currentColor;
          border-inline-end-color: transparent;
          border-radius: 50%;
          animation: held-control-turns 0.8s linear infinite;
        }
        @keyframes held-control-turns {
          to {
            transform: rotate(1turn);
          }
        }
        @media (prefers-reduced-motion: reduce) {
          #${MAIN_ID} [aria-busy='true']::after {
            animation: none;
            border-inline-end-color: currentColor;
            border-style: dotted;
          }
        }
      `}
    />
  );
}
