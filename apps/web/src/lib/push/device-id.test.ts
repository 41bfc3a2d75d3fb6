import { beforeEach, describe, expect, it } from 'vitest';
import { deviceIdPattern } from '@railbite/contract/push';
import { storageKeys } from '@/lib/storage';
import { getOrCreateDeviceId, newDeviceId } from './device-id';

describe('device id (SPEC.md §3 device_id)', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('is device_, a random string and the millisecond timestamp', () => {
    const id = newDeviceId(1764374400123, new Uint8Array([0, 1, 35, 36, 255, 10]));
    expect(id).toBe('device_01z03a_1764374400123');
    expect(id).toMatch(deviceIdPattern);
  });

  it('is made once per browser and kept in local storage', () => {
    const first = getOrCreateDeviceId();
    expect(first).toMatch(deviceIdPattern);
    expect(first).toMatch(new RegExp(`_${String(Date.now()).slice(0, 8)}\\d{5}$`));
    expect(JSON.parse(window.localStorage.getItem(storageKeys.deviceId) ?? '')).toBe(first);
    expect(getOrCreateDeviceId()).toBe(first);
  });

  it('replaces a stored value that is not a device id', () => {
    window.localStorage.setItem(storageKeys.deviceId, JSON.stringify('phone-1'));
    expect(getOrCreateDeviceId()).toMatch(deviceIdPattern);
  });
});
