import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@railbite/contract/addresses';
import { orders } from '../db/schema/orders.ts';
import { addressBody } from '../testing/address-fixture.ts';
import { uniqueMobile } from '../testing/test-app.ts';
import { registerCustomer, testCustomerPassword } from '../testing/customer.ts';
import { createCheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import { expectChangesOnlyIn, expectStatusAndNoChange, freeTextQueries } from './security-kit.ts';

/*
 * SQL metacharacters in every free-text field. Searches treat them as plain text (no rows appear that
 * a nonsense word would not find) and write nothing; stored fields keep them verbatim and the write
 * touches only its own table.
 */

let kit: CheckoutKit;
let customer: Awaited<ReturnType<CheckoutKit['customer']>>;

beforeAll(async () => {
  kit = await createCheckoutKit();
  customer = await kit.customer();
});
afterAll(() => kit.t.close());

const injections = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(5); --',
  "%' AND 1=1 --",
  "' UNION SELECT token_hash FROM sessions --",
  '$1::text \\',
  '%_%',
];

function withoutRequestId(body: string) {
  const { requestId: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return rest;
}

describe('SQL metacharacters in query text', () => {
  it.each(freeTextQueries)('%s treats them in %s as plain text', async (url, field) => {
    const search = (term: string) => ({
      method: 'GET' as const,
      url: `${url}?${field}=${encodeURIComponent(term)}`,
      headers: customer.headers,
    });
    const nonsense = await kit.t.app.inject(search('qqxzqqxz'));
    for (const term of injections) {
      const response = await expectStatusAndNoChange(kit.t, search(term), nonsense.statusCode);
      expect(withoutRequestId(response.body), term).toEqual(withoutRequestId(nonsense.body));
    }
  });
});

describe('SQL metacharacters in stored text', () => {
  it.each(injections)(
    'an address keeps %s verbatim in every text field and writes only addresses',
    async (term) => {
      const text = {
        completeAddress: term,
        area: term,
        city: term,
        state: term,
        landmark: term,
        placeId: term,
      };
      const response = await expectChangesOnlyIn(
        kit.t,
        {
          method: 'POST',
          url: '/api/user/create-user-address',
          headers: customer.headers,
          payload: addressBody(text),
        },
        201,
        ['addresses'],
      );
      expect(response.json<{ data: Address }>().data).toMatchObject(text);
    },
  );

  it.each(injections)('a profile name %s is stored verbatim and writes only users', async (term) => {
    const response = await expectChangesOnlyIn(
      kit.t,
      { method: 'PATCH', url: '/api/auth/me', headers: customer.headers, payload: { name: term } },
      200,
      ['users'],
    );
    expect(response.json<{ data: { name: string } }>().data.name).toBe(term.trim());
  });

  it('registration keeps a first name and an e-mail with quotes verbatim and writes only users', async () => {
    const mobile = uniqueMobile();
    const email = `o'brien+${mobile}@example.test`;
    await expectChangesOnlyIn(
      kit.t,
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: injections[1], mobile, email, password: testCustomerPassword },
      },
      201,
      ['users'],
    );
    const login = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: mobile, password: testCustomerPassword },
    });
    const me = await kit.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ data: { name: injections[1], email } });
  });

  it('delivery directions keep them verbatim and leave accounts, addresses and the menu alone', async () => {
    await kit.addToCart(customer, kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre'));
    const directionToReach = injections.join(' ');
    const orderTables = ['orders', 'order_items', 'order_events', 'payments', 'idempotency_keys'];
    const response = await expectChangesOnlyIn(
      kit.t,
      {
        method: 'POST',
        url: '/api/orders/init-order',
        headers: customer.headers,
        payload: { addressId: customer.addressId, directionToReach },
      },
      200,
      [...orderTables, 'carts', 'cart_items', 'sandbox_payments'],
    );
    const { orderId } = response.json<{ orderId: string }>();
    const [stored] = await kit.t.database.db
      .select({ directionToReach: orders.directionToReach })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(stored?.directionToReach).toBe(directionToReach);
  });
});

describe('SQL metacharacters in login', () => {
  // A fresh account each time: five wrong passwords in a row would lock the phone (429) instead.
  it.each(injections)('a password of %s is a wrong password, nothing more', async (password) => {
    const { mobile } = await registerCustomer(kit.t.app);
    await expectStatusAndNoChange(
      kit.t,
      { method: 'POST', url: '/api/auth/login', payload: { phone: mobile, password } },
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it.each(injections)('a phone of %s is refused by validation', async (phone) => {
    await expectStatusAndNoChange(
      kit.t,
      { method: 'POST', url: '/api/auth/login', payload: { phone, password: testCustomerPassword } },
      400,
      'VALIDATION_ERROR',
    );
  });
});
