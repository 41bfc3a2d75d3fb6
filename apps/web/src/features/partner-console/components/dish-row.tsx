import type { PartnerDish } from '@railbite/contract/partner';
import { Button } from '@/components/ui/button';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUpdateDish } from '../api/save-dish';
import { useUpdateDishAvailability } from '../api/update-dish-availability';

/** One dish as its partner manages it: the availability switch, edit, and hide or show. */
export function DishRow({
  restaurantId,
  dish,
  onEdit,
}: {
  restaurantId: number;
  dish: PartnerDish;
  onEdit: (dish: PartnerDish) => void;
}) {
  const update = useUpdateDishAvailability(restaurantId, dish.dishId);
  const visibility = useUpdateDish(restaurantId, dish.dishId);
  const state = update.isPending ? 'Saving…' : dish.isAvailable ? 'Available' : 'Sold out';
  const setHidden = (isHidden: boolean) => {
    // Shown again, a dish comes back available: hiding marked it sold out (ADR 035).
    visibility.mutate(isHidden ? { isHidden } : { isHidden, isAvailable: true }, {
      onSuccess: ({ data }) => {
        toast.success(
          data.isHidden ? `${data.name} is hidden from customers.` : `${data.name} is back on the menu.`,
        );
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, `We could not change ${dish.name}. Please try again.`));
      },
    });
  };
  return (
    <li className="space-y-2 py-2">
      {dish.isHidden ? (
        <div>
          <p className="font-medium text-stone-900">{dish.name}</p>
          <p className="text-sm text-stone-600">
            {dish.mealCategory} · {formatRupees(dish.finalPrice)} ·{' '}
            <span className="font-semibold text-stone-800">Hidden from customers</span>
          </p>
        </div>
      ) : (
        <ToggleSwitch
          label={dish.name}
          checked={dish.isAvailable}
          disabled={update.isPending || visibility.isPending}
          description={
            <>
              {dish.mealCategory} · {formatRupees(dish.finalPrice)}
              {dish.isBestseller ? ' · Bestseller' : ''} ·{' '}
              <span className={dish.isAvailable ? 'text-green-800' : 'font-semibold text-red-700'}>
                {state}
              </span>
            </>
          }
          onChange={(isAvailable) => {
            update.mutate(isAvailable, {
              onSuccess: ({ data }) => {
                toast.success(
                  data.isAvailable ? `${data.name} is back on the menu.` : `${data.name} is sold out.`,
                );
              },
              onError: (error) => {
                toast.error(getErrorMessage(error, `We could not change ${dish.name}. Please try again.`));
              },
            });
          }}
        />
      )}
      <div className="flex gap-2">
        <Button
          variant="secondary"
          aria-label={`Edit ${dish.name}`}
          onClick={() => {
            onEdit(dish);
          }}
        >
          Edit
        </Button>
        <Button
          variant="ghost"
          aria-label={`${dish.isHidden ? 'Show' : 'Hide'} ${dish.name}`}
          pending={visibility.isPending}
          pendingLabel="Saving…"
          onClick={() => {
            setHidden(!dish.isHidden);
          }}
        >
          {dish.isHidden ? 'Show' : 'Hide'}
        </Button>
      </div>
    </li>
  );
}
