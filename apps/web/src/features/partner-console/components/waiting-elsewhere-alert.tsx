import { useId } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { WaitingElsewhere } from '../hooks/use-new-order-alert';
import { newOrdersText } from '../utils/waiting-orders';

/**
 * For a partner who runs several restaurants: orders waiting to be accepted at the ones the console
 * is not showing (the board's stream covers only the one shown), each with a button that shows it.
 * The status region is always there, so a screen reader hears a line as it appears.
 */
export function WaitingElsewhereAlert({
  restaurants,
  onShow,
}: {
  restaurants: readonly WaitingElsewhere[];
  onShow: (restaurantId: number) => void;
}) {
  const id = useId();
  const waiting = restaurants.filter((restaurant) => restaurant.awaitingAcceptance > 0);
  return (
    <div role="status">
      {waiting.length > 0 && (
        <ul className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {waiting.map((restaurant) => {
            const lineId = `${id}-${String(restaurant.restaurantId)}`;
            return (
              <li key={restaurant.restaurantId} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <BellRing className="size-4 shrink-0 text-amber-700" aria-hidden />
                <span id={lineId} className="min-w-0 flex-1 text-sm font-semibold">
                  {newOrdersText(restaurant.awaitingAcceptance)} at {restaurant.name}, waiting to be accepted
                </span>
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  aria-describedby={lineId}
                  onClick={() => {
                    onShow(restaurant.restaurantId);
                  }}
                >
                  Show
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
