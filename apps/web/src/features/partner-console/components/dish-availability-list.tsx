import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import type { PartnerDish } from '@railbite/contract/partner';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { getErrorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePartnerMenu } from '../api/get-menu';
import { useUpdateDishAvailability } from '../api/update-dish-availability';

function DishRow({ restaurantId, dish }: { restaurantId: number; dish: PartnerDish }) {
  const update = useUpdateDishAvailability(restaurantId, dish.dishId);
  const state = update.isPending ? 'Saving…' : dish.isAvailable ? 'Available' : 'Sold out';
  return (
    <li>
      <ToggleSwitch
        label={dish.name}
        checked={dish.isAvailable}
        disabled={update.isPending}
        description={
          <>
            {dish.mealCategory} · {formatRupees(dish.finalPrice)} ·{' '}
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
    </li>
  );
}

const byCategoryThenName = (a: PartnerDish, b: PartnerDish) =>
  a.mealCategory.localeCompare(b.mealCategory) || a.name.localeCompare(b.name);

/** Each dish's availability: sold out shows "Not Available" to customers at once, and checkout refuses it. */
export function DishAvailabilityList({ restaurantId }: { restaurantId: number }) {
  const searchId = useId();
  const menu = usePartnerMenu(restaurantId);
  const [search, setSearch] = useState('');
  const dishes = useMemo(() => [...(menu.data?.data ?? [])].sort(byCategoryThenName), [menu.data]);
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
      <p className="text-sm text-stone-700">
        {available} of {dishes.length} dishes available.
      </p>
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
            <DishRow key={dish.dishId} restaurantId={restaurantId} dish={dish} />
          ))}
        </ul>
      )}
    </div>
  );
}
