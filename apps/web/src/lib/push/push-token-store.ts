import { readStored, removeStored, storageKeys, writeStored } from '@/lib/storage';

/** What `fcm_token` holds: the registered subscription's endpoint and when it was registered. */
export type StoredPushToken = { endpoint: string; registeredAt: number };

export function readPushToken(): StoredPushToken | null {
  const stored = readStored(storageKeys.pushToken);
  if (!stored.present || !('value' in stored)) return null;
  const value = stored.value as Partial<StoredPushToken> | null;
  return typeof value?.endpoint === 'string' && typeof value.registeredAt === 'number'
    ? { endpoint: value.endpoint, registeredAt: value.registeredAt }
    : null;
}

export function writePushToken(token: StoredPushToken): void {
  writeStored(storageKeys.pushToken, token);
}

export function forgetPushToken(): void {
  removeStored(storageKeys.pushToken);
}
