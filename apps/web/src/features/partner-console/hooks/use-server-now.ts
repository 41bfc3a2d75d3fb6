import { useEffect, useState } from 'react';

/**
 * The server's clock, read as the device's clock plus the offset measured when the board loaded
 * (serverClockOffset), ticking every second. A device whose clock is
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

/**
 * How far the server's clock is ahead of this device's, from one answer. The server read its clock
 * somewhere between the request and the answer: a device whose clock puts `serverTime` within that
 * span agrees with the server as far as one request can tell, and is otherwise off by the distance
 * to it. (Taking the answer's arrival alone counts the request's own time as clock error: a fresh
 * 10-minute accept window then showed 10:01.)
 */
export function serverClockOffset(serverTime: string, requestedAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return server - Math.min(Math.max(server, requestedAt), receivedAt);
}
