import { useEffect, useState } from 'react';

/** An index that moves 0, 1, ..., count - 1, 0, ... every `intervalMs` unless paused. */
export function useRotatingIndex(count: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);
  return index;
}
