import { pageSessionCookie, securePageSessionCookie, sessionLifetimeDays } from '@railbite/contract/session';

const maxAgeSeconds = sessionLifetimeDays * 24 * 60 * 60;

/**
 * Mirrors the stored credential's token into a cookie, so the server can render this customer's own
 * pages (the cart, order history) with their data (ADR 014); `undefined` removes it. localStorage stays
 * the session's home (SPEC.md §4): the cookie is written and removed with it, and only the page
 * renderer reads it — API calls carry the token in the Authorization header.
 */
export function mirrorSessionCookie(token: string | undefined): void {
  if (typeof document === 'undefined') return;
  // On https the `__Host-` name: only this host, over TLS, can set it, so a neighbouring subdomain
  // cannot plant a session of its own for the server to render.
  const secure = window.location.protocol === 'https:';
  const name = secure ? securePageSessionCookie : pageSessionCookie;
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  document.cookie = token
    ? `${name}=${encodeURIComponent(token)}; Max-Age=${maxAgeSeconds}${attributes}`
    : `${name}=; Max-Age=0${attributes}`;
}
