import type { FastifyInstance } from 'fastify';
import type { PushConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SmsOutboxRepository } from '../sms/sms-outbox.repository.ts';
import { createNotifierRepository } from './notifier.repository.ts';
import { createNotifierSweep } from './notifier.sweep.ts';
import { createPushOutboxRepository } from './push-outbox.repository.ts';
import { createPushOutboxSweep } from './push-outbox.sweep.ts';
import { createPushRegistrationService } from './push-registration.service.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { pushRoutes } from './push.routes.ts';
import { createVapidKeySource } from './vapid-keys.ts';
import { createWebPushSender } from './web-push-sender.ts';

/**
 * Notifications (ARCHITECTURE.md "Notifications", ADR 032): push registration, the notifier that plans
 * messages from order events, and the Web Push sender's sweep. SMS goes through the SMS module's outbox.
 */
export async function registerNotifications(
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    smsOutbox,
    smsOrderUpdates,
    smsDeliveryCodes,
  }: {
    config: PushConfig;
    db: Db;
    clock: Clock;
    smsOutbox: Pick<SmsOutboxRepository, 'enqueue'>;
    smsOrderUpdates: boolean;
    smsDeliveryCodes: boolean;
  },
): Promise<{ sweeps: Sweep[] }> {
  const subscriptions = createPushSubscriptionsRepository(db);
  const keys = createVapidKeySource(config, db, clock);
  await app.register(pushRoutes, {
    pushRegistration: createPushRegistrationService({
      repository: subscriptions,
      keys,
      extraOrigins: config.extraOrigins,
      clock,
    }),
  });
  return {
    sweeps: [
      createNotifierSweep({
        clock,
        repository: createNotifierRepository(db),
        subscriptions,
        smsOutbox,
        smsOrderUpdates,
        smsDeliveryCodes,
        log: app.log,
      }),
      createPushOutboxSweep({
        clock,
        sender: createWebPushSender({ keys, subject: config.subject, timeoutMs: config.timeoutMs }),
        outbox: createPushOutboxRepository(db),
        subscriptions,
        log: app.log,
      }),
    ],
  };
}
