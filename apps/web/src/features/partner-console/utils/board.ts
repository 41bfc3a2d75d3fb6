import { boardColumns } from '@railbite/contract/partner';
import type { BoardColumn, PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';

export const columnTitles: Record<BoardColumn, string> = {
  new: 'New',
  preparing: 'Preparing',
  'out for delivery': 'Out for delivery',
  done: 'Done today',
};

/** A column's name as an id (ids are space-separated lists in aria-labelledby and aria-controls). */
export function columnSlug(column: BoardColumn): string {
  return column.replaceAll(' ', '-');
}

/**
 * The board's orders by column, in the order the kitchen works them: new and moving orders oldest
 * first (the next to act on leads), finished ones newest first.
 */
export function ordersByColumn(orders: readonly PartnerOrder[]): Record<BoardColumn, PartnerOrder[]> {
  const grouped = Object.fromEntries(boardColumns.map((column) => [column, [] as PartnerOrder[]])) as Record<
    BoardColumn,
    PartnerOrder[]
  >;
  for (const order of orders) grouped[order.column].push(order);
  const oldestFirst = (a: PartnerOrder, b: PartnerOrder) => a.createdAt.localeCompare(b.createdAt);
  grouped.new.sort(oldestFirst);
  grouped.preparing.sort(oldestFirst);
  grouped['out for delivery'].sort(oldestFirst);
  grouped.done.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return grouped;
}

/** The board with one order as the server now has it (an action's answer, or a live update). */
export function withOrder<Board extends PartnerOrdersResponse>(board: Board, order: PartnerOrder): Board {
  const others = board.data.filter((existing) => existing.orderId !== order.orderId);
  return { ...board, data: [...others, order] };
}

/** How the kitchen calls an order out loud: the last six characters of its id. */
export function orderShortId(orderId: string): string {
  return `#${orderId.slice(-6)}`;
}
