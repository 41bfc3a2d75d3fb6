import { useEffect, useRef, useState } from 'react';
import type { BoardColumn, PartnerOrder } from '@railbite/contract/partner';

/** Where an order went: its new column, or null when it left the board. */
export type MovedOrder = { orderId: string; column: BoardColumn | null };

/**
 * After an action the button that was used has gone with the card's old place: the focus follows the
 * order to its card in the new column, or goes to the board's heading when that column is not on
 * screen (phones show one column at a time). It waits for the render that shows the move.
 */
export function useFocusAfterMove(orders: readonly PartnerOrder[] | undefined, boardHeadingId: string) {
  const [moved, setMoved] = useState<MovedOrder | null>(null);
  const handled = useRef<MovedOrder | null>(null);
  useEffect(() => {
    if (!moved || handled.current === moved || !orders) return;
    const now = orders.find((order) => order.orderId === moved.orderId);
    // Rendered from the board as it was before the move: the next render will show it.
    if ((now?.column ?? null) !== moved.column) return;
    handled.current = moved;
    const card = document.querySelector<HTMLElement>(`[data-order-id="${moved.orderId}"]`);
    if (card?.checkVisibility()) card.focus();
    else document.getElementById(boardHeadingId)?.focus();
  }, [moved, orders, boardHeadingId]);
  return setMoved;
}
