import { useEffect, useEffectEvent, useState } from 'react';
import type { PartnerOrder } from '@railbite/contract/partner';
import { formatRupees } from '@/lib/format';
import { playNewOrderChime } from '../utils/new-order-chime';

export type NewOrderAnnouncement = { text: string };

function describeArrivals(arrivals: readonly PartnerOrder[]): string {
  const [only] = arrivals;
  if (arrivals.length === 1 && only) {
    const count = only.items.reduce((sum, item) => sum + item.quantity, 0);
    return `New order from ${only.customerFirstName}: ${String(count)} ${count === 1 ? 'item' : 'items'}, ${formatRupees(only.totalAmount)}.`;
  }
  return `${String(arrivals.length)} new orders.`;
}

/**
 * Tells the kitchen about orders that reach the New column after the board first loaded: a chime
 * (when the sound is on and the browser allows it) and a sentence for the screen reader's live
 * region about the latest ones. The orders already there when the board opened are not news. Every
 * order that arrived while the board was open is in `arrivedIds`, so each keeps its mark while it
 * waits in New, not only the latest.
 */
export function useNewOrderAlert(newOrders: readonly PartnerOrder[] | undefined, soundOn: boolean) {
  const [seen, setSeen] = useState<ReadonlySet<string> | null>(null);
  const [arrivedIds, setArrivedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState<NewOrderAnnouncement | null>(null);

  // Compared while rendering (React's "information from previous renders"), so the announcement
  // shows in the same render as the order.
  if (newOrders) {
    const arrivals = seen ? newOrders.filter((order) => !seen.has(order.orderId)) : [];
    if (seen === null || arrivals.length > 0) {
      setSeen(new Set([...(seen ?? []), ...newOrders.map((order) => order.orderId)]));
      if (arrivals.length > 0) {
        setArrivedIds(new Set([...arrivedIds, ...arrivals.map((order) => order.orderId)]));
        setAnnouncement({ text: describeArrivals(arrivals) });
      }
    }
  }

  const chime = useEffectEvent(() => {
    if (soundOn) playNewOrderChime();
  });
  useEffect(() => {
    if (announcement) chime();
  }, [announcement]);

  return { announcement, arrivedIds };
}
