import type { FastifyBaseLogger } from 'fastify';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import { failedAttempt, outboxSweep } from '../../lib/outbox-sweep.ts';
import type { OutboxRow, SmsOutboxRepository } from './sms-outbox.repository.ts';
import type { SmsSender } from './sms-sender.ts';
import { SmsSendError, maskedMobile } from './sms-sender.ts';

const batchSize = 20;
/** A claimed message not settled by then (the sweeper died mid-send) is due again. */
const claimLeaseMs = 60_000;
const retry = { baseMs: 5_000, maxMs: 60_000 };

/**
 * Sends queued text messages (ADR 026). At least once: a sweeper that dies after the provider took a
 * message and before it was recorded sends it again on a later run, and the provider has no key to
 * fold the two; a message still unsent at its `sendBy` is given up, as is one the provider refuses.
 */
export function createSmsOutboxSweep({
  clock,
  sender,
  outbox,
  log,
}: {
  clock: Clock;
  sender: SmsSender;
  outbox: Pick<SmsOutboxRepository, 'claimDue' | 'recordAttempt'>;
  log: FastifyBaseLogger;
}): Sweep {
  async function process(message: OutboxRow): Promise<boolean> {
    const now = clock.now();
    const about = { smsId: message.id, purpose: message.purpose, to: maskedMobile(message.toMobile) };
    if (message.sendBy <= now) {
      log.warn(about, 'SMS given up: not sent before it stopped being useful');
      await outbox.recordAttempt(message.id, message.attempts, {
        state: 'failed',
        lastError: message.lastError ?? 'not sent in time',
      });
      return false;
    }
    try {
      const { providerRef } = await sender.send({
        purpose: message.purpose,
        toMobile: message.toMobile,
        variables: message.variables,
        body: message.body,
      });
      await outbox.recordAttempt(message.id, message.attempts, {
        state: 'sent',
        sender: sender.name,
        providerRef,
        keepText: sender.keepsText,
        now: clock.now(),
      });
      return true;
    } catch (error) {
      const permanent = error instanceof SmsSendError && error.permanent;
      log.warn({ ...about, err: error, permanent }, 'SMS not sent');
      await outbox.recordAttempt(
        message.id,
        message.attempts,
        failedAttempt(error, permanent, { now, attempts: message.attempts, retry }),
      );
      return false;
    }
  }

  return outboxSweep('sms-outbox', () => outbox.claimDue(clock.now(), batchSize, claimLeaseMs), process);
}
