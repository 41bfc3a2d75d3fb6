import type { PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';
import { withOrder } from './board';

/**
 * How the board's two sources, the list (GET get-orders) and the live stream, make one board. The
 * list holds every order that is open or ended today (India time); an order leaves it only by having
 * ended on an earlier day. The stream sends an order's whole current view after each of its events.
 */

/** India has one time zone and no daylight saving: IST is always UTC+05:30 (as on the server). */
const indiaOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 24 * 60 * 60_000;

/** The last midnight in India at or before `ms`: where "Done today" starts. */
export function startOfDayInIndia(ms: number): number {
  return ms - ((((ms + indiaOffsetMs) % dayMs) + dayMs) % dayMs);
}

/** Until the next midnight in India after `ms`, when "Done today" starts again from nothing. */
export function msUntilNextDayInIndia(ms: number): number {
  return startOfDayInIndia(ms) + dayMs - ms;
}

/** Whether the board shows the order at `nowMs` (server time): finished orders only on their day. */
export function isOnBoard(order: PartnerOrder, nowMs: number): boolean {
  return order.column !== 'done' || Date.parse(order.updatedAt) >= startOfDayInIndia(nowMs);
}

/** Whether `candidate` is at least as recent as `current`, by when each last changed status. */
function isNotOlder(candidate: PartnerOrder, current: PartnerOrder): boolean {
  return Date.parse(candidate.updatedAt) >= Date.parse(current.updatedAt);
}

/**
 * The board after a streamed view of one order: inserted or replaced by its id, and dropped when it
 * ended on an earlier day (a refund settling on yesterday's rejection is an event too, ADR 019). A
 * view older than the one shown (read before an action's own answer arrived) changes nothing.
 */
export function withStreamedOrder<Board extends PartnerOrdersResponse>(
  board: Board,
  order: PartnerOrder,
  eventId: number,
  nowMs: number,
): Board {
  const shown = board.data.find((existing) => existing.orderId === order.orderId);
  if (shown && !isNotOlder(order, shown)) return board;
  const next = isOnBoard(order, nowMs)
    ? withOrder(board, order)
    : { ...board, data: board.data.filter((existing) => existing.orderId !== order.orderId) };
  return { ...next, lastEventId: Math.max(board.lastEventId, eventId) };
}

/**
 * The board after the answer to the partner's own action. The answer is read inside the action's
 * transaction; the stream may already have brought the same move read after it, with what followed it
 * in the same status (a refund settling right after a rejection). Such a view is kept: the answer
 * replaces only a view of another status or an earlier move.
 */
export function withActionAnswer<Board extends PartnerOrdersResponse>(
  board: Board,
  answer: PartnerOrder,
): Board {
  const shown = board.data.find((existing) => existing.orderId === answer.orderId);
  const streamedAlready = shown?.status === answer.status && isNotOlder(shown, answer);
  return streamedAlready ? board : withOrder(board, answer);
}

/**
 * A list that was just fetched, with what the stream brought while it was on its way: the list was
 * read at one moment, and a stream message may carry a later one. An order the board has and the list
 * lacks arrived after the list was read (unless it ended on an earlier day); an order both have is
 * taken from whichever changed status last (the list when neither did).
 */
export function withFreshList<Board extends PartnerOrdersResponse>(
  fresh: Board,
  shown: PartnerOrdersResponse | undefined,
): Board {
  if (!shown) return fresh;
  const nowMs = Date.parse(fresh.serverTime);
  const freshById = new Map(fresh.data.map((order) => [order.orderId, order]));
  const newerShown = shown.data.filter((order) => {
    const listed = freshById.get(order.orderId);
    return listed ? Date.parse(order.updatedAt) > Date.parse(listed.updatedAt) : isOnBoard(order, nowMs);
  });
  const merged = newerShown.reduce(withOrder, fresh);
  return { ...merged, lastEventId: Math.max(fresh.lastEventId, shown.lastEventId) };
}
