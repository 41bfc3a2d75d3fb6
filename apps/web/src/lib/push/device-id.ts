import { deviceIdPattern } from '@railbite/contract/push';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

/** SPEC.md §3 `device_id`: `device_`, a random string, the millisecond timestamp it was made at. */
export function newDeviceId(nowMs: number, randomBytes: Uint8Array): string {
  const random = Array.from(randomBytes, (byte) => (byte % 36).toString(36)).join('');
  return `device_${random}_${String(nowMs)}`;
}

/** This browser's device id: the stored one, or a new one stored for next time. */
export function getOrCreateDeviceId(): string {
  const stored = readStored(storageKeys.deviceId);
  if (
    stored.present &&
    'value' in stored &&
    typeof stored.value === 'string' &&
    deviceIdPattern.test(stored.value)
  )
    return stored.value;
  const created = newDeviceId(Date.now(), crypto.getRandomValues(new Uint8Array(12)));
  writeStored(storageKeys.deviceId, created);
  return created;
}
