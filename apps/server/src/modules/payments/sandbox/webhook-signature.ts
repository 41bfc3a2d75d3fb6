import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejectedError } from '../payment-gateway.ts';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">` (the Stripe scheme). */
export const sandboxSignatureHeader = 'x-railbite-signature';
/** Older signatures are refused, so a captured webhook can't be replayed later. */
export const signatureToleranceSeconds = 5 * 60;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${rawBody}`)
    .digest('hex');
}

export function signWebhook(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${String(timestamp)},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Checks the signature over the exact bytes received; throws WebhookRejectedError otherwise. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  now: Date,
): void {
  if (typeof header !== 'string') throw new WebhookRejectedError('Missing signature.', 'signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', value = ''] = part.split('=', 2);
      return [key.trim(), value.trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature))
    throw new WebhookRejectedError('Malformed signature.', 'signature');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    throw new WebhookRejectedError('Signature does not match.', 'signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds)
    throw new WebhookRejectedError('Signature is too old.', 'stale');
}
