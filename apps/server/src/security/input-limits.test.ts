import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { CheckoutKit } from '../modules/orders/orders-test-kit.ts';
import type { KitCustomer } from './security-kit.ts';
import {
  documentedRoutes,
  expectStatusAndNoChange,
  fillPath,
  freeTextQueries,
  kitWithCustomerCart,
} from './security-kit.ts';

/*
 * Quantity and paging abuse, oversized search strings and NUL characters: each is a 400 naming the
 * field (never a 500, never a slow query), and nothing is written.
 */

let kit: CheckoutKit;
let customer: KitCustomer;

beforeAll(async () => {
  ({ kit, customer } = await kitWithCustomerCart());
});
afterAll(() => kit.t.close());

function get(url: string): InjectOptions {
  return { method: 'GET', url, headers: customer.headers };
}

async function expectFieldRefused(request: InjectOptions, field: string) {
  const response = await expectStatusAndNoChange(kit.t, request, 400, 'VALIDATION_ERROR');
  const fields = response.json<{ error: { details: { fields: { field: string }[] } } }>().error.details
    .fields;
  expect(fields.map((issue) => issue.field)).toContain(field);
}

const badQuantities: [string, unknown][] = [
  ['−1', -1],
  ['1.5', 1.5],
  ['"2"', '2'],
  ['1e9', 1e9],
  ['null', null],
  ['true', true],
  ['an array', [1]],
];

describe('quantity abuse', () => {
  it.each(badQuantities)('add-to-cart and change-cart refuse a quantity of %s', async (_label, quantity) => {
    const dish = kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    for (const url of ['/api/orders/add-to-cart', '/api/orders/change-cart-get-cart-info']) {
      await expectFieldRefused(
        { method: 'POST', url, headers: customer.headers, payload: { ...dish, quantity } },
        'quantity',
      );
    }
  });

  it.each([
    ['0', 0],
    ['a huge id', 1e30],
    ['a negative id', -5],
    ['text', '1'],
  ])('add-to-cart refuses a menuId of %s', async (_label, menuId) => {
    const dish = kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/api/orders/add-to-cart',
        headers: customer.headers,
        payload: { ...dish, menuId },
      },
      'menuId',
    );
  });

  it.each([
    ['a huge id', '1e30'],
    ['a negative id', '-1'],
    ['a fraction', '1.5'],
    ['SQL', '1 OR 1=1'],
  ])('address and restaurant paths refuse an id of %s', async (_label, id) => {
    for (const path of [
      '/api/user/get-user-address/:id',
      '/api/external/get-restaurant-by-id/:id',
      '/api/external/get-restaurant-items/:id',
    ]) {
      await expectFieldRefused(get(fillPath(path, { id: encodeURIComponent(id) })), 'id');
    }
  });
});

const badPaging: [string, string, string][] = [
  ['page', '-1', 'page=-1'],
  ['page', '1.5', 'page=1.5'],
  ['page', '0', 'page=0'],
  ['page', '1e9', 'page=1e9'],
  ['page', 'a 21-digit offset', 'page=999999999999999999999'],
  ['page', 'text', 'page=two'],
  ['limit', '100000', 'limit=100000'],
  ['limit', '-1', 'limit=-1'],
  ['limit', '0', 'limit=0'],
  ['limit', '1.5', 'limit=1.5'],
];

describe('paging abuse', () => {
  it.each(badPaging)('every paged route refuses %s = %s', async (field, _label, query) => {
    const routes = (await documentedRoutes(kit.t)).filter((route) => route.queryNames.includes(field));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      await expectFieldRefused(get(`${fillPath(route.path)}?${query}`), field);
    }
  });
});

describe('oversized and NUL-bearing text', () => {
  it.each(freeTextQueries)('%s refuses a 10 KB %s', async (url, field) => {
    await expectFieldRefused(get(`${url}?${field}=${'a'.repeat(10 * 1024)}`), field);
  });

  it.each(freeTextQueries)('%s refuses a NUL character in %s', async (url, field) => {
    await expectFieldRefused(get(`${url}?${field}=biryani%00`), field);
  });

  it('refuses a NUL character in a body field and in a path parameter', async () => {
    await expectFieldRefused(
      { method: 'PATCH', url: '/api/auth/me', headers: customer.headers, payload: { name: 'Ravi\u0000' } },
      'name',
    );
    await expectFieldRefused(get('/api/orders/get-order-details/ORD%00aaaaaaaaaaa'), 'orderId');
  });

  it('refuses a 10 KB directionToReach without placing an order', async () => {
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/api/orders/init-order',
        headers: customer.headers,
        payload: { addressId: customer.addressId, directionToReach: 'x'.repeat(10 * 1024) },
      },
      'directionToReach',
    );
  });
});
