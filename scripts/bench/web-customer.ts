// The web bench's logged-in customer, made through the API as the e2e journeys do: registered, with a
// delivery address, one paid order (the sandbox gateway's page, as a browser would post it) and a
// cart holding a dish.
import { randomInt } from 'node:crypto';
import type { addressResponseSchema } from '../../packages/contract/src/addresses.ts';
import type { loginResponseSchema, meResponseSchema } from '../../packages/contract/src/auth.ts';
import type {
  restaurantResponseSchema,
  restaurantItemsResponseSchema,
} from '../../packages/contract/src/catalog.ts';
import type {
  initOrderResponseSchema,
  paymentStatusResponseSchema,
} from '../../packages/contract/src/orders.ts';
import { apiPaths } from '../../packages/contract/src/paths.ts';
import type { z } from 'zod';
import { pageSessionCookie } from '@railbite/contract/session';
import { storageKeys } from '../../apps/web/src/lib/storage-keys.ts';
import { addressBody } from '../../apps/server/src/testing/address-fixture.ts';

/** What the web app keeps in localStorage for a logged-in customer (apps/web/src/lib/storage.ts). */
/** What a logged-in browser holds: the app's localStorage entries and its page-session cookie (ADR 014). */
export type StoredSession = {
  storage: Record<string, string>;
  sessionCookie: { name: string; value: string };
};

type Call = { method?: string; body?: unknown; token?: string; expect?: number };

async function call<S extends z.ZodType>(
  baseUrl: string,
  path: string,
  { method = 'GET', body, token, expect = 200 }: Call = {},
): Promise<z.output<S>> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status !== expect) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as z.output<S>;
}

/** Pays on the sandbox gateway's hosted page, as its Pay button does. */
async function payOnSandboxPage(baseUrl: string, redirectUrl: string) {
  const response = await fetch(baseUrl + new URL(redirectUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'pay' }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`The sandbox payment answered ${response.status}`);
}

async function paymentConfirmed(baseUrl: string, token: string, orderId: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { paymentStatus } = await call<typeof paymentStatusResponseSchema>(
      baseUrl,
      apiPaths.orders.paymentStatus(orderId),
      { token },
    );
    if (paymentStatus === 'Completed') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Order ${orderId} was not confirmed within 5 s`);
}

export async function customerWithOrderAndCart(baseUrl: string, restaurantId = 1): Promise<StoredSession> {
  const mobile = `9${String(randomInt(100_000_000, 999_999_999))}`;
  const password = 'bench-secret-1';
  await call(baseUrl, apiPaths.auth.register, {
    method: 'POST',
    body: { firstName: 'Bench', mobile, email: `bench.${mobile}@example.com`, password },
    expect: 201,
  });
  const { token, roleType } = await call<typeof loginResponseSchema>(baseUrl, apiPaths.auth.login, {
    method: 'POST',
    body: { phone: mobile, password },
  });
  const { data: me } = await call<typeof meResponseSchema>(baseUrl, apiPaths.auth.me, { token });
  // The address sits at the kitchen, inside its delivery area, so checkout takes it (ADR 024).
  const { data: restaurant } = await call<typeof restaurantResponseSchema>(
    baseUrl,
    apiPaths.catalog.restaurant(restaurantId),
  );
  const { data: address } = await call<typeof addressResponseSchema>(baseUrl, apiPaths.addresses.create, {
    method: 'POST',
    token,
    expect: 201,
    body: addressBody({ latitude: restaurant.latitude, longitude: restaurant.longitude }),
  });
  const { data: items } = await call<typeof restaurantItemsResponseSchema>(
    baseUrl,
    `${apiPaths.catalog.restaurantItems(restaurantId)}?limit=50`,
  );
  const dish = items.find((item) => item.isAvailable);
  if (!dish) throw new Error(`Restaurant ${restaurantId} has no available dish`);
  const addDish = () =>
    call(baseUrl, apiPaths.cart.add, { method: 'POST', token, body: { menuId: dish.menuId, restaurantId } });

  await addDish();
  const order = await call<typeof initOrderResponseSchema>(baseUrl, apiPaths.orders.init, {
    method: 'POST',
    token,
    body: { addressId: address.id },
  });
  await payOnSandboxPage(baseUrl, order.redirectUrl);
  // As the order page does: wait for the payment to be confirmed, which empties the cart, then fill
  // the cart again for the cart page.
  await paymentConfirmed(baseUrl, token, order.orderId);
  await addDish();

  return {
    storage: {
      [storageKeys.credential]: JSON.stringify({ token, roleType }),
      [storageKeys.user]: JSON.stringify({
        name: me.name,
        email: me.email,
        mobile: me.mobile,
        roleType: me.roleType,
      }),
    },
    sessionCookie: { name: pageSessionCookie, value: token },
  };
}
