import type { SmsMessage } from './sms-sender.ts';

/**
 * The text that tells a seat order's passenger its delivery code (ADR 030, ADR 040): once when the
 * order is confirmed, and again whenever support issues a new code. One wording for both, since it is
 * one template registered with the provider (DLT), with the variables `code` and `orderId`.
 */
export function deliveryCodeMessage(
  toMobile: string,
  { orderId, code }: { orderId: string; code: string },
): SmsMessage {
  return {
    purpose: 'delivery_code',
    toMobile,
    variables: { code, orderId },
    body: `RailBite: the delivery code for order ${orderId} is ${code}. Tell it only to the delivery person who brings the food to your seat. If we text you a new code, only the newest works.`,
  };
}
