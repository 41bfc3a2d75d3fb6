import { useEffect, useState } from 'react';

/**
 * The server's clock, read as the device's clock plus the offset measured when the board loaded
 * (`serverTime` minus the moment the answer arrived), ticking every second. A device whose clock is
 * wrong still shows the true time left.
 */
export function useServerNow(offsetMs: number, tickMs = 1000): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setDeviceNow(Date.now());
    }, tickMs);
    return () => {
      clearInterval(timer);
    };
  }, [tickMs]);
  return deviceNow + offsetMs;
}

/** How far the server's clock is ahead of this device's, from one answer. */
export function serverClockOffset(serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - receivedAt;
}
