/**
 * Every localStorage key the app uses (SPEC.md §3), in one place. Values are JSON. Reads never throw:
 * a missing or unreadable value comes back as `undefined` or as `{ corrupt: true }`.
 */
export const storageKeys = {
  credential: 'user_cred',
  user: 'user',
  addresses: 'userAddresses',
  latestAddress: 'latestAddress',
  /** The cart's lines, its restaurant and item count as last synced (SPEC.md §3), for a fast first paint. */
  cartItems: 'cartItems',
  cartRestaurantId: 'currentRestaurantId',
  cartCount: 'cartCount',
  /** SPEC.md §3 Onboarding local data: the restaurant-partner steps, kept across steps and reloads. */
  partnerOnboarding: 'partnerOnboarding',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export type StoredValue =
  { present: false } | { present: true; value: unknown } | { present: true; corrupt: true };

export function readRaw(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function parseStored(raw: string | null): StoredValue {
  if (raw === null) return { present: false };
  try {
    return { present: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { present: true, corrupt: true };
  }
}

export function readStored(key: StorageKey): StoredValue {
  return parseStored(readRaw(key));
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working for this tab, it just won't remember.
  }
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as above: nothing to undo.
    }
  }
}
