import { createManualClock } from '../../../lib/clock.ts';
import { createPhonePeGateway } from './phonepe-gateway.ts';
import type { PhonePeGatewayOptions } from './phonepe-gateway.ts';
import { startFakePhonePe } from './phonepe-fake.ts';

export const credentials = {
  clientId: 'RAILBITEUAT_TEST',
  clientSecret: 'test-client-secret-5f1c',
  clientVersion: '1',
  webhookUsername: 'railbite_hooks',
  webhookPassword: 'hookPass123',
};

/** A fake PhonePe and a gateway pointed at it, sharing one manual clock. */
export async function startPhonePeHarness(overrides: Partial<PhonePeGatewayOptions> = {}) {
  const clock = createManualClock(new Date());
  const fake = await startFakePhonePe({ ...credentials, clock, tokenLifetimeSeconds: 3600 });
  const gateway = createPhonePeGateway({
    ...credentials,
    env: 'sandbox',
    baseUrl: fake.baseUrl,
    authUrl: fake.authUrl,
    clock,
    ...overrides,
  });
  const requestsTo = (suffix: string) => fake.requests.filter((request) => request.path.endsWith(suffix));
  return { clock, fake, gateway, requestsTo };
}

export const paymentInput = (orderId: string, amountPaise = 45_600) => ({
  orderId,
  amountPaise,
  returnUrl: `https://railbite.example/order-status/${orderId}`,
  cancelUrl: `https://railbite.example/foods/item-view-cart`,
  customer: { userId: 7, mobile: '9876543210' },
});
