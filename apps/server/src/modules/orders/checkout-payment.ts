import type { FastifyBaseLogger } from 'fastify';
import { orderErrorCodes } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, ConflictError } from '../../lib/errors.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { createOrderPaymentsRepository } from './order-payments.repository.ts';
import { paymentEndings } from './order-payments.service.ts';
import type { OrderPaymentsService } from './order-payments.service.ts';

/**
 * How long a checkout has to hear back from the gateway once it has decided on the order. Longer than
 * any gateway call can take (PhonePe's are bounded at 10 s, a token fetch and one retry included); a
 * payment still without a gateway reference after it belongs to a checkout that died, and the
 * reconciliation sweep ends it.
 */
export const paymentStartLeaseMs = 60_000;

export type PaymentToStart = {
  orderId: string;
  paymentId: number;
  amountPaise: number;
  returnUrl: string;
  cancelUrl: string;
  customer: { userId: number; mobile: string };
};

/** A payment of an order a newer checkout replaced. */
export type SupersededPayment = { id: number; gatewayRef: string | null };

/**
 * The checkout's calls to the gateway, made after its transaction has decided on the order (ADR 018):
 * so concurrent checkouts of one cart make one gateway payment, and a failed call leaves no order
 * waiting for a payment that will never exist.
 */
export function createCheckoutPayment({
  db,
  clock,
  gateway,
  orderPayments,
  paymentCheckDelayMs,
  log,
}: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  orderPayments: Pick<OrderPaymentsService, 'endUnpaid'>;
  /** The reconciliation sweep first asks the gateway this long after the payment starts. */
  paymentCheckDelayMs: number;
  log: FastifyBaseLogger;
}) {
  const payments = createOrderPaymentsRepository(db);

  /** Stops an old payment taking money where the gateway allows; otherwise the sweep keeps watching it. */
  async function close(payment: SupersededPayment): Promise<void> {
    if (payment.gatewayRef === null) {
      await payments.scheduleCheck(payment.id, null);
      return;
    }
    const closed = await gateway.closePayment(payment.gatewayRef).catch((error: unknown) => {
      log.warn({ err: error, paymentId: payment.id }, 'could not close a superseded payment at the gateway');
      return false;
    });
    if (closed) await payments.scheduleCheck(payment.id, null);
  }

  return {
    /** Closes the payments of the checkouts this one replaced (a payment that still lands is refunded). */
    async closeSuperseded(superseded: readonly SupersededPayment[]): Promise<void> {
      for (const payment of superseded) await close(payment);
    },

    /** Asks the gateway for the decided order's payment; answers the page to send the customer to. */
    async start(payment: PaymentToStart): Promise<string> {
      let created;
      try {
        created = await gateway.createPayment({
          orderId: payment.orderId,
          amountPaise: payment.amountPaise,
          returnUrl: payment.returnUrl,
          cancelUrl: payment.cancelUrl,
          customer: payment.customer,
        });
      } catch (error) {
        log.warn({ err: error, orderId: payment.orderId }, 'the gateway could not start a payment');
        await orderPayments.endUnpaid(payment.paymentId, paymentEndings.unavailable, null);
        throw new AppError(
          502,
          orderErrorCodes.paymentUnavailable,
          'We could not start the payment. Please try again.',
        );
      }
      const now = clock.now();
      const state = await payments.attachGatewayPayment(payment.paymentId, {
        ...created,
        nextCheckAt: new Date(now.getTime() + paymentCheckDelayMs),
        now,
      });
      if (state === 'pending') return created.redirectUrl;
      // A newer checkout replaced this one while the gateway answered (or the sweep gave up on it).
      await close({ id: payment.paymentId, gatewayRef: created.gatewayRef });
      throw new ConflictError(
        'Your cart changed while you were checking out. Please review it and pay again.',
        orderErrorCodes.cartChanged,
      );
    },
  };
}

export type CheckoutPayment = ReturnType<typeof createCheckoutPayment>;
