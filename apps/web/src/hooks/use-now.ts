import { useEffect, useState } from 'react';

/** The time now, renewed every `intervalMs` while `enabled`: for "4 min ago" texts and estimates. */
export function useNow(intervalMs: number, enabled = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [intervalMs, enabled]);
  return now;
}
