import type { FastifyBaseLogger } from 'fastify';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import type { Notice } from './notification-messages.ts';
import { allSwitchesOn, channelsFor, orderEventNotice, refundNotice } from './notification-messages.ts';
import type { NotifierQueries, NotifierRepository, PlannedPush, Source } from './notifier.repository.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

const batchSize = 50;
/** Order news older than this is not news: an event the notifier reaches later is only marked. */
export const noticeFreshMs = 60 * 60 * 1000;

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
  log,
}: {
  clock: Clock;
  repository: NotifierRepository;
  subscriptions: Pick<PushSubscriptionsRepository, 'forUsers'>;
  smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
  /** Whether the SMS sender has an order-update template (MSG91 needs one registered). */
  smsOrderUpdates: boolean;
  log: FastifyBaseLogger;
}): Sweep {
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
