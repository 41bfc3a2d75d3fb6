import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InitOrderResponse, OrderDetails } from '@railbite/contract/orders';
import type { AppDependencies } from '../../app.ts';
import type { Config } from '../../config.ts';
import { menuItems } from '../../db/schema/catalog.ts';
import { addressApi } from '../../testing/address-fixture.ts';
import { insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { loggedInCustomer } from '../../testing/customers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { TestDatabaseOptions } from '../../testing/test-database.ts';

export const webhookSecret = 'test-webhook-secret-0123456789abcdef0123';

/** A test app whose sandbox webhooks are captured, so each test decides when (and how often) they arrive. */
export async function createCheckoutKit(
  payments: Config['payments'] = { gateway: 'sandbox', webhookSecret },
  databaseOptions: TestDatabaseOptions = {},
  dependencies: Pick<AppDependencies, 'decorateGateway' | 'liveReconnectDelay'> = {},
  overrides: Partial<Config> = {},
) {
  const deliveries: { rawBody: string; headers: Record<string, string> }[] = [];
  const t: TestApp = await createTestApp(
    { payments, ...overrides },
    {
      ...dependencies,
      sendWebhook: async (rawBody, headers) => {
        deliveries.push({ rawBody, headers });
      },
    },
    databaseOptions,
  );
  const restaurantIds = await insertCatalogFixture(t.database.db);
  const rows = await t.database.db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems);
  const menuIds = new Map(rows.map((row) => [row.name, row.id]));

  const dish = (name: string, restaurant: string) => ({
    menuId: menuIds.get(name) ?? 0,
    restaurantId: restaurantIds.get(restaurant) ?? 0,
  });

  async function customer() {
    const { headers, mobile } = await loggedInCustomer(t);
    const address = await addressApi(t, headers).created();
    return { headers, mobile, addressId: address.id };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  async function addToCart(who: Customer, item: { menuId: number; restaurantId: number }, quantity = 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/add-to-cart',
      headers: who.headers,
      payload: { ...item, quantity },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  function initOrder(who: Customer, payload: Record<string, unknown> = {}, key?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders/init-order',
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { addressId: who.addressId, ...payload },
    });
  }

  async function placed(who: Customer, payload: Record<string, unknown> = {}): Promise<InitOrderResponse> {
    const response = await initOrder(who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InitOrderResponse>();
  }

  /** The payer's choice on the hosted page; answers where the browser was sent. */
  async function settleOnSandbox(redirectUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
    const path = new URL(redirectUrl).pathname;
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}&method=upi`,
    });
    expect(response.statusCode).toBe(303);
    return response.headers.location;
  }

  function deliver(rawBody: string, headers: Record<string, string>) {
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: rawBody });
  }

  /** The payer's choice on the hosted page, with the webhook it sends delivered at once. */
  async function settledOnSandbox(redirectUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
    const before = deliveries.length;
    await settleOnSandbox(redirectUrl, outcome);
    const delivery = deliveries.at(-1);
    if (deliveries.length !== before + 1 || !delivery) throw new Error('the sandbox sent no webhook');
    const response = await deliver(delivery.rawBody, delivery.headers);
    expect(response.statusCode, response.body).toBe(200);
  }

  async function paymentStatus(who: { headers: Record<string, string> }, orderId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/check-order-payment-status/${orderId}`,
      headers: who.headers,
    });
    return response;
  }

  /** The order as its customer sees it (GET get-order-details). */
  async function details(who: { headers: Record<string, string> }, orderId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/get-order-details/${orderId}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: OrderDetails }>().data;
  }

  async function setAvailable(name: string, isAvailable: boolean) {
    await t.database.db
      .update(menuItems)
      .set({ isAvailable })
      .where(eq(menuItems.id, menuIds.get(name) ?? 0));
  }

  return {
    t,
    deliveries,
    dish,
    customer,
    addToCart,
    initOrder,
    placed,
    settleOnSandbox,
    settledOnSandbox,
    deliver,
    paymentStatus,
    details,
    setAvailable,
  };
}

export type CheckoutKit = Awaited<ReturnType<typeof createCheckoutKit>>;
