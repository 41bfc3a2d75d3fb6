import type { PartnerRestaurant } from '@railbite/contract/partner';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateRestaurantStatus } from '../api/update-restaurant-status';
import { formatHour } from '../utils/time';

function openNowText({ isAcceptingOrders, isOpenNow, nextOpening }: PartnerRestaurant): string {
  if (isOpenNow) return 'Open now: customers can order.';
  if (isAcceptingOrders && nextOpening) {
    const when = nextOpening.today ? 'today' : `on ${nextOpening.day}`;
    return `Closed now: outside your opening hours. Orders start ${when} at ${formatHour(nextOpening.opensAt)}.`;
  }
  return 'Closed: customers see that you are closed and cannot order until you turn this on.';
}

/** The "open now" switch: off closes the restaurant at once, whatever its hours say. */
export function OpenNowSwitch({ restaurant }: { restaurant: PartnerRestaurant }) {
  const update = useUpdateRestaurantStatus(restaurant.restaurantId);
  return (
    <ToggleSwitch
      label="Open for orders"
      checked={restaurant.isAcceptingOrders}
      disabled={update.isPending}
      description={update.isPending ? 'Saving…' : openNowText(restaurant)}
      onChange={(isAcceptingOrders) => {
        update.mutate(
          { isAcceptingOrders },
          {
            onSuccess: ({ data }) => {
              toast.success(
                data.isAcceptingOrders
                  ? `${data.name} is taking orders.`
                  : `${data.name} is closed for orders.`,
              );
            },
            onError: (error) => {
              toast.error(
                getErrorMessage(error, 'We could not change whether you are open. Please try again.'),
              );
            },
          },
        );
      }}
    />
  );
}
