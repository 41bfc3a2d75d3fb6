import { describe, expect, it } from 'vitest';
import { serverClockOffset } from './use-server-now';

describe('serverClockOffset', () => {
  const requestedAt = Date.parse('2026-11-21T14:40:00.000Z');
  const receivedAt = requestedAt + 800;

  it('is 0 when the server read its clock within the request, as far as the device can tell', () => {
    // A slow answer is not a wrong clock: a fresh 10-minute accept window must not show 10:01.
    expect(serverClockOffset('2026-11-21T14:40:00.100Z', requestedAt, receivedAt)).toBe(0);
    expect(serverClockOffset('2026-11-21T14:40:00.000Z', requestedAt, receivedAt)).toBe(0);
    expect(serverClockOffset('2026-11-21T14:40:00.800Z', requestedAt, receivedAt)).toBe(0);
  });

  it('is the distance to the request when the device clock is behind or ahead', () => {
    expect(serverClockOffset('2026-11-21T15:40:00.000Z', requestedAt, receivedAt)).toBe(60 * 60_000 - 800);
    expect(serverClockOffset('2026-11-21T14:35:00.000Z', requestedAt, receivedAt)).toBe(-5 * 60_000);
  });
});
