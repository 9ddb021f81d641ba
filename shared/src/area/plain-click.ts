import type { MouseEvent } from 'react';

/**
 * A click the page may handle itself: the main button, no modifier key (which would open a new
 * tab or window, or save), on a link that opens in the same tab.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}
