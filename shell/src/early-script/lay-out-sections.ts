/**
 * A prerendered page's sections off the first screen are not laid out with the first paint: the
 * shell's base styles give them `content-visibility: auto` (page-build/before-code-styles.tsx). Laying
 * out a long page whole, on a phone's cold caches, was one task of up to a quarter of a second just
 * as the words appeared. Each section is then laid out on its own once the phone is idle, one at a
 * time, so that everything on the page is rendered soon (tools that read what is on screen, such
 * as contrast checkers, see it) while no single task holds the phone long.
 *
 * A block a remote marked LAY_OUT_APART_ATTR (its own `content-visibility: auto`) is left out:
 * it is laid out only as it comes near the screen. About's Arabic recitations, laid out in an
 * idle period, were the longest task of the page's first seconds, when a tap waits for it: the
 * anthem's block took 10-45 ms of this bench's host CPU (40-180 ms at its phone's slowdown), the
 * first Arabic letter of a page alone 8-15 ms. Their Arabic font is fetched only as they come near
 * and lays them out again then anyway.
 */
export function layOutSectionsWhenIdle(content: Element): void {
  const sections = [...content.querySelectorAll<HTMLElement>('section')];
  const idle = (next: () => void) => {
    if ('requestIdleCallback' in window) requestIdleCallback(next);
    else setTimeout(next, 50);
  };
  const layOutNext = () => {
    const section = sections.shift();
    if (!section) return;
    section.style.contentVisibility = 'visible';
    idle(layOutNext);
  };
  idle(layOutNext);
}
