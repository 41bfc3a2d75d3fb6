import { useSyncExternalStore } from 'react';
import { roleTypes } from '@railbite/contract/roles';
import type { CurrentUser, RoleType } from '@railbite/contract/auth';
import { useRenderedView } from './hydration';
import { mirrorSessionCookie } from './session-cookie';
import { parseStored, readRaw, removeStored, storageKeys, writeStored } from './storage';

export type Credential = { token: string; roleType: RoleType };

// The route guard reads the session before the first paint, so these checks are plain code rather
// than the contract's zod schemas, which would put zod in the initial JavaScript (ADR 012).
type Stored = Record<string, unknown>;
const isRecord = (value: unknown): value is Stored => typeof value === 'object' && value !== null;
const isRoleType = (value: unknown): value is RoleType => roleTypes.some((role) => role === value);
const isText = (value: unknown): value is string => typeof value === 'string';

function asCredential(value: unknown): Credential | undefined {
  if (!isRecord(value) || !isText(value.token) || !value.token || !isRoleType(value.roleType)) return;
  return { token: value.token, roleType: value.roleType };
}

function asUser(value: unknown): CurrentUser | null {
  if (!isRecord(value) || !isRoleType(value.roleType)) return null;
  const { name, email, mobile } = value;
  return isText(name) && isText(email) && isText(mobile)
    ? { name, email, mobile, roleType: value.roleType }
    : null;
}

/**
 * A short name for one login, safe to show and to put in query keys (the token itself is a secret):
 * data cached for one login is never shown to the next. The server's page renderer names the login
 * it rendered for the same way, so the browser finds that data under the same keys (ADR 014).
 */
export function sessionKey(token: string): string {
  // FNV-1a, 32 bits: it only has to tell consecutive logins apart.
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Logged-in means a stored credential with a token (SPEC.md §4); the token itself is read with
 * getAuthToken(), where requests are made. A credential that cannot be read is its own state: it
 * counts as logged out, but the route guard sends protected paths to / for it. `unknown` is what a
 * server-rendered page shows when the server did not know the visitor (ADR 013): the page renders as
 * for a visitor without a session, and the guard waits for the browser's answer.
 */
export type Session =
  | { status: 'unknown' }
  | { status: 'logged-out' }
  | { status: 'unreadable' }
  | { status: 'logged-in'; key: string; roleType: RoleType; user: CurrentUser | null };

function parseSession(credentialRaw: string | null, userRaw: string | null): Session {
  const stored = parseStored(credentialRaw);
  if (!stored.present) return { status: 'logged-out' };
  const credential = 'value' in stored ? asCredential(stored.value) : undefined;
  if (!credential) {
    console.error('Error parsing user credentials');
    return { status: 'unreadable' };
  }
  const storedUser = parseStored(userRaw);
  return {
    status: 'logged-in',
    key: sessionKey(credential.token),
    roleType: credential.roleType,
    user: 'value' in storedUser ? asUser(storedUser.value) : null,
  };
}

// Re-parsed only when the stored text changes, so React gets the same object until something changed.
let cache: { credentialRaw: string | null; userRaw: string | null; session: Session } | undefined;
const listeners = new Set<() => void>();

export function getSession(): Session {
  const credentialRaw = readRaw(storageKeys.credential);
  const userRaw = readRaw(storageKeys.user);
  if (cache?.credentialRaw !== credentialRaw || cache.userRaw !== userRaw) {
    cache = { credentialRaw, userRaw, session: parseSession(credentialRaw, userRaw) };
  }
  return cache.session;
}

function refresh() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Logging in or out in another tab changes this tab too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.credential || event.key === storageKeys.user)
      refresh();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A server-rendered page, and the browser's hydration of it, see the session the server rendered it
 * for (`unknown` when it had none); then the stored session.
 */
export function useSession(): Session {
  const stored = useSyncExternalStore(subscribe, getSession, getSession);
  return useRenderedView()?.session ?? stored;
}

export function getAuthToken(): string | undefined {
  const stored = parseStored(readRaw(storageKeys.credential));
  return 'value' in stored ? asCredential(stored.value)?.token : undefined;
}

export function saveCredential(credential: Credential): void {
  lastEnd = undefined;
  loggedInHere = true;
  watchFirstTouchSinceLogin();
  writeStored(storageKeys.credential, credential);
  // Mirrored only once stored: a cookie without the stored credential would render pages for a login
  // this browser does not have (storage full, or blocked).
  mirrorSessionCookie(getAuthToken());
  refresh();
}

/**
 * Stores the spec's user (name, email, mobile, role) — and only that: profile details such as the date
 * of birth stay on the server. Everything showing the user (the drawer) updates at once. The user is
 * the server's answer about this login, so its role is the session's from now on (ADR 037): an
 * applicant approved since logging in becomes a partner here without logging in again.
 */
export function saveUser({ name, email, mobile, roleType }: CurrentUser): void {
  writeStored(storageKeys.user, { name, email, mobile, roleType });
  const stored = parseStored(readRaw(storageKeys.credential));
  const credential = 'value' in stored ? asCredential(stored.value) : undefined;
  if (credential && credential.roleType !== roleType)
    writeStored(storageKeys.credential, { ...credential, roleType });
  refresh();
}

let lastEnd: 'logout' | 'server' | undefined;
let loggedInHere = false;
let touchedSinceLogin = false;

/** From a login on, notes the person's first tap or key press (the login's own came before it). */
function watchFirstTouchSinceLogin() {
  touchedSinceLogin = false;
  if (typeof document === 'undefined') return;
  const touched = () => {
    touchedSinceLogin = true;
  };
  document.addEventListener('pointerdown', touched, { capture: true, once: true });
  document.addEventListener('keydown', touched, { capture: true, once: true });
}

/** True after a login in this tab (not a session found on load): the no-address prompt opens then. */
export function justLoggedIn(): boolean {
  return loggedInHere;
}

/**
 * True after a login in this tab until the person first taps or presses a key: something that opens
 * by itself after login must not open over (or under) what they have started doing.
 */
export function untouchedSinceLogin(): boolean {
  return loggedInHere && !touchedSinceLogin;
}

/**
 * How the last session here ended, until the next login: by the person (logout) or by the server (a
 * 401). The route guard tells the login page why it is asked for (and a logout asks for nothing).
 */
export function sessionEndedBy(): 'logout' | 'server' | undefined {
  return lastEnd;
}

/** Logout and any 401: forget the credential, the user and everything tied to them (SPEC.md §4). */
export function clearSession(by: 'logout' | 'server' = 'logout'): void {
  if (getAuthToken() !== undefined) lastEnd = by;
  loggedInHere = false;
  removeStored(
    storageKeys.credential,
    storageKeys.user,
    storageKeys.addresses,
    storageKeys.latestAddress,
    storageKeys.cartItems,
    storageKeys.cartRestaurantId,
    storageKeys.cartCount,
    storageKeys.pushToken,
    // The old local-only partner onboarding kept PAN, GSTIN and bank details here (issue 19).
    storageKeys.partnerOnboarding,
  );
  mirrorSessionCookie(undefined);
  refresh();
}
