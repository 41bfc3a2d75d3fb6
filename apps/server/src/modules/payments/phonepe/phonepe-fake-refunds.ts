/**
 * The refund half of the local PhonePe stand-in (phonepe-fake.ts), to PhonePe's published contract:
 * `POST /payments/v2/refund` starts a refund of a COMPLETED order (unique merchantRefundId of at most
 * 63 characters, amount in paise from 100 to what is left unrefunded) and answers it PENDING; `GET
 * /payments/v2/refund/{merchantRefundId}/status` follows it. Tests move a refund on with `settle`, as
 * PhonePe's bank side would.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../lib/clock.ts';
import type { PhonePeOrderState, PhonePeRefundState } from './phonepe-states.ts';

type Answer = { status: number; body: unknown };
export type FakeRefund = {
  refundId: string;
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: PhonePeRefundState;
  errorCode?: string;
};

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});

export function createFakeRefunds(
  orders: ReadonlyMap<string, { amount: number; state: PhonePeOrderState }>,
  clock: Clock,
) {
  const refunds = new Map<string, FakeRefund>();

  function refundedFrom(merchantOrderId: string): number {
    return [...refunds.values()]
      .filter((refund) => refund.originalMerchantOrderId === merchantOrderId && refund.state !== 'FAILED')
      .reduce((total, refund) => total + refund.amount, 0);
  }

  function initiate(body: Record<string, unknown> | undefined): Answer {
    const { merchantRefundId, originalMerchantOrderId, amount } = body ?? {};
    if (typeof merchantRefundId !== 'string' || merchantRefundId.length === 0 || merchantRefundId.length > 63)
      return error(400, 'BAD_REQUEST', 'merchantRefundId is invalid');
    if (refunds.has(merchantRefundId)) return error(400, 'BAD_REQUEST', 'merchantRefundId must be unique');
    const order =
      typeof originalMerchantOrderId === 'string' ? orders.get(originalMerchantOrderId) : undefined;
    if (!order || typeof originalMerchantOrderId !== 'string')
      return error(400, 'BAD_REQUEST', 'originalMerchantOrderId is unknown');
    if (order.state !== 'COMPLETED') return error(400, 'BAD_REQUEST', 'The order was not paid');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return error(400, 'BAD_REQUEST', 'amount must be at least 100 paise');
    if (amount > order.amount - refundedFrom(originalMerchantOrderId))
      return error(400, 'BAD_REQUEST', 'The refund amount exceeds what is left of the order');
    const refund: FakeRefund = {
      refundId: `OMR${randomBytes(10).toString('hex').toUpperCase()}`,
      merchantRefundId,
      originalMerchantOrderId,
      amount,
      state: 'PENDING',
    };
    refunds.set(merchantRefundId, refund);
    return { status: 200, body: { refundId: refund.refundId, amount, state: refund.state } };
  }

  function status(merchantRefundId: string): Answer {
    const refund = refunds.get(merchantRefundId);
    if (!refund) return error(404, 'NOT_FOUND', 'Refund not found');
    return {
      status: 200,
      body: {
        originalMerchantOrderId: refund.originalMerchantOrderId,
        amount: refund.amount,
        state: refund.state,
        timestamp: clock.now().getTime(),
        refundId: refund.refundId,
        ...(refund.errorCode ? { errorCode: refund.errorCode, detailedErrorCode: '' } : {}),
      },
    };
  }

  /** The bank side moves the refund on (CONFIRMED, then COMPLETED or FAILED). */
  function settle(merchantRefundId: string, state: Exclude<PhonePeRefundState, 'PENDING'>) {
    const refund = refunds.get(merchantRefundId);
    if (!refund) throw new Error(`The fake PhonePe has no refund ${merchantRefundId}`);
    refund.state = state;
    if (state === 'FAILED') refund.errorCode = 'REFUND_FAILED';
  }

  return { refunds, initiate, status, settle };
}
