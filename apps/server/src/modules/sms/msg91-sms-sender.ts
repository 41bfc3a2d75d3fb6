import { z } from 'zod';
import type { SmsPurpose, SmsSender } from './sms-sender.ts';
import { SmsSendError } from './sms-sender.ts';

/** MSG91 (README "SMS: switching to MSG91"): the account's auth key and a DLT template per purpose. */
export type Msg91Config = {
  authKey: string;
  /** Order updates are sent only when their template is registered too (MSG91_ORDER_UPDATE_TEMPLATE_ID). */
  templateIds: { password_reset: string } & Partial<Record<Exclude<SmsPurpose, 'password_reset'>, string>>;
  /** `https://control.msg91.com` unless a test points it at the local fake. */
  baseUrl: string;
  timeoutMs: number;
};

export const msg91FlowPath = '/api/v5/flow';

/** MSG91's answer to a Flow request: `type` says whether it took the message. */
const flowAnswerSchema = z.object({ type: z.enum(['success', 'error']), message: z.string() });

/**
 * MSG91's Flow API: one template per purpose, registered under India's DLT rules, filled with the
 * message's variables for one recipient (`mobiles` with the country code, no plus). A refusal in its
 * answer or a 4xx (but 429) is permanent; a timeout, a network error, a 429 or a 5xx is tried again.
 */
export function createMsg91SmsSender(config: Msg91Config): SmsSender {
  return {
    name: 'msg91',
    keepsText: false,
    async send(message) {
      const templateId = config.templateIds[message.purpose];
      if (templateId === undefined) throw new SmsSendError(`no MSG91 template for ${message.purpose}`, true);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}${msg91FlowPath}`, {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: templateId,
            short_url: '0',
            recipients: [{ mobiles: `91${message.toMobile}`, ...message.variables }],
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new SmsSendError(timedOut ? 'MSG91 timed out' : 'MSG91 could not be reached', false);
      }
      const text = await response.text().catch(() => '');
      if (response.status === 429 || response.status >= 500)
        throw new SmsSendError(`MSG91 answered HTTP ${String(response.status)}`, false);
      const answer = flowAnswerSchema.safeParse(safeJson(text));
      if (!response.ok || !answer.success || answer.data.type !== 'success') {
        // MSG91's message names the fault (a template, a number); it never holds our key or the text.
        const reason = answer.success ? answer.data.message.slice(0, 200) : 'an unreadable answer';
        throw new SmsSendError(
          `MSG91 refused the message (HTTP ${String(response.status)}): ${reason}`,
          true,
        );
      }
      return { providerRef: answer.data.message.slice(0, 100) };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
