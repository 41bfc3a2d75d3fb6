import { useEffect, useState } from 'react';

/** SPEC.md §9: the promo carousel moves every 3 seconds. */
export const promoIntervalMs = 3000;

/**
 * The index of the current slide, moving on every `intervalMs` unless paused. Pausing keeps the
 * current slide; the count restarts when it resumes.
 */
export function useAutoAdvance(count: number, paused: boolean, intervalMs = promoIntervalMs) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [paused, count, intervalMs]);
  return [count === 0 ? 0 : index % count, setIndex] as const;
}
