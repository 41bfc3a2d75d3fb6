import type { FastifyBaseLogger } from 'fastify';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import { failedAttempt, outboxSweep } from '../../lib/outbox-sweep.ts';
import type { PushOutboxRepository, PushOutboxRow } from './push-outbox.repository.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import type { PushSender } from './web-push-sender.ts';
import { PushSendError } from './web-push-sender.ts';

const batchSize = 20;
/** A claimed message not settled by then (the sweeper died mid-send) is due again. */
export const pushClaimLeaseMs = 60_000;
const retry = { baseMs: 5_000, maxMs: 5 * 60_000 };

/**
 * Sends queued Web Push messages (ADR 032). At least once to the push service: a sweeper that dies
 * after the service took a message and before it was recorded sends it again, with the same `Topic`
 * (the service replaces an undelivered copy) and the same notification tag (the browser replaces a
 * shown one), so the person sees it once. A subscription the service no longer knows is removed.
 */
export function createPushOutboxSweep({
  clock,
  sender,
  outbox,
  subscriptions,
  log,
}: {
  clock: Clock;
  sender: PushSender;
  outbox: Pick<PushOutboxRepository, 'claimDue' | 'recordAttempt'>;
  subscriptions: Pick<PushSubscriptionsRepository, 'remove'>;
  log: FastifyBaseLogger;
}): Sweep {
  async function process(message: PushOutboxRow): Promise<boolean> {
    const now = clock.now();
    const about = { pushId: message.id, subscriptionId: message.subscriptionId };
    if (message.sendBy <= now) {
      log.info(about, 'push given up: not sent while it was news');
      await outbox.recordAttempt(message.id, message.attempts, {
        state: 'failed',
        lastError: message.lastError ?? 'not sent in time',
      });
      return false;
    }
    try {
      const ttlSeconds = Math.max(60, Math.floor((message.sendBy.getTime() - now.getTime()) / 1000));
      const result = await sender.send(message.target, message.payload, {
        ttlSeconds,
        topic: `n${String(message.id)}`,
      });
      if (result === 'gone') {
        log.info(about, 'push subscription expired: removed');
        await subscriptions.remove(message.subscriptionId);
        return false;
      }
      await outbox.recordAttempt(message.id, message.attempts, { state: 'sent', now: clock.now() });
      return true;
    } catch (error) {
      const permanent = error instanceof PushSendError && error.permanent;
      log.warn({ ...about, err: error, permanent }, 'push not sent');
      await outbox.recordAttempt(
        message.id,
        message.attempts,
        failedAttempt(error, permanent, { now, attempts: message.attempts, retry }),
      );
      return false;
    }
  }

  return outboxSweep('push-outbox', () => outbox.claimDue(clock.now(), batchSize, pushClaimLeaseMs), process);
}
