import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned sentinel element comes within `marginPx` of the viewport
 * (SPEC.md §4: more pages load within 200 px of the bottom). Put the sentinel after the last card.
 */
export function useInfiniteScroll<T extends Element>({
  enabled,
  onReach,
  marginPx = 200,
}: {
  enabled: boolean;
  onReach: () => void;
  marginPx?: number;
}) {
  const sentinelRef = useRef<T>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${String(marginPx)}px 0px` },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
    };
  }, [enabled, marginPx]);

  return sentinelRef;
}
