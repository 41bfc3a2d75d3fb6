import { z } from 'zod';
import { indianMobileSchema } from '@railbite/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Sweep } from '../../jobs/sweeper.ts';
import type { Clock } from '../../lib/clock.ts';
import { createDevelopmentSmsSender } from './development-sms-sender.ts';
import { developmentOutboxPage } from './development-outbox-page.ts';
import { createMsg91SmsSender } from './msg91-sms-sender.ts';
import { createSmsOutboxRepository } from './sms-outbox.repository.ts';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';
import { createSmsOutboxSweep } from './sms-outbox.sweep.ts';
import type { SmsPurpose } from './sms-sender.ts';

export const developmentOutboxPath = '/dev/sms-outbox';

const outboxQuerySchema = z.strictObject({
  phone: z
    .union([indianMobileSchema, z.literal('').transform(() => undefined)])
    .optional()
    .catch(undefined),
});

/**
 * Text messages (ADR 026): the outbox other modules queue into, its sweep, and — with the development
 * sender outside production — the page that shows what would have been sent.
 */
export function registerSms(
  app: FastifyInstance,
  { config, db, clock }: { config: SmsConfig; db: Db; clock: Clock },
): {
  outbox: Pick<SmsOutboxRepository, 'enqueue'>;
  sweeps: Sweep[];
  /** Whether messages of this purpose can go (MSG91 needs the purpose's template configured). */
  sends(purpose: SmsPurpose): boolean;
} {
  const outbox = createSmsOutboxRepository(db);
  const sender =
    config.provider === 'msg91' ? createMsg91SmsSender(config.msg91) : createDevelopmentSmsSender(app.log);

  if (config.provider === 'development' && config.outboxPage)
    app.get(developmentOutboxPath, { schema: { hide: true } }, async (request, reply) => {
      const { phone } = outboxQuerySchema.parse(request.query);
      const messages = await outbox.latest(20, phone);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(developmentOutboxPage(messages, phone));
    });

  return {
    outbox,
    sweeps: [createSmsOutboxSweep({ clock, sender, outbox, log: app.log })],
    sends: (purpose) => config.provider === 'development' || config.msg91.templateIds[purpose] !== undefined,
  };
}
