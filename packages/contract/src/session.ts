// Session constants shared by the server and the web, without zod: the web's first-paint code reads
// them (ADR 012).

/** How long a login lasts on the server. */
export const sessionLifetimeDays = 30;

/**
 * The cookie in which the web mirrors the stored credential for the server's page renderer, so it
 * can render a customer's own pages (ADR 014). The API never reads it: API calls carry the token in
 * the Authorization header.
 */
export const pageSessionCookie = 'railbite_session';

/** Its name on https: the `__Host-` prefix binds it to this host, Secure, Path=/ (no subdomain can set it). */
export const securePageSessionCookie = '__Host-railbite_session';

/** A session token: 256 random bits, URL-safe (43 base64url characters). */
export const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/;
