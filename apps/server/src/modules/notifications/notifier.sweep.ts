import type { FastifyBaseLogger } from 'fastify';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import { deliveryCodeMessage } from '../sms/delivery-code-message.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import type { Notice } from './notification-messages.ts';
import { allSwitchesOn, channelsFor, orderEventNotice, refundNotice } from './notification-messages.ts';
import type { NotifierQueries, NotifierRepository, PlannedPush, Source } from './notifier.repository.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

const batchSize = 50;
/** Order news older than this is not news: an event the notifier reaches later is only marked. */
export const noticeFreshMs = 60 * 60 * 1000;

/** A code is worth texting until well after the train's expected arrival at the station. */
const codeTextGraceMs = 60 * 60 * 1000;
/** Orders whose code no one needs any more. */
const handedOverOrEnded = new Set(['delivered', 'cancelled', 'rejected']);

function sourceKey(source: Source): string {
  return source.type === 'order-event' ? `order-event:${String(source.id)}` : `refund:${String(source.id)}`;
}

function noticeOf(source: Source): Notice | null {
  return source.type === 'order-event' ? orderEventNotice(source) : refundNotice(source);
}

/**
 * The Notifier (ARCHITECTURE.md "Notifications", ADR 032): turns stored order events and confirmed
 * refunds into messages per the customer's switches, queued in the push and SMS outboxes under a key
 * of source, channel and device, in the transaction that marks the source planned. A crash before the
 * commit leaves the source to plan again; after it, the keys stop a rerun from queuing twice.
 */
export function createNotifierSweep({
  clock,
  repository,
  subscriptions,
  smsOutbox,
  smsOrderUpdates,
  smsDeliveryCodes,
  log,
}: {
  clock: Clock;
  repository: NotifierRepository;
  subscriptions: Pick<PushSubscriptionsRepository, 'forUsers'>;
  smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
  /** Whether the SMS sender has an order-update template (MSG91 needs one registered). */
  smsOrderUpdates: boolean;
  /** Whether it can text delivery codes (MSG91 needs that template too). */
  smsDeliveryCodes: boolean;
  log: FastifyBaseLogger;
}): Sweep {
  /**
   * A seat order's passenger gets its delivery code by text once the order is confirmed (issue 18).
   * The code is what the food is handed over for, not news: it goes to the number given for the seat
   * whatever the account's switches say, as a password-reset code does, and even when the notifier
   * reaches the event late, as long as the order is still to be delivered.
   */
  async function textDeliveryCodes(
    q: NotifierQueries,
    tx: Parameters<SmsOutboxRepository['enqueue']>[1],
    sources: Source[],
    now: Date,
  ) {
    if (!smsDeliveryCodes) return;
    const confirmations = sources.filter(
      (source) =>
        source.type === 'order-event' && source.status === 'confirmed' && source.fromStatus !== 'confirmed',
    );
    if (confirmations.length === 0) return;
    const seats = await q.seatCodesOf(confirmations.map((source) => source.orderId));
    for (const seat of seats) {
      if (handedOverOrEnded.has(seat.status) || seat.passengerMobile === '') continue;
      const lastUseful = Math.max(seat.expectedArrivalAt.getTime(), now.getTime()) + codeTextGraceMs;
      await smsOutbox.enqueue(
        {
          idempotencyKey: `delivery-code:${seat.orderId}:confirmed`,
          ...deliveryCodeMessage(seat.passengerMobile, { orderId: seat.orderId, code: seat.deliveryCode }),
          now,
          sendBy: new Date(lastUseful),
        },
        tx,
      );
    }
  }

  async function plan(
    q: NotifierQueries,
    tx: Parameters<SmsOutboxRepository['enqueue']>[1],
    sources: Source[],
  ) {
    const now = clock.now();
    const notices = sources
      .map((source) => ({
        source,
        notice: source.at.getTime() > now.getTime() - noticeFreshMs ? noticeOf(source) : null,
      }))
      .filter(
        (item): item is { source: Source & { userId: number }; notice: Notice } =>
          item.notice !== null && item.source.userId !== null,
      );
    const userIds = [...new Set(notices.map(({ source }) => source.userId))];
    const switches = await q.switchesOf(userIds);
    const devices = await subscriptions.forUsers(userIds, tx);
    const pushes: PlannedPush[] = [];
    for (const { source, notice } of notices) {
      const channels = channelsFor(notice, switches.get(source.userId) ?? allSwitchesOn);
      const key = sourceKey(source);
      const sendBy = new Date(source.at.getTime() + noticeFreshMs);
      if (channels.includes('web_push'))
        for (const device of devices.filter((d) => d.userId === source.userId))
          pushes.push({
            idempotencyKey: `${key}:web_push:${device.deviceId}`,
            subscriptionId: device.id,
            // One tag per source: a copy delivered twice replaces itself on the screen.
            payload: { title: notice.title, body: notice.body, url: notice.url, tag: key },
            createdAt: now,
            sendBy,
          });
      if (channels.includes('sms') && smsOrderUpdates && source.mobile)
        await smsOutbox.enqueue(
          {
            idempotencyKey: `${key}:sms`,
            purpose: 'order_update',
            toMobile: source.mobile,
            variables: { title: notice.title, details: notice.body },
            body: `RailBite: ${notice.title}. ${notice.body}`,
            now,
            sendBy,
          },
          tx,
        );
      // `email` is a switch without a sender (ADR 032): nothing is queued for it.
    }
    await textDeliveryCodes(q, tx, sources, now);
    await q.queuePushes(pushes);
    await q.markPlanned(sources, now);
    return notices.length;
  }

  return {
    name: 'notifier',
    async run() {
      const planned = await repository.inTransaction(async (q, tx) => {
        const sources = [...(await q.claimOrderEvents(batchSize)), ...(await q.claimRefunds(batchSize))];
        if (sources.length === 0) return 0;
        return plan(q, tx, sources);
      });
      if (planned > 0) log.debug({ planned }, 'notifications planned');
      return planned;
    },
  };
}
