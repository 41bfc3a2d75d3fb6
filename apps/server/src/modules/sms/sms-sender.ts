/** What a text message is for; each purpose is one template registered with the provider (DLT). */
export type SmsPurpose =
  'password_reset' | 'order_update' | 'partner_contract' | 'delivery_code' | 'partner_decision';

export type SmsMessage = {
  purpose: SmsPurpose;
  /** The bare 10-digit Indian mobile. */
  toMobile: string;
  /** The template's variables, by the names the provider's template uses. */
  variables: Record<string, string>;
  /** The message as we word it: the development outbox shows it. */
  body: string;
};

/**
 * Sends one text message (ARCHITECTURE.md "Notifications"). Throws `SmsSendError` when it did not
 * go: `permanent` when trying again cannot help (a template or number the provider refuses).
 */
export type SmsSender = {
  /** Stored with each message it takes (`development`, `msg91`). */
  readonly name: string;
  /** Whether the message's text may stay in the outbox after sending (only the development outbox). */
  readonly keepsText: boolean;
  send(message: SmsMessage): Promise<{ providerRef: string | null }>;
};

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** "98xxxxxx10": enough to tell messages apart in a log, not enough to find the person. */
export function maskedMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`;
}
