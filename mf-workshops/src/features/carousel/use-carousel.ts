import { useCallback, useEffect, useState } from 'react';

/** SPEC section 9: the hero carousel moves on every 3 seconds. */
export const HERO_INTERVAL_MS = 3000;

interface Options {
  intervalMs?: number;
  /** No automatic movement while true (hover, focus, reduced motion, or the visitor paused it). */
  paused: boolean;
}

const wrap = (index: number, count: number) => (count <= 0 ? 0 : ((index % count) + count) % count);

/**
 * Which slide is showing. While not paused it moves on one slide every `intervalMs`, wrapping from the
 * last to the first; a manual step restarts the wait, so a slide is never cut short right after a click.
 */
export function useCarousel(count: number, { intervalMs = HERO_INTERVAL_MS, paused }: Options) {
  const [position, setPosition] = useState(0);
  const index = wrap(position, count);
  const rotating = !paused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setPosition((current) => current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, intervalMs, position]);

  const goTo = useCallback((next: number) => setPosition(next), []);
  const next = useCallback(() => setPosition((current) => current + 1), []);
  const previous = useCallback(() => setPosition((current) => current - 1), []);

  return { index, rotating, goTo, next, previous };
}
