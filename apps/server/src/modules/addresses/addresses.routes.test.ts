import { sql } from 'drizzle-orm';
import type { Address } from '@railbite/contract/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressApi, addressBody } from '../../testing/address-fixture.ts';
import { loggedInCustomer } from '../../testing/customers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newCustomerApi() {
  const { headers } = await loggedInCustomer(t);
  return addressApi(t, headers);
}

function fieldsOf(body: string) {
  return (JSON.parse(body) as { error: { details: { fields: { field: string; message: string }[] } } }).error
    .details.fields;
}

// One customer with one address for the validation cases: each case also checks nothing changed.
let validation: { api: Awaited<ReturnType<typeof newCustomerApi>>; existing: Address } | undefined;
async function validationCustomer() {
  if (!validation) {
    const api = await newCustomerApi();
    validation = { api, existing: await api.created() };
  }
  return validation;
}

describe('creating and listing addresses', () => {
  it('saves the first address as the default and answers with the spec message', async () => {
    const api = await newCustomerApi();
    const response = await api.create(addressBody());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Address created successfully',
      data: { id: expect.any(Number) as number, ...addressBody(), isDefault: true },
    });
  });

  it('keeps the default on the first address and lists the default first, then the newest', async () => {
    const api = await newCustomerApi();
    const first = await api.created(addressBody({ completeAddress: 'First' }));
    const second = await api.created(addressBody({ completeAddress: 'Second', addressType: 'WORK' }));
    const third = await api.created(addressBody({ completeAddress: 'Third', addressType: 'OTHERS' }));
    expect(second.isDefault).toBe(false);
    const list = await api.list();
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Address[] }>().data.map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [third.id, false],
      [second.id, false],
    ]);
  });

  it('trims text and stores a blank landmark, state or placeId as null', async () => {
    const api = await newCustomerApi();
    const saved = await api.created(
      addressBody({ completeAddress: '  House 4  ', landmark: '   ', state: '', placeId: null }),
    );
    expect(saved).toMatchObject({ completeAddress: 'House 4', landmark: null, state: null, placeId: null });
    const withoutOptional = addressBody();
    delete (withoutOptional as Partial<typeof withoutOptional>).landmark;
    delete (withoutOptional as Partial<typeof withoutOptional>).state;
    delete (withoutOptional as Partial<typeof withoutOptional>).placeId;
    expect((await api.create(withoutOptional)).statusCode).toBe(201);
  });

  it('answers an empty list for a new customer', async () => {
    const api = await newCustomerApi();
    const response = await api.list();
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it.each([
    ['completeAddress', { completeAddress: undefined }, 'Complete address is required'],
    ['completeAddress', { completeAddress: '   ' }, 'Complete address is required'],
    [
      'completeAddress',
      { completeAddress: 'x'.repeat(201) },
      'Complete address must be at most 200 characters',
    ],
    ['area', { area: '' }, 'Area is required'],
    ['area', { area: 'x'.repeat(101) }, 'Area must be at most 100 characters'],
    ['city', { city: undefined }, 'City is required'],
    ['city', { city: 'x'.repeat(61) }, 'City must be at most 60 characters'],
    ['state', { state: 'x'.repeat(61) }, 'State must be at most 60 characters'],
    ['state', { state: 42 }, 'State must be text'],
    ['landmark', { landmark: 'x'.repeat(101) }, 'Landmark must be at most 100 characters'],
    ['placeId', { placeId: 'x'.repeat(201) }, 'placeId must be at most 200 characters'],
    ['pincode', { pincode: undefined }, 'Pincode is required'],
    ['pincode', { pincode: '' }, 'Pincode is required'],
    ['pincode', { pincode: '12345' }, 'Pincode must be exactly 6 digits'],
    ['pincode', { pincode: '1100555' }, 'Pincode must be exactly 6 digits'],
    ['pincode', { pincode: '11OO55' }, 'Pincode must be exactly 6 digits'],
    ['pincode', { pincode: 110055 }, 'Pincode is required'],
    ['pincode', { pincode: '000000' }, 'Enter a valid Indian pincode (it cannot start with 0)'],
    ['completeAddress', { completeAddress: '\u200b' }, 'Complete address is required'],
    ['city', { city: ' \u200b\u2060 ' }, 'City is required'],
    ['latitude', { latitude: 51.5072, longitude: -0.1276 }, 'Please select a location in India'],
    ['latitude', { latitude: undefined }, 'Please select a location on the map'],
    ['latitude', { latitude: 0 }, 'Please select a location on the map'],
    ['latitude', { latitude: '28.6' }, 'Please select a location on the map'],
    ['latitude', { latitude: 90.5 }, 'Latitude must be between -90 and 90'],
    ['latitude', { latitude: -91 }, 'Latitude must be between -90 and 90'],
    ['longitude', { longitude: undefined }, 'Please select a location on the map'],
    ['longitude', { longitude: 0 }, 'Please select a location on the map'],
    ['longitude', { longitude: 180.01 }, 'Longitude must be between -180 and 180'],
    ['addressType', { addressType: 'VILLA' }, 'Address type must be HOME, WORK or OTHERS'],
    ['addressType', { addressType: undefined }, 'Address type must be HOME, WORK or OTHERS'],
    ['isDefault', { isDefault: true }, 'Unknown field: isDefault'],
  ])('rejects a bad %s on create and update with 400 naming the field', async (field, override, message) => {
    const { api, existing } = await validationCustomer();
    for (const response of [
      await api.create(addressBody(override)),
      await api.update(existing.id, addressBody(override)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
      expect(fieldsOf(response.body)).toContainEqual({ field, message });
    }
    expect(await api.all()).toEqual([existing]);
  });

  it('keeps one address when the very same one is saved again, and a different flat as its own', async () => {
    const api = await newCustomerApi();
    const first = await api.create(addressBody());
    const again = await api.create(addressBody());
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Address }>().data).toEqual(first.json<{ data: Address }>().data);
    expect(await api.all()).toHaveLength(1);
    expect(
      (await api.create(addressBody({ completeAddress: 'Flat 13, Rail Vihar Apartments' }))).statusCode,
    ).toBe(201);
    expect(await api.all()).toHaveLength(2);
  });

  it('rejects a body that is not an object', async () => {
    const api = await newCustomerApi();
    expect((await api.create([addressBody()])).statusCode).toBe(400);
  });

  it.each([
    ['abc', 'id must be a number'],
    ['0', 'id must be positive'],
    ['1.5', 'id must be a whole number'],
    ['99999999999999999999', 'id is too large'],
  ])('rejects the id %s on every id route', async (id, message) => {
    const { api } = await validationCustomer();
    for (const response of [
      await api.get(id),
      await api.update(id),
      await api.setDefault(id),
      await api.delete(id),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body)).toContainEqual({ field: 'id', message });
    }
  });

  it('caps a customer at 20 addresses', async () => {
    const api = await newCustomerApi();
    for (let i = 0; i < 20; i += 1) await api.created(addressBody({ completeAddress: `House ${String(i)}` }));
    const response = await api.create();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'ADDRESS_LIMIT_REACHED',
        message: 'You can save up to 20 addresses. Delete one to add another.',
      },
    });
    expect(await api.all()).toHaveLength(20);
  });

  it('needs a login on every route', async () => {
    const api = addressApi(t, {});
    for (const response of [
      await api.list(),
      await api.get(1),
      await api.create(),
      await api.update(1),
      await api.setDefault(1),
      await api.delete(1),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('reading, updating, setting the default and deleting', () => {
  it('reads one address', async () => {
    const api = await newCustomerApi();
    const saved = await api.created();
    const response = await api.get(saved.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Address }>().data).toEqual(saved);
  });

  it('updates every field but leaves the default where it is', async () => {
    const api = await newCustomerApi();
    const saved = await api.created();
    const changes = addressBody({
      addressType: 'WORK',
      completeAddress: 'Office 5, Tower B',
      area: 'Connaught Place',
      city: 'Delhi',
      state: null,
      pincode: '110001',
      landmark: null,
      latitude: 28.6315,
      longitude: 77.2167,
      placeId: 'city:delhi',
    });
    const response = await api.update(saved.id, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Address updated successfully',
      data: { ...changes, id: saved.id, isDefault: true },
    });
  });

  it('moves the default with set-default, and says so', async () => {
    const api = await newCustomerApi();
    const first = await api.created();
    const second = await api.created();
    const response = await api.setDefault(second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Default address updated successfully',
      data: { ...second, isDefault: true },
    });
    const defaults = (await api.all()).filter((a) => a.isDefault).map((a) => a.id);
    expect(defaults).toEqual([second.id]);
    // Setting the current default again changes nothing.
    expect((await api.setDefault(second.id)).statusCode).toBe(200);
    expect((await api.all()).find((a) => a.id === first.id)?.isDefault).toBe(false);
  });

  it('deleting the default passes it to the newest remaining address', async () => {
    const api = await newCustomerApi();
    const first = await api.created();
    const second = await api.created();
    const third = await api.created();
    const response = await api.delete(first.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Address deleted successfully' });
    expect((await api.all()).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
  });

  it('deleting another address keeps the default; deleting the last leaves none', async () => {
    const api = await newCustomerApi();
    const first = await api.created();
    const second = await api.created();
    await api.delete(second.id);
    expect((await api.all()).map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
    await api.delete(first.id);
    expect(await api.all()).toEqual([]);
    expect((await api.delete(first.id)).statusCode).toBe(404);
    // A new first address is the default again.
    expect((await api.created()).isDefault).toBe(true);
  });
});

describe('another customer’s address', () => {
  it('is a 404 on read, update, set-default and delete, and nothing changes', async () => {
    const owner = await newCustomerApi();
    const stranger = await newCustomerApi();
    const mine = await owner.created();
    const other = await owner.created(addressBody({ completeAddress: 'Second home' }));
    const strangersOwn = await stranger.created();
    const before = await owner.all();

    for (const response of [
      await stranger.get(other.id),
      await stranger.update(other.id, addressBody({ completeAddress: 'Hijacked' })),
      await stranger.setDefault(other.id),
      await stranger.delete(mine.id),
      await stranger.get(999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'NOT_FOUND', message: 'Address not found' },
      });
    }
    expect(await owner.all()).toEqual(before);
    // The stranger's list holds only their own address, still their default.
    expect(await stranger.all()).toEqual([strangersOwn]);
  });
});

describe('exactly one default under concurrent requests', () => {
  async function defaultsPerUser() {
    const result = await t.database.db.execute(
      sql`select addresses.user_id as user_id, count(*) filter (where addresses.is_default)::int as defaults, count(*)::int as total from addresses group by addresses.user_id`,
    );
    return (result as { rows: { user_id: number; defaults: number; total: number }[] }).rows;
  }

  async function expectInvariant() {
    for (const row of await defaultsPerUser()) expect(row.defaults, `user ${String(row.user_id)}`).toBe(1);
  }

  it('ten parallel first creates make exactly one default', async () => {
    const api = await newCustomerApi();
    const responses = await Promise.all(Array.from({ length: 10 }, () => api.create()));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const all = await api.all();
    expect(all).toHaveLength(10);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    await expectInvariant();
  });

  it('parallel creates never pass the cap', async () => {
    const api = await newCustomerApi();
    for (let i = 0; i < 17; i += 1) await api.created();
    const responses = await Promise.all(Array.from({ length: 8 }, () => api.create()));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await api.all()).toHaveLength(20);
  });

  it('parallel set-defaults leave exactly one default', async () => {
    const api = await newCustomerApi();
    const saved: Address[] = [];
    for (let i = 0; i < 8; i += 1) saved.push(await api.created());
    const responses = await Promise.all(saved.map((a) => api.setDefault(a.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await api.all()).filter((a) => a.isDefault)).toHaveLength(1);
    await expectInvariant();
  });

  it('deleting defaults while others set defaults and create leaves exactly one default', async () => {
    const api = await newCustomerApi();
    const saved: Address[] = [];
    for (let i = 0; i < 10; i += 1) saved.push(await api.created());
    const work = saved.flatMap((address, i) =>
      i % 2 === 0 ? [api.delete(address.id), api.create()] : [api.setDefault(address.id)],
    );
    const responses = await Promise.all(work);
    // A set-default may lose the race to nothing; every call either succeeds or is a clean 404.
    for (const response of responses) expect([200, 201, 404]).toContain(response.statusCode);
    const all = await api.all();
    expect(all).toHaveLength(10);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    await expectInvariant();
  });

  it('deleting everything in parallel leaves nothing and no error', async () => {
    const api = await newCustomerApi();
    const saved: Address[] = [];
    for (let i = 0; i < 6; i += 1) saved.push(await api.created());
    const responses = await Promise.all(saved.map((a) => api.delete(a.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await api.all()).toEqual([]);
  });
});
