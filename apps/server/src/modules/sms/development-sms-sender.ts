import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';
import { maskedMobile } from './sms-sender.ts';

/**
 * The default sender (ADR 026): nothing leaves the machine. The message stays readable in the outbox,
 * which the development page shows when NODE_ENV is not production; the log names only the purpose
 * and a masked number, never the text (it holds codes).
 */
export function createDevelopmentSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'development',
    keepsText: true,
    send(message) {
      log.info(
        { purpose: message.purpose, to: maskedMobile(message.toMobile) },
        'SMS kept in the development outbox (not sent)',
      );
      return Promise.resolve({ providerRef: null });
    },
  };
}
