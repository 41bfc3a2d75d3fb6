import { useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { ListError } from '@/components/ui/list-error';
import { getErrorMessage } from '@/lib/api-client';
import { boardClockOffset, useBoardOrders } from '../api/get-orders';
import { setAwaitingAcceptance } from '../api/get-restaurants';
import { useFocusAfterMove } from '../hooks/use-focus-after-move';
import { useLiveBoard } from '../hooks/use-live-board';
import { useNewOrderAlert } from '../hooks/use-new-order-alert';
import type { WaitingElsewhere } from '../hooks/use-new-order-alert';
import { useOrderActions } from '../hooks/use-order-actions';
import { ordersByColumn } from '../utils/board';
import { BoardColumns } from './board-columns';
import { BoardLiveStatus } from './board-live-status';
import { OrderActionDialogs } from './order-action-dialogs';
import { SoundToggle } from './sound-toggle';

/**
 * The page title carries the count of orders waiting to be accepted (here and at the partner's other
 * restaurants), so it shows from another tab.
 */
function boardTitle(newCount: number): string {
  return newCount > 0 ? `(${String(newCount)}) New orders · RailBite Partner` : 'Orders · RailBite Partner';
}

function BoardSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-4" aria-hidden>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-48" />
      ))}
    </div>
  );
}

/**
 * The live order board of one restaurant: New, Preparing, Out for delivery and Done today. Orders
 * arrive and move by the board's live stream, without a reload; new ones with a sound, a count in the
 * page title and a sentence for screen readers. `elsewhere`: the partner's other restaurants, whose
 * waiting orders count in the title and chime too.
 */
export function OrderBoard({
  restaurantId,
  elsewhere,
}: {
  restaurantId: number;
  elsewhere?: readonly WaitingElsewhere[];
}) {
  const headingId = useId();
  const board = useBoardOrders(restaurantId);
  const liveState = useLiveBoard(restaurantId, board.data);
  const [soundOn, setSoundOn] = useState(true);
  const grouped = useMemo(() => board.data && ordersByColumn(board.data.data), [board.data]);
  const { announcement, arrivedIds, waiting } = useNewOrderAlert(grouped?.new, soundOn, elsewhere);
  const queryClient = useQueryClient();
  const newCount = grouped?.new.length;
  useEffect(() => {
    if (newCount !== undefined) setAwaitingAcceptance(queryClient, restaurantId, newCount);
  }, [queryClient, restaurantId, newCount]);
  const focusMovedOrder = useFocusAfterMove(board.data?.data, headingId);
  const { cardActions, dialogs } = useOrderActions(restaurantId, focusMovedOrder);

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <title>{boardTitle(waiting)}</title>
      {/* Phones: the heading with its live state, then the sound switch on its own row. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={headingId} tabIndex={-1} className="text-xl font-bold text-stone-900">
            Orders
          </h2>
          <BoardLiveStatus state={liveState} />
        </div>
        <SoundToggle on={soundOn} onChange={setSoundOn} />
      </div>
      <p role="status" className="sr-only">
        {announcement?.text}
      </p>
      {/* While the stream is open it keeps the board current whatever became of a refetch. */}
      {board.isError && board.data && liveState !== 'open' && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          The board could not be refreshed ({getErrorMessage(board.error, 'network error')}). It keeps trying;
          the orders below may be out of date.
        </p>
      )}
      {grouped && board.data ? (
        <BoardColumns
          grouped={grouped}
          serverOffsetMs={boardClockOffset(board.data, board.dataUpdatedAt)}
          actions={cardActions}
          fresh={arrivedIds}
        />
      ) : board.isError ? (
        <ListError
          message={getErrorMessage(board.error, 'We could not load your orders.')}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : (
        <BoardSkeleton />
      )}
      <OrderActionDialogs {...dialogs} />
    </section>
  );
}
