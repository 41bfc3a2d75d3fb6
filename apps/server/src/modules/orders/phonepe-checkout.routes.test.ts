import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStatusResponse } from '@railbite/contract/orders';
import { createManualClock } from '../../lib/clock.ts';
import { startFakePhonePe } from '../payments/phonepe/phonepe-fake.ts';
import type { FakePhonePe } from '../payments/phonepe/phonepe-fake.ts';
import { credentials } from '../payments/phonepe/phonepe-test-setup.ts';
import { createCheckoutKit, webhookSecret } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

let fake: FakePhonePe;
let kit: CheckoutKit;
beforeAll(async () => {
  fake = await startFakePhonePe({
    ...credentials,
    clock: createManualClock(new Date()),
    tokenLifetimeSeconds: 3600,
  });
  kit = await createCheckoutKit({
    gateway: 'phonepe',
    webhookSecret,
    phonepe: { ...credentials, env: 'sandbox', baseUrl: fake.baseUrl, authUrl: fake.authUrl },
  });
});
afterAll(async () => {
  await kit.t.close();
  await fake.close();
});

describe('checkout with PAYMENT_GATEWAY=phonepe', () => {
  it('redirects to PhonePe, and PhonePe’s webhook (confirmed with its status API) confirms the order', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, kit.dish('Chicken Biryani', 'Biryani Junction'));
    const { orderId, redirectUrl } = await kit.placed(who);
    expect(redirectUrl.startsWith(fake.baseUrl.replace(/\/pg$/, ''))).toBe(true);
    expect(fake.orders.get(orderId)?.amount).toBe(29_900);

    const sandboxPage = await kit.t.app.inject({ method: 'GET', url: '/pay/sandbox/SBXaaaaaaaaaaaa' });
    expect(sandboxPage.statusCode).toBe(404);

    const { rawBody, headers } = fake.completeOrder(orderId);
    const webhook = await kit.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/phonepe',
      headers,
      payload: rawBody,
    });
    expect(webhook.json()).toEqual({ success: true, outcome: 'paid' });
    const status = await kit.paymentStatus(who, orderId);
    expect(status.json<PaymentStatusResponse>().paymentStatus).toBe('Completed');
  });

  it('refuses a webhook without PhonePe’s authorization', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/phonepe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'checkout.order.completed', payload: {} }),
    });
    expect(response.statusCode).toBe(401);
  });
});
