import { LAY_OUT_APART_ATTR } from '@school/shared/fragment';

/** What is laid out apart, in document order: sections, and the blocks a remote marked heavy inside them. */
const LAID_OUT_APART = `section, [${LAY_OUT_APART_ATTR}]`;

/**
 * A prerendered page's sections off the first screen are not laid out with the first paint: the
 * shell's base styles give them `content-visibility: auto` (build/before-code-styles.tsx). Laying
 * out a long page whole, on a phone's cold caches, was one task of up to a quarter of a second just
 * as the words appeared. Each is then laid out on its own once the phone is idle, one at a time
 * (a block marked LAY_OUT_APART_ATTR after the section around it), so that everything on the page
 * is rendered soon (tools that read what is on screen, such as contrast checkers, see it) while no
 * single task holds the phone long.
 */
export function layOutSectionsWhenIdle(content: Element): void {
  const sections = [...content.querySelectorAll<HTMLElement>(LAID_OUT_APART)];
  const idle = (next: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(next) : setTimeout(next, 50);
  const layOutNext = () => {
    const section = sections.shift();
    if (!section) return;
    section.style.contentVisibility = 'visible';
    idle(layOutNext);
  };
  idle(layOutNext);
}
