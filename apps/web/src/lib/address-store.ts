import { useSyncExternalStore } from 'react';
import { addressSchema, latestAddressSchema, toLatestAddress } from '@railbite/contract/addresses';
import type { Address, LatestAddress } from '@railbite/contract/addresses';
import { z } from 'zod';
import { readRaw, readStored, storageKeys, writeStored } from './storage';

/**
 * The saved addresses (`userAddresses`) and the chosen delivery address (`latestAddress`) in local
 * storage (SPEC.md §3). Shared code, not the addresses feature, because other features read it too:
 * the cart's "Delivering to" uses `useSelectedAddress()` and `useSavedAddresses()`. Logout clears both
 * keys through clearSession().
 */

const savedSchema = z.array(addressSchema);
const listeners = new Set<() => void>();
let latestCache: { raw: string | null; value: LatestAddress | null } | undefined;
let savedCache: { raw: string | null; value: Address[] } | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.latestAddress || event.key === storageKeys.addresses)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getSelectedAddress(): LatestAddress | null {
  const raw = readRaw(storageKeys.latestAddress);
  if (latestCache?.raw !== raw) {
    const stored = readStored(storageKeys.latestAddress);
    const parsed = 'value' in stored ? latestAddressSchema.safeParse(stored.value) : undefined;
    latestCache = { raw, value: parsed?.success ? parsed.data : null };
  }
  return latestCache.value;
}

export function getSavedAddresses(): Address[] {
  const raw = readRaw(storageKeys.addresses);
  if (savedCache?.raw !== raw) {
    const stored = readStored(storageKeys.addresses);
    const parsed = 'value' in stored ? savedSchema.safeParse(stored.value) : undefined;
    savedCache = { raw, value: parsed?.success ? parsed.data : [] };
  }
  return savedCache.value;
}

/** The delivery address chosen in the header (or the default one), as latestAddress; null for none. */
export function useSelectedAddress(): LatestAddress | null {
  return useSyncExternalStore(subscribe, getSelectedAddress, getSelectedAddress);
}

/** The customer's saved addresses as last loaded from the server. */
export function useSavedAddresses(): Address[] {
  return useSyncExternalStore(subscribe, getSavedAddresses, getSavedAddresses);
}

export function selectAddress(address: Address): void {
  writeStored(storageKeys.latestAddress, toLatestAddress(address));
  notify();
}

/**
 * SPEC.md §4 "Addresses on login": remembers the loaded list and keeps the selection valid — the
 * chosen address if it still exists (with its current text), else the default (else the first),
 * else none.
 */
export function rememberAddresses(addresses: Address[]): void {
  writeStored(storageKeys.addresses, addresses);
  const selected = getSelectedAddress();
  const next =
    addresses.find((address) => address.id === selected?.id) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0];
  if (next) writeStored(storageKeys.latestAddress, toLatestAddress(next));
  else writeStored(storageKeys.latestAddress, null);
  notify();
}
