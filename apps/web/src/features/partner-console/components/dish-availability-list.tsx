import { useId, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import type { PartnerDish } from '@railbite/contract/partner';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePartnerMenu } from '../api/get-menu';
import { useUpdateDish } from '../api/save-dish';
import { useUpdateDishAvailability } from '../api/update-dish-availability';
import { DishFormDialog } from './dish-form-dialog';
import type { DishDialogTarget } from './dish-form-dialog';

function DishRow({
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

/**
 * The menu in the order customers see it: add and edit dishes, hide them, and switch each one's
 * availability (sold out shows "Not Available" to customers at once, and checkout refuses it).
 */
export function DishAvailabilityList({ restaurantId }: { restaurantId: number }) {
  const searchId = useId();
  const menu = usePartnerMenu(restaurantId);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<DishDialogTarget | null>(null);
  const dishes = menu.data?.data ?? [];
  const term = search.trim().toLowerCase();
  const shown = term
    ? dishes.filter((dish) => `${dish.name} ${dish.mealCategory}`.toLowerCase().includes(term))
    : dishes;

  if (menu.isPending) {
    return (
      <div className="space-y-3" aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    );
  }
  if (menu.isError) {
    return (
      <ListError
        message={getErrorMessage(menu.error, 'We could not load your dishes.')}
        onRetry={() => void menu.refetch()}
        retrying={menu.isFetching}
      />
    );
  }
  const available = dishes.filter((dish) => dish.isAvailable).length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {available} of {dishes.length} dishes available.
        </p>
        <Button
          onClick={() => {
            setEditing({ kind: 'new' });
          }}
        >
          <Plus className="size-4" aria-hidden /> Add dish
        </Button>
      </div>
      <DishFormDialog
        restaurantId={restaurantId}
        target={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <div className="flex items-center rounded-lg border border-stone-300 bg-white focus-within:ring-2 focus-within:ring-brand-600">
        <Search className="ml-3 size-4 text-stone-500" aria-hidden />
        <label htmlFor={searchId} className="sr-only">
          Search dishes
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Search dishes"
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          className="w-full min-w-0 rounded-lg bg-transparent px-3 py-2.5 text-base outline-none"
        />
      </div>
      {dishes.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-600">This restaurant has no dishes yet.</p>
      ) : shown.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-stone-600">
          No dish matches “{search.trim()}”.
        </p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-label="Dishes">
          {shown.map((dish) => (
            <DishRow
              key={dish.dishId}
              restaurantId={restaurantId}
              dish={dish}
              onEdit={(chosen) => {
                setEditing({ kind: 'edit', dish: chosen });
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
