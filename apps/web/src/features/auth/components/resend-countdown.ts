import { useEffect, useState } from 'react';

/** Seconds left until `until` (a time in ms), counting down once a second; 0 once it has passed. */
export function useSecondsUntil(until: number): number {
  const secondsLeft = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(secondsLeft);
  useEffect(() => {
    setSeconds(secondsLeft());
    const timer = window.setInterval(() => {
      const left = secondsLeft();
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
    // secondsLeft reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}
