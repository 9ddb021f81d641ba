import { css } from '@emotion/react';
import { FRAGMENT_ATTR, LAY_OUT_APART_ATTR } from '@school/shared/fragment';
import { FRAGMENT_SLOT_ID, KEPT_USER_ATTR } from '@school/shared/page-composition';
import { MAIN_ID } from '../layout/page-regions';

/** The page's styles before the shell's code runs, in the first paint's stylesheet (first-paint-html.tsx). */
export const beforeCodeStyles = css`
  /*
   * A prerendered page's sections off screen are laid out as they come near, or one by one
   * when the phone is idle (early-script/lay-out-sections.ts), not all with the first paint.
   * Only the block size is estimated: a section's width is its container's. Pages the code
   * renders later are laid out whole, so Back returns exactly where it was.
   * The estimate is at the long end of a section on a phone (300-1,900 px, the admission
   * form 4,600): too short, it puts the sections below within the margin around the screen
   * that Chromium lays out with the first paint. At 40rem, /admissions laid out its whole
   * form with the words, a task of 280-340 ms at a 4x CPU slowdown; at 100rem, 170-200 ms.
   */
  [${FRAGMENT_ATTR}] section {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 100rem;
  }
  [${FRAGMENT_ATTR}] [${LAY_OUT_APART_ATTR}] {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 20rem;
  }
  /*
   * For a visitor Firebase has kept signed in, the content waits for the shell's first auth
   * check (the early script marks the page before the content is parsed; the shell claims
   * the slot, which takes its id away, after that check).
   */
  html[${KEPT_USER_ATTR}] #${FRAGMENT_SLOT_ID} {
    display: none;
  }
  /*
   * A control tapped before the code that owns it runs is held (early-script/hold-early-actions.ts):
   * it shows a turning ring at once, with no code, until the code does what was asked.
   */
  #${MAIN_ID} [aria-busy='true'] {
    cursor: progress;
  }
  #${MAIN_ID} :is(button, [role='button'])[aria-busy='true']::after {
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
`;
