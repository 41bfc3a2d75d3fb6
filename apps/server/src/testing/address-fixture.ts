import type { Address, AddressBodyInput } from '@railbite/contract/addresses';
import type { TestApp } from './test-app.ts';

export function addressBody(overrides: Partial<Record<keyof AddressBodyInput | 'isDefault', unknown>> = {}) {
  return {
    addressType: 'HOME',
    completeAddress: 'Flat 12, Rail Vihar Apartments',
    area: 'Paharganj',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110055',
    landmark: 'Opposite platform 1 gate',
    latitude: 28.643,
    longitude: 77.2194,
    placeId: 'station:NDLS',
    ...overrides,
  };
}

let flatNumber = 0;
/** A different flat each call: saving the very same address twice keeps one (duplicates are ignored). */
function anotherAddressBody() {
  flatNumber += 1;
  return addressBody({ completeAddress: `Flat ${String(flatNumber)}, Rail Vihar Apartments` });
}

export function addressApi(t: TestApp, headers: Record<string, string>) {
  return {
    list: () => t.app.inject({ method: 'GET', url: '/api/user/get-all-addresses', headers }),
    get: (id: number | string) =>
      t.app.inject({ method: 'GET', url: `/api/user/get-user-address/${String(id)}`, headers }),
    create: (payload: unknown = anotherAddressBody()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/create-user-address',
        headers,
        payload: payload as object,
      }),
    update: (id: number | string, payload: unknown = addressBody()) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/update-user-address/${String(id)}`,
        headers,
        payload: payload as object,
      }),
    setDefault: (id: number | string) =>
      t.app.inject({ method: 'PUT', url: `/api/user/set-default-address/${String(id)}`, headers }),
    delete: (id: number | string) =>
      t.app.inject({ method: 'DELETE', url: `/api/user/delete-address/${String(id)}`, headers }),
    async all(): Promise<Address[]> {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/get-all-addresses', headers });
      return response.json<{ data: Address[] }>().data;
    },
    async created(payload: unknown = anotherAddressBody()): Promise<Address> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/create-user-address',
        headers,
        payload: payload as object,
      });
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
      return response.json<{ data: Address }>().data;
    },
  };
}
