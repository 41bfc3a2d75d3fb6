import { pageSessionCookie, sessionLifetimeDays } from '@railbite/contract/session';

const maxAgeSeconds = sessionLifetimeDays * 24 * 60 * 60;

/**
 * Mirrors the stored credential's token into a cookie, so the server can render this customer's own
 * pages (the cart, order history) with their data (ADR 014); `undefined` removes it. localStorage stays
 * the session's home (SPEC.md §4): the cookie is written and removed with it, and only the page
 * renderer reads it — API calls carry the token in the Authorization header.
 */
export function mirrorSessionCookie(token: string | undefined): void {
  if (typeof document === 'undefined') return;
  const attributes = `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = token
    ? `${pageSessionCookie}=${encodeURIComponent(token)}; Max-Age=${maxAgeSeconds}${attributes}`
    : `${pageSessionCookie}=; Max-Age=0${attributes}`;
}
