import { randomInt } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SupportOrder, SupportOrderSummary } from '@railbite/contract/admin';
import { supportOrderErrorCodes, supportOrderSearchLimit } from '@railbite/contract/admin';
import { deliveryCodeLength, deliveryCodeMaxFailures } from '@railbite/contract/train-rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { maskPhone } from '../../lib/mask-phone.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { deliveryCodeMessage } from '../sms/delivery-code-message.ts';
import { spend } from '../../lib/rate-limit.ts';
import { checkTransition } from '../orders/order-lifecycle.ts';
import { createOrderTrainTargetsRepository } from '../orders/order-train-targets.repository.ts';
import { createOrderTransitionsRepository } from '../orders/order-transitions.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import type { SupportOrdersRepository } from './support-orders.repository.ts';

/** The order event of a new code: in place (the status stays), with the admin who issued it. */
export const deliveryCodeIssuedReason = 'delivery code reissued by support';
/** A text about a code is no use once the train has long gone: an unsent one is then given up. */
const codeSmsValidMs = 60 * 60 * 1000;

/** Uniformly random among the 4-digit codes other than `old` (so the old one stops working). */
export function newCodeOtherThan(old: string): string {
  const space = 10 ** deliveryCodeLength;
  const drawn = randomInt(0, space - 1);
  const code = drawn >= Number(old) ? drawn + 1 : drawn;
  return String(code).padStart(deliveryCodeLength, '0');
}

/**
 * Support's view of one order and its one repair: a seat order locked by wrong delivery codes
 * (seat-delivery-code.ts) gets a new code, texted to the passenger and shown on the customer's order
 * page (the event announces it to the open page), while the old one stops working.
 */
export function createSupportOrdersService(deps: {
  db: Db;
  clock: Clock;
  repository: SupportOrdersRepository;
  orders: Pick<OrdersService, 'detailsById'>;
  smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
  /** Whether the SMS sender can send delivery codes (MSG91 needs the template registered). */
  smsAvailable: boolean;
  /** New codes per admin: each one texts a passenger. */
  limiter: RateLimiterAbstract;
}) {
  const { db, clock, repository } = deps;

  async function find(orderId: string): Promise<SupportOrder> {
    const facts = await repository.supportFacts(orderId);
    if (!facts) throw new NotFoundError('Order not found.');
    // 'other': the delivery code stays out of support's answer.
    const order = await deps.orders.detailsById(orderId, 'other');
    const locked = facts.codeFailures !== null && facts.codeFailures >= deliveryCodeMaxFailures;
    const adminEvents = await repository.adminEvents(orderId);
    return {
      order,
      canCancel: checkTransition(order.orderStatus, 'cancelled', 'admin').allowed,
      customer:
        facts.customerId === null
          ? null
          : { userId: facts.customerId, name: facts.customerName ?? '', phone: facts.customerPhone ?? '' },
      seatDeliveryCode:
        facts.codeFailures === null
          ? null
          : {
              failures: facts.codeFailures,
              locked,
              canIssueNew: locked && facts.status === 'out for delivery',
            },
      supportActions: adminEvents.map((event) => {
        const newCode = event.fromStatus === event.status;
        return {
          at: event.at.toISOString(),
          by: event.adminName ?? '',
          action: newCode ? ('new delivery code' as const) : ('cancelled' as const),
          note: newCode ? null : event.reason,
        };
      }),
    };
  }

  /** A caller's orders by the number they ring from: as the account's, or as a seat's passenger. */
  async function ordersOfPhone(mobile: string): Promise<SupportOrderSummary[]> {
    const { asCustomer, asPassenger } = await repository.ordersOfPhone(mobile, supportOrderSearchLimit);
    const found = new Map<string, SupportOrderSummary>();
    for (const [rows, phoneIs] of [
      [asCustomer, 'customer'],
      [asPassenger, 'passenger'],
    ] as const)
      for (const row of rows)
        if (!found.has(row.orderId))
          found.set(row.orderId, {
            orderId: row.orderId,
            createdAt: row.createdAt.toISOString(),
            orderStatus: row.status,
            restaurantName: row.restaurantName,
            totalAmount: paiseToRupees(row.totalPaise),
            phoneIs,
            toSeat: row.seatOrderId !== null,
          });
    return [...found.values()]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, supportOrderSearchLimit);
  }

  async function issueDeliveryCode(adminId: number, orderId: string) {
    await spend(deps.limiter, String(adminId), 'Too many new delivery codes in an hour. Try again later.');
    const sentTo = await db.transaction(async (tx) => {
      const order = await createOrderTransitionsRepository(tx).lockOrder(orderId);
      if (!order) throw new NotFoundError('Order not found.');
      const targets = createOrderTrainTargetsRepository(tx);
      const seat = await targets.lockForDelivery(orderId);
      if (!seat)
        throw new ConflictError(
          'This order goes to an address, so it has no delivery code.',
          supportOrderErrorCodes.notSeatOrder,
        );
      if (order.status !== 'out for delivery')
        throw new ConflictError(
          `This order is ${order.status}: a new delivery code can only be issued while it is out for delivery.`,
          supportOrderErrorCodes.notOutForDelivery,
          { status: order.status },
        );
      const { target } = seat;
      if (target.deliveryCodeFailures < deliveryCodeMaxFailures)
        throw new ConflictError(
          `The delivery code is not locked (${String(target.deliveryCodeFailures)} of ${String(deliveryCodeMaxFailures)} wrong tries): the restaurant can still deliver with the passenger’s code.`,
          supportOrderErrorCodes.deliveryCodeNotLocked,
        );
      const now = clock.now();
      const code = newCodeOtherThan(target.deliveryCode);
      await targets.replaceCode(orderId, code, now);
      const eventId = await createOrderTransitionsRepository(tx).recordInPlace({
        orderId,
        reason: deliveryCodeIssuedReason,
        at: now,
        actor: 'admin',
        actorUserId: adminId,
      });
      // An erased account leaves no passenger number to text; the order page still shows the code.
      if (!deps.smsAvailable || target.passengerMobile === '' || eventId === undefined) return null;
      await deps.smsOutbox.enqueue(
        {
          // One text per new code, however often the sweep or a retry meets it.
          idempotencyKey: `delivery-code:${orderId}:${String(eventId)}`,
          ...deliveryCodeMessage(target.passengerMobile, { orderId, code }),
          now,
          sendBy: new Date(now.getTime() + codeSmsValidMs),
        },
        tx,
      );
      return maskPhone(target.passengerMobile);
    });
    return { data: await find(orderId), codeSentTo: sentTo };
  }

  return { find, ordersOfPhone, issueDeliveryCode };
}

export type SupportOrdersService = ReturnType<typeof createSupportOrdersService>;
