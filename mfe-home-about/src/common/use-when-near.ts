import { useEffect, type RefObject } from 'react';

/**
 * Runs `onNear` once, when the element comes within a screen's height of the viewport: for
 * downloads only that element needs, which a first view further up the page never waits on.
 */
export function useWhenNear(ref: RefObject<Element | null>, onNear: () => unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear]);
}
