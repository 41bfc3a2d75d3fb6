import { useEffect, useEffectEvent, useState } from 'react';
import type { PartnerOrder, PartnerRestaurant } from '@railbite/contract/partner';
import { formatRupees } from '@/lib/format';
import { playNewOrderChime } from '../utils/new-order-chime';

export type NewOrderAnnouncement = { text: string };

/** Another restaurant of the partner's, with its orders waiting to be accepted (from get-restaurants). */
export type WaitingElsewhere = Pick<PartnerRestaurant, 'restaurantId' | 'name' | 'awaitingAcceptance'>;

function describeArrivals(arrivals: readonly PartnerOrder[]): string {
  const [only] = arrivals;
  if (arrivals.length === 1 && only) {
    const count = only.items.reduce((sum, item) => sum + item.quantity, 0);
    return `New order from ${only.customerFirstName}: ${String(count)} ${count === 1 ? 'item' : 'items'}, ${formatRupees(only.totalAmount)}.`;
  }
  return `${String(arrivals.length)} new orders.`;
}

type WaitingCounts = ReadonlyMap<number, number>;

const countsOf = (elsewhere: readonly WaitingElsewhere[]): WaitingCounts =>
  new Map(elsewhere.map((restaurant) => [restaurant.restaurantId, restaurant.awaitingAcceptance]));

function sameCounts(a: WaitingCounts, b: WaitingCounts): boolean {
  return a.size === b.size && [...a].every(([restaurantId, count]) => b.get(restaurantId) === count);
}

/** A restaurant first seen now is not news: its orders were already waiting when it was first listed. */
const grewSince = (before: WaitingCounts, now: WaitingCounts) =>
  [...now].some(([restaurantId, count]) => count > (before.get(restaurantId) ?? count));

/**
 * Tells the kitchen about orders that reach the New column after the board first loaded: a chime
 * (when the sound is on and the browser allows it) and a sentence for the screen reader's live
 * region about the latest ones. The orders already there when the board opened are not news. Every
 * order that arrived while the board was open is in `arrivedIds`, so each keeps its mark while it
 * waits in New, not only the latest.
 *
 * `elsewhere` (a partner who runs several restaurants): the others' counts of waiting orders. One
 * that grows after the board opened chimes once too; the console's alert says where, so the board's
 * live region does not repeat it. `waiting` counts the orders waiting here and there, for the title.
 */
export function useNewOrderAlert(
  newOrders: readonly PartnerOrder[] | undefined,
  soundOn: boolean,
  elsewhere: readonly WaitingElsewhere[] = [],
) {
  const [seen, setSeen] = useState<ReadonlySet<string> | null>(null);
  const [arrivedIds, setArrivedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState<NewOrderAnnouncement | null>(null);
  const [seenElsewhere, setSeenElsewhere] = useState<WaitingCounts | null>(null);
  /** How many times there was news: each one chimes once. */
  const [news, setNews] = useState(0);

  // Compared while rendering (React's "information from previous renders"), so the announcement
  // shows in the same render as the order.
  if (newOrders) {
    const arrivals = seen ? newOrders.filter((order) => !seen.has(order.orderId)) : [];
    if (seen === null || arrivals.length > 0) {
      setSeen(new Set([...(seen ?? []), ...newOrders.map((order) => order.orderId)]));
      if (arrivals.length > 0) {
        setArrivedIds(new Set([...arrivedIds, ...arrivals.map((order) => order.orderId)]));
        setAnnouncement({ text: describeArrivals(arrivals) });
        setNews(news + 1);
      }
    }
  }

  // The same for the other restaurants: a count that went down (accepted, rejected, timed out) is
  // remembered too, so the next order there is news again.
  const countsElsewhere = countsOf(elsewhere);
  if (seenElsewhere === null || !sameCounts(seenElsewhere, countsElsewhere)) {
    setSeenElsewhere(countsElsewhere);
    if (seenElsewhere && grewSince(seenElsewhere, countsElsewhere)) setNews(news + 1);
  }

  const chime = useEffectEvent(() => {
    if (soundOn) playNewOrderChime();
  });
  useEffect(() => {
    if (news > 0) chime();
  }, [news]);

  const waiting =
    (newOrders?.length ?? 0) + elsewhere.reduce((sum, restaurant) => sum + restaurant.awaitingAcceptance, 0);
  return { announcement, arrivedIds, waiting };
}
