import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorSessionCookie } from './session-cookie';

const token = 'c'.repeat(43);

/** What the page writes to document.cookie, on a page served over `protocol`. */
function cookieWritten(protocol: 'http:' | 'https:', value: string | undefined): string {
  vi.spyOn(window, 'location', 'get').mockReturnValue({ protocol } as Location);
  const write = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
  mirrorSessionCookie(value);
  return String(write.mock.calls.at(-1)?.[0]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mirrorSessionCookie', () => {
  it('writes the token for this site, for the session lifetime, not sent cross-site', () => {
    expect(cookieWritten('http:', token)).toBe(
      `railbite_session=${token}; Max-Age=2592000; Path=/; SameSite=Lax`,
    );
  });

  it('on https names it __Host- and marks it Secure, so no other host can set it', () => {
    expect(cookieWritten('https:', token)).toBe(
      `__Host-railbite_session=${token}; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('removes it when the session ends', () => {
    expect(cookieWritten('https:', undefined)).toBe(
      '__Host-railbite_session=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    );
  });

  it('encodes a value that could otherwise add cookie attributes', () => {
    expect(cookieWritten('http:', 'a;b=c')).toMatch(/^railbite_session=a%3Bb%3Dc; /);
  });
});
