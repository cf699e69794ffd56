import { useEffect, useState } from 'react';

/** The index of the current slide, advancing every `intervalMs` unless paused. */
export function useAutoplay(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  // `index` restarts the timer, so a manual change gives the new slide its full time.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [count, intervalMs, paused, index]);
  return [index, setIndex] as const;
}
