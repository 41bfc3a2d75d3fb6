import { storageKeys } from './storage-keys';

export { storageKeys };

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export type StoredValue =
  { present: false } | { present: true; value: unknown } | { present: true; corrupt: true };

/** Reads never throw: a missing or unreadable value comes back as `null`, absent or `{ corrupt: true }`. */
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
