import { useSyncExternalStore } from 'react';
import { currentUserSchema, roleTypeSchema } from '@railbite/contract/auth';
import type { CurrentUser, RoleType } from '@railbite/contract/auth';
import { z } from 'zod';
import { parseStored, readRaw, removeStored, storageKeys, writeStored } from './storage';

const credentialSchema = z.object({ token: z.string().min(1), roleType: roleTypeSchema });
export type Credential = { token: string; roleType: RoleType };

/**
 * Logged-in means a stored credential with a token (SPEC.md §4). A credential that cannot be read
 * is its own state: it counts as logged out, but the route guard sends protected paths to / for it.
 */
export type Session =
  | { status: 'logged-out' }
  | { status: 'unreadable' }
  | { status: 'logged-in'; credential: Credential; user: CurrentUser | null };

function parseSession(credentialRaw: string | null, userRaw: string | null): Session {
  const stored = parseStored(credentialRaw);
  if (!stored.present) return { status: 'logged-out' };
  const credential = 'value' in stored ? credentialSchema.safeParse(stored.value) : undefined;
  if (!credential?.success) {
    console.error('Error parsing user credentials');
    return { status: 'unreadable' };
  }
  const storedUser = parseStored(userRaw);
  const user = 'value' in storedUser ? currentUserSchema.safeParse(storedUser.value) : undefined;
  return { status: 'logged-in', credential: credential.data, user: user?.success ? user.data : null };
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

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function getAuthToken(): string | undefined {
  const session = getSession();
  return session.status === 'logged-in' ? session.credential.token : undefined;
}

export function saveCredential(credential: Credential): void {
  writeStored(storageKeys.credential, credential);
  refresh();
}

/**
 * Stores the spec's user (name, email, mobile, role) — and only that: profile details such as the date
 * of birth stay on the server. Everything showing the user (the drawer) updates at once.
 */
export function saveUser({ name, email, mobile, roleType }: CurrentUser): void {
  writeStored(storageKeys.user, { name, email, mobile, roleType });
  refresh();
}

/** Logout and any 401: forget the credential, the user and everything tied to them (SPEC.md §4). */
export function clearSession(): void {
  removeStored(
    storageKeys.credential,
    storageKeys.user,
    storageKeys.addresses,
    storageKeys.latestAddress,
    storageKeys.cartItems,
    storageKeys.cartRestaurantId,
    storageKeys.cartCount,
  );
  refresh();
}
