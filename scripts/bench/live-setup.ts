// What the live bench sets up through the API before it measures anything: the demo partner's open
// restaurant, customers each with a paid (confirmed) order there, and one live stream per order.
import http from 'node:http';
import type { RestaurantItemsResponse } from '@railbite/contract/catalog';
import type { OrderDetails } from '@railbite/contract/orders';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { apiPaths } from '@railbite/contract/paths';
import { demoAccounts } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { createSseParser } from '../../apps/server/src/testing/sse-parser.ts';
import { call } from './order-customers.ts';
import type { BenchCustomer } from './order-customers.ts';

export type Partner = { authorization: string; restaurantId: number };

/** The demo partner, logged in, with its first restaurant open all day (the bench may run at night). */
export async function openPartnerRestaurant(baseUrl: string): Promise<Partner> {
  const account = demoAccounts.find((candidate) => candidate.roleType === 'partner');
  if (!account) throw new Error('the demo seed has no partner');
  const { token } = await call<{ token: string }>(baseUrl, apiPaths.auth.login, {
    body: { phone: account.mobile, password: account.password },
  });
  const authorization = `Bearer ${token}`;
  const restaurants = await call<{ data: PartnerRestaurant[] }>(baseUrl, apiPaths.partner.restaurants, {
    authorization,
  });
  const [restaurant] = restaurants.data;
  if (!restaurant) throw new Error('the demo partner runs no restaurant: is the database seeded?');
  await call(baseUrl, apiPaths.partner.updateRestaurant(restaurant.restaurantId), {
    body: { isAcceptingOrders: true, opensAt: '00:00', closesAt: '23:59' },
    authorization,
  });
  return { authorization, restaurantId: restaurant.restaurantId };
}

/** An available dish of the restaurant. */
async function dishOf(baseUrl: string, restaurantId: number) {
  const items = await call<RestaurantItemsResponse>(
    baseUrl,
    `${apiPaths.catalog.restaurantItems(restaurantId)}?page=1&limit=50`,
  );
  const dish = items.data.find((item) => item.isAvailable);
  if (!dish) throw new Error(`restaurant ${String(restaurantId)} has no available dish`);
  return { menuId: dish.menuId, restaurantId };
}

export type PaidOrder = { customer: BenchCustomer; orderId: string };

/** Each customer orders one dish and pays on the sandbox page, whose webhook confirms the order. */
export async function placePaidOrders(
  baseUrl: string,
  customers: BenchCustomer[],
  restaurantId: number,
): Promise<PaidOrder[]> {
  const dish = await dishOf(baseUrl, restaurantId);
  const orders: PaidOrder[] = [];
  const parallel = 4;
  for (let next = 0; next < customers.length; next += parallel) {
    const batch = customers.slice(next, next + parallel).map(async (customer) => {
      const { authorization, addressId } = customer;
      await call(baseUrl, apiPaths.cart.add, { body: { ...dish, quantity: 1 }, authorization });
      const placed = await call<{ orderId: string; redirectUrl: string }>(baseUrl, apiPaths.orders.init, {
        body: { addressId },
        authorization,
      });
      const paid = await fetch(`${baseUrl}${new URL(placed.redirectUrl).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=pay&method=upi',
        redirect: 'manual',
      });
      if (paid.status !== 303) throw new Error(`the sandbox page answered ${String(paid.status)}`);
      return { customer, orderId: placed.orderId };
    });
    orders.push(...(await Promise.all(batch)));
  }
  return orders;
}

/** One customer's open order stream: when each status first arrived, by this process's clock. */
export type OrderStream = {
  orderId: string;
  arrivals: Map<string, number>;
  close(): void;
};

/** Opens the customer's stream of the order, as the tracking page does (fetch-style, bearer header). */
export function openOrderStream(baseUrl: string, order: PaidOrder): Promise<OrderStream> {
  const arrivals = new Map<string, number>();
  const feed = createSseParser({
    onMessage(message) {
      const at = performance.now();
      const { orderStatus } = JSON.parse(message.data) as OrderDetails;
      if (!arrivals.has(orderStatus)) arrivals.set(orderStatus, at);
    },
  });
  const url = new URL(apiPaths.orders.events(order.orderId), baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { authorization: order.customer.authorization } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`the order stream answered ${String(response.statusCode)}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', feed);
        resolve({ orderId: order.orderId, arrivals, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}
