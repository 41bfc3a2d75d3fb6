// The customers and dishes the order bench uses, made through the API before anything is measured:
// registering hashes a password (argon2), which must not share the measured window with the load.
import { randomInt } from 'node:crypto';
import type { MenuItem, RestaurantDetail, RestaurantItemsResponse } from '@railbite/contract/catalog';
import { apiPaths } from '@railbite/contract/paths';
import { addressBody } from '../../apps/server/src/testing/address-fixture.ts';

export type BenchCustomer = { authorization: string; addressId: number };
export type Dish = { menuId: number; restaurantId: number };

const password = 'bench-customer-password-42';

export async function call<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; authorization?: string } = {},
): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.authorization ? { authorization: init.authorization } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Registers, logs in and gives an address to one new customer. */
async function newCustomer(baseUrl: string, mobile: string): Promise<BenchCustomer> {
  await call(baseUrl, apiPaths.auth.register, {
    body: { firstName: 'Bench', mobile, email: `${mobile}@bench.example`, password },
  });
  const { token } = await call<{ token: string }>(baseUrl, apiPaths.auth.login, {
    body: { phone: mobile, password },
  });
  const authorization = `Bearer ${token}`;
  const address = await call<{ data: { id: number } }>(baseUrl, apiPaths.addresses.create, {
    body: addressBody(),
    authorization,
  });
  return { authorization, addressId: address.data.id };
}

/**
 * `count` new customers, a few at a time. Mobile numbers start with a random run prefix so repeated
 * runs on the same database do not collide.
 */
export async function createCustomers(baseUrl: string, count: number): Promise<BenchCustomer[]> {
  const run = String(randomInt(10_000, 100_000));
  const customers: BenchCustomer[] = [];
  const parallel = 4;
  for (let next = 0; next < count; next += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - next) }, (_, k) =>
      newCustomer(baseUrl, `9${run}${String(next + k).padStart(4, '0')}`),
    );
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/**
 * The available dishes of the first restaurant with at least `min` of them that delivers to the bench
 * customers' address and is open now: checkout refuses a kitchen whose area does not cover the address
 * (ADR 024) or that is closed, and most kitchens are closed at night in India.
 */
export async function pickDishes(baseUrl: string, min: number): Promise<Dish[]> {
  const { latitude, longitude } = addressBody();
  const list = await call<{ restaurants: { restaurant_id: number }[] }>(
    baseUrl,
    `${apiPaths.catalog.restaurants}?page=1&limit=50&lat=${String(latitude)}&lng=${String(longitude)}`,
  );
  for (const { restaurant_id: id } of list.restaurants) {
    const detail = await call<{ data: RestaurantDetail }>(baseUrl, apiPaths.catalog.restaurant(id));
    if (!detail.data.is_open_now) continue;
    const items = await call<RestaurantItemsResponse>(
      baseUrl,
      `${apiPaths.catalog.restaurantItems(id)}?page=1&limit=50`,
    );
    const available = items.data.filter((item: MenuItem) => item.isAvailable);
    if (available.length >= min)
      return available.map((item) => ({ menuId: item.menuId, restaurantId: item.restaurantId }));
  }
  throw new Error(
    `No open restaurant delivering to the bench address has ${min} available dishes among the first 50: is the database seeded?`,
  );
}

/** Empties every customer's cart (between runs, so carts never reach their limits). */
export async function emptyCarts(baseUrl: string, customers: BenchCustomer[]): Promise<void> {
  for (const { authorization } of customers)
    await call(baseUrl, apiPaths.cart.clear, { method: 'DELETE', authorization });
}

/** Puts one dish in every customer's cart, so each can check out. */
export async function fillCarts(baseUrl: string, customers: BenchCustomer[], dish: Dish): Promise<void> {
  for (const { authorization } of customers)
    await call(baseUrl, apiPaths.cart.add, { body: { ...dish, quantity: 1 }, authorization });
}
