/**
 * The push services of the browsers we support (Chromium's FCM, Firefox's autopush, Safari's and
 * Edge's): a subscription must point at one of them over https, so a registration cannot make the
 * server post to an address of someone's choosing (ADR 032).
 */
const browserPushHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '')
    return false;
  return browserPushHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
