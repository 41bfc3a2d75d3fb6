import { afterEach, describe, expect, it } from 'vitest';
import { addressSchema } from '@railbite/contract/addresses';
import { getSavedAddresses, getSelectedAddress, rememberAddresses, selectAddress } from './address-store';
import { clearSession, saveCredential } from './session';
import { savedAddress } from '@/testing/address-fixtures';

const address = savedAddress;

afterEach(() => {
  localStorage.clear();
});

describe('address store', () => {
  it('selects the default address after a load when nothing is selected', () => {
    rememberAddresses([address(1), address(2, { isDefault: true })]);
    expect(getSelectedAddress()).toEqual({
      id: 2,
      locationName: 'House 2',
      locationSubtext: 'New Delhi, Delhi, 110055',
    });
    expect(getSavedAddresses().map((a) => a.id)).toEqual([1, 2]);
  });

  it('keeps a chosen address, refreshing its text, and falls back to the default when it is gone', () => {
    selectAddress(address(1));
    rememberAddresses([address(1, { completeAddress: 'Renamed' }), address(2, { isDefault: true })]);
    expect(getSelectedAddress()?.locationName).toBe('Renamed');
    rememberAddresses([address(2, { isDefault: true })]);
    expect(getSelectedAddress()?.id).toBe(2);
  });

  it('selects nothing for an empty list, and ignores unreadable stored values', () => {
    selectAddress(address(1));
    rememberAddresses([]);
    expect(getSelectedAddress()).toBeNull();
    localStorage.setItem('latestAddress', '{"locationName":1}');
    localStorage.setItem('userAddresses', 'oops');
    expect(getSelectedAddress()).toBeNull();
    expect(getSavedAddresses()).toEqual([]);
  });

  it.each([
    ['a missing field', (entry: Record<string, unknown>) => ({ ...entry, city: undefined })],
    ['an unknown type', (entry: Record<string, unknown>) => ({ ...entry, addressType: 'CASTLE' })],
    ['a text id', (entry: Record<string, unknown>) => ({ ...entry, id: '1' })],
    ['a text latitude', (entry: Record<string, unknown>) => ({ ...entry, latitude: '28.6' })],
    ['a numeric pincode', (entry: Record<string, unknown>) => ({ ...entry, pincode: 110055 })],
  ])('ignores a stored list with an address with %s, as the contract would', (_label, spoil) => {
    const spoiled = spoil({ ...address(2) });
    // The hand-written check and the contract's schema agree on what is an address.
    expect(addressSchema.safeParse(spoiled).success).toBe(false);
    localStorage.setItem('userAddresses', JSON.stringify([address(1), spoiled]));
    expect(getSavedAddresses()).toEqual([]);
  });

  it('reads back a stored list with optional fields empty', () => {
    const stored = [address(1), address(2, { state: null, landmark: 'Gate 2', placeId: 'p-9' })];
    expect(stored.every((entry) => addressSchema.safeParse(entry).success)).toBe(true);
    localStorage.setItem('userAddresses', JSON.stringify(stored));
    expect(getSavedAddresses()).toEqual(stored);
  });

  it('forgets the addresses and the selection on logout', () => {
    saveCredential({ token: 't', roleType: 'customer' });
    rememberAddresses([address(1, { isDefault: true })]);
    clearSession();
    expect(getSelectedAddress()).toBeNull();
    expect(getSavedAddresses()).toEqual([]);
  });
});
