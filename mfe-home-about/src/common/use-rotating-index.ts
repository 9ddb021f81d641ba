import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * An index that moves 0, 1, ..., count - 1, 0, ... every `intervalMs`, held where it is while the
 * visitor asks their system for less motion. Only the effect reads the preference: the first render
 * is the prerendered one for every visitor, so hydrating it renders nothing again.
 */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const reduced = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      clearInterval(timer);
      timer = reduced?.matches
        ? undefined
        : setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    };
    follow();
    reduced?.addEventListener('change', follow);
    return () => {
      clearInterval(timer);
      reduced?.removeEventListener('change', follow);
    };
  }, [count, intervalMs]);
  return index;
}
