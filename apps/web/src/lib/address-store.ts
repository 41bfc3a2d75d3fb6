import { useSyncExternalStore } from 'react';
import { addressTypes, toLatestAddress } from '@railbite/contract/address-rules';
import type { Address, LatestAddress } from '@railbite/contract/addresses';
import { useRenderedView } from './hydration';
import { readRaw, readStored, storageKeys, writeStored } from './storage';

/**
 * The saved addresses (`userAddresses`) and the chosen delivery address (`latestAddress`) in local
 * storage (SPEC.md §3). Shared code, not the addresses feature, because other features read it too:
 * the cart's "Delivering to" uses `useSelectedAddress()` and `useSavedAddresses()`. Logout clears both
 * keys through clearSession().
 */

// What this browser stored from the API, checked by hand rather than with the contract's zod schemas:
// the header and the cart read these, and zod would be loaded (and built) for them alone (ADR 012).
type Stored = Record<string, unknown>;
const isRecord = (value: unknown): value is Stored => typeof value === 'object' && value !== null;
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isWholeNumber = (value: unknown) => Number.isInteger(value);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function isAddress(value: unknown): value is Address {
  return (
    isRecord(value) &&
    isWholeNumber(value.id) &&
    addressTypes.some((type) => type === value.addressType) &&
    [value.completeAddress, value.area, value.city, value.pincode].every(isText) &&
    [value.state, value.landmark, value.placeId].every(isTextOrNull) &&
    isNumber(value.latitude) &&
    isNumber(value.longitude) &&
    typeof value.isDefault === 'boolean'
  );
}

function isLatestAddress(value: unknown): value is LatestAddress {
  return (
    isRecord(value) && isWholeNumber(value.id) && isText(value.locationName) && isText(value.locationSubtext)
  );
}
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
    latestCache = { raw, value: 'value' in stored && isLatestAddress(stored.value) ? stored.value : null };
  }
  return latestCache.value;
}

export function getSavedAddresses(): Address[] {
  const raw = readRaw(storageKeys.addresses);
  if (savedCache?.raw !== raw) {
    const stored = readStored(storageKeys.addresses);
    const list = 'value' in stored ? stored.value : undefined;
    savedCache = { raw, value: Array.isArray(list) && list.every(isAddress) ? list : [] };
  }
  return savedCache.value;
}

/**
 * The delivery address chosen in the header (or the default one), as latestAddress; null for none.
 * A server-rendered page is hydrated with the one the server chose (ADR 014), then shows this one.
 */
export function useSelectedAddress(): LatestAddress | null {
  const stored = useSyncExternalStore(subscribe, getSelectedAddress, getSelectedAddress);
  const rendered = useRenderedView();
  return rendered ? rendered.selectedAddress : stored;
}

/** The customer's saved addresses as last loaded from the server (while hydrating: as rendered). */
export function useSavedAddresses(): Address[] {
  const stored = useSyncExternalStore(subscribe, getSavedAddresses, getSavedAddresses);
  const rendered = useRenderedView();
  return rendered ? rendered.savedAddresses : stored;
}

export function selectAddress(address: Address): void {
  writeStored(storageKeys.latestAddress, toLatestAddress(address));
  notify();
}

/** The address delivered to when the customer has chosen none: the default, else the first (SPEC.md §4). */
export function preselectedAddress(addresses: Address[]): Address | undefined {
  return addresses.find((address) => address.isDefault) ?? addresses[0];
}

/**
 * SPEC.md §4 "Addresses on login": remembers the loaded list and keeps the selection valid — the
 * chosen address if it still exists (with its current text), else the default (else the first),
 * else none.
 */
export function rememberAddresses(addresses: Address[]): void {
  writeStored(storageKeys.addresses, addresses);
  const selected = getSelectedAddress();
  const next = addresses.find((address) => address.id === selected?.id) ?? preselectedAddress(addresses);
  if (next) writeStored(storageKeys.latestAddress, toLatestAddress(next));
  else writeStored(storageKeys.latestAddress, null);
  notify();
}
