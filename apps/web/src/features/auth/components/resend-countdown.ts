import { useEffect, useState } from 'react';

/**
 * Seconds left until `until` (a time in ms), counting down once a second; 0 once it has passed. Read at
 * mount: its owner remounts it (a React key) for a new `until`.
 */
export function useSecondsUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const done = seconds === 0;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [done]);
  return seconds;
}
