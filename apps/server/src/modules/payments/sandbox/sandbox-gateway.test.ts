import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { createManualClock } from '../../../lib/clock.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { createSandboxGateway, sandboxPaymentLifetimeMs } from './sandbox-gateway.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { createSandboxRepository } from './sandbox.repository.ts';

let database: Database;
let gateway: SandboxGateway;
const clock = createManualClock(new Date('2026-03-01T10:00:00Z'));
const webhooks: string[] = [];
let orderCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createSandboxGateway({
    repository: createSandboxRepository(database.db),
    clock,
    publicUrl: 'https://railbite.example',
    webhookSecret: 'sandbox-unit-test-secret-0123456789abcdef',
    sendWebhook: async (rawBody) => {
      webhooks.push(rawBody);
    },
  });
});
afterAll(() => database.close());

async function payment(amountPaise = 50_000) {
  orderCount += 1;
  const orderId = `ORDsandboxunit${String(orderCount)}`;
  const created = await gateway.createPayment({
    orderId,
    amountPaise,
    returnUrl: `https://railbite.example/order-status/${orderId}`,
    cancelUrl: `https://railbite.example/foods/item-view-cart`,
    customer: { userId: 1, mobile: '9876543210' },
  });
  return { gatewayRef: created.gatewayRef, amountPaise };
}

async function paid(amountPaise = 50_000) {
  const made = await payment(amountPaise);
  await gateway.settle(made.gatewayRef, 'pay', 'upi');
  return made;
}

describe('sandbox refunds', () => {
  it('refunds a paid payment at once, once per refund id', async () => {
    const made = await paid();
    const first = await gateway.refund(made, 50_000, 'rejected', 'refund-unit-1');
    expect(first).toEqual({
      refundId: 'refund-unit-1',
      gatewayRefundRef: 'refund-unit-1',
      state: 'completed',
      amountPaise: 50_000,
    });
    await expect(gateway.refund(made, 50_000, 'rejected', 'refund-unit-1')).resolves.toEqual(first);
    await expect(gateway.fetchRefundStatus('refund-unit-1')).resolves.toEqual(first);
    expect((await gateway.payment(made.gatewayRef)).refunds).toHaveLength(1);
  });

  it('fails a refund of more than is left, and of a payment that was never paid', async () => {
    const made = await paid(10_000);
    await gateway.refund(made, 6_000, 'partial', 'refund-unit-2a');
    await expect(gateway.refund(made, 5_000, 'more', 'refund-unit-2b')).resolves.toMatchObject({
      state: 'failed',
    });
    const unpaid = await payment();
    await expect(gateway.refund(unpaid, 100, 'nothing', 'refund-unit-2c')).resolves.toMatchObject({
      state: 'failed',
    });
  });

  it('knows no refund it was never sent', async () => {
    await expect(gateway.fetchRefundStatus('refund-unit-never')).resolves.toBeUndefined();
  });
});

describe('closing and expiry', () => {
  it('closes a pending payment for good: Pay is refused, no webhook, the merchant hears failed', async () => {
    const made = await payment();
    await expect(gateway.closePayment(made.gatewayRef)).resolves.toBe(true);
    const before = webhooks.length;
    await expect(gateway.settle(made.gatewayRef, 'pay', 'upi')).resolves.toBeUndefined();
    expect(webhooks).toHaveLength(before);
    await expect(gateway.fetchStatus(made.gatewayRef)).resolves.toMatchObject({ state: 'failed' });
  });

  it('cannot close a payment that was paid', async () => {
    const made = await paid();
    await expect(gateway.closePayment(made.gatewayRef)).resolves.toBe(false);
    await expect(gateway.fetchStatus(made.gatewayRef)).resolves.toMatchObject({ state: 'completed' });
  });

  it('takes no payment after its lifetime', async () => {
    const made = await payment();
    clock.advance(sandboxPaymentLifetimeMs - 1);
    await expect(gateway.fetchStatus(made.gatewayRef)).resolves.toMatchObject({ state: 'pending' });
    clock.advance(1);
    await expect(gateway.fetchStatus(made.gatewayRef)).resolves.toMatchObject({ state: 'failed' });
    expect((await gateway.payment(made.gatewayRef)).state).toBe('expired');
    await expect(gateway.settle(made.gatewayRef, 'pay', 'upi')).resolves.toBeUndefined();
  });
});
