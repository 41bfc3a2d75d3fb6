import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhonePeApiError } from './phonepe-http.ts';
import { paymentInput, startPhonePeHarness } from './phonepe-test-setup.ts';

let harness: Awaited<ReturnType<typeof startPhonePeHarness>>;

beforeEach(async () => {
  harness = await startPhonePeHarness();
});
afterEach(async () => {
  await harness.fake.close();
});

/** A PhonePe order the payer has paid. */
async function paidOrder(merchantOrderId: string, amountPaise = 45_600) {
  await harness.gateway.createPayment(paymentInput(merchantOrderId, amountPaise));
  harness.fake.completeOrder(merchantOrderId);
  return { gatewayRef: merchantOrderId, amountPaise };
}

describe('PhonePe refund', () => {
  it('posts merchantRefundId, originalMerchantOrderId and amount with an O-Bearer token', async () => {
    const payment = await paidOrder('order_refund_1');
    const refund = await harness.gateway.refund(payment, 45_600, 'rejected', 'refund-7-full');
    const [request] = harness.requestsTo('/payments/v2/refund');
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/pg/payments/v2/refund');
    expect(request?.headers.authorization).toMatch(/^O-Bearer \S+$/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      merchantRefundId: 'refund-7-full',
      originalMerchantOrderId: 'order_refund_1',
      amount: 45_600,
    });
    expect(refund).toEqual({
      refundId: 'refund-7-full',
      gatewayRefundRef: harness.fake.refunds.get('refund-7-full')?.refundId,
      state: 'pending',
      amountPaise: 45_600,
    });
  });

  it.each([
    ['CONFIRMED', 'pending'],
    ['COMPLETED', 'completed'],
    ['FAILED', 'failed'],
  ] as const)('reads the refund status: %s is %s', async (phonePeState, state) => {
    const payment = await paidOrder('order_refund_2');
    await harness.gateway.refund(payment, 45_600, 'rejected', 'refund-8-full');
    harness.fake.settleRefund('refund-8-full', phonePeState);
    const status = await harness.gateway.fetchRefundStatus('refund-8-full');
    expect(status).toMatchObject({ refundId: 'refund-8-full', state, amountPaise: 45_600 });
    if (state === 'failed') expect(status?.failureReason).toBe('REFUND_FAILED');
    const [request] = harness.requestsTo('/status').filter((entry) => entry.path.includes('/refund/'));
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/pg/payments/v2/refund/refund-8-full/status');
  });

  it('answers undefined for a refund PhonePe never received', async () => {
    await expect(harness.gateway.fetchRefundStatus('refund-never-sent')).resolves.toBeUndefined();
  });

  it('sending the same refund id again answers the first refund instead of refunding twice', async () => {
    const payment = await paidOrder('order_refund_3');
    const first = await harness.gateway.refund(payment, 45_600, 'rejected', 'refund-9-full');
    const again = await harness.gateway.refund(payment, 45_600, 'rejected', 'refund-9-full');
    expect(again).toEqual(first);
    expect(harness.fake.refunds.size).toBe(1);
  });

  it('a refund PhonePe refuses (more than was paid) is an error, not a refund', async () => {
    const payment = await paidOrder('order_refund_4', 10_000);
    const error: unknown = await harness.gateway
      .refund(payment, 10_100, 'rejected', 'refund-10-full')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PhonePeApiError);
    expect(error).toMatchObject({ operation: 'refund', diagnostics: { httpStatus: 400 } });
  });

  it('a server error is an error the caller retries', async () => {
    const payment = await paidOrder('order_refund_5');
    harness.fake.scriptAnswer(500, { code: 'INTERNAL_SERVER_ERROR', message: 'try later' });
    await expect(harness.gateway.refund(payment, 45_600, 'rejected', 'refund-11-full')).rejects.toMatchObject(
      {
        operation: 'refund',
        diagnostics: { httpStatus: 500 },
      },
    );
    expect(harness.fake.refunds.size).toBe(0);
  });
});

describe('PhonePe expiry and closing', () => {
  it('reports an order nobody paid within expireAfter as failed', async () => {
    await harness.gateway.createPayment(paymentInput('order_expire_1'));
    harness.clock.advance(harness.gateway.paymentLifetimeMs - 1000);
    await expect(harness.gateway.fetchStatus('order_expire_1')).resolves.toMatchObject({ state: 'pending' });
    harness.clock.advance(1000);
    await expect(harness.gateway.fetchStatus('order_expire_1')).resolves.toMatchObject({ state: 'failed' });
  });

  it('cannot close a checkout order early (Standard Checkout has no such call)', async () => {
    await harness.gateway.createPayment(paymentInput('order_close_1'));
    await expect(harness.gateway.closePayment('order_close_1')).resolves.toBe(false);
    expect(harness.fake.requests.filter((request) => request.path.includes('order_close_1'))).toHaveLength(0);
  });
});
