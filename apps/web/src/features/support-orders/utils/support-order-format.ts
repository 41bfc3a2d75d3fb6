import type { SupportOrder } from '@railbite/contract/admin';
import type { OrderStatus } from '@railbite/contract/orders';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "21 Nov, 7:30 pm" in India, where support and the customer are. */
export function supportTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "Out for delivery" */
export function statusText(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** A refund's state for support: a failed one was refused by the gateway and needs a person. */
export const refundStateText = {
  pending: 'refund initiated (on its way to the customer’s bank)',
  succeeded: 'refunded',
  failed: 'refund failed at the gateway: it needs a person',
} as const;

/** "Meera cancelled it: Passenger left the train", "Meera issued a new delivery code". */
export function supportActionText({ by, action, note }: SupportOrder['supportActions'][number]): string {
  const who = by || 'A former admin';
  return action === 'cancelled'
    ? `${who} cancelled it${note ? `: ${note}` : ''}`
    : `${who} issued a new delivery code`;
}
