import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { restaurantSorts } from '@railbite/contract/catalog';
import type { RestaurantSort } from '@railbite/contract/catalog';
import { DeliveryLocationBar } from '@/components/delivery-location-bar';
import { SelectField } from '@/components/ui/select-field';
import {
  RestaurantFilterChips,
  filtersFromSearchParams,
  filtersToSearchParams,
} from '@/features/catalog/components/restaurant-filter-chips';
import { RestaurantGrid } from '@/features/catalog/components/restaurant-grid';

const sortLabels: Record<RestaurantSort, string> = {
  rating: 'Rating: high to low',
  'delivery-time': 'Delivery time: fastest first',
  'cost-low-to-high': 'Cost for two: low to high',
  'cost-high-to-low': 'Cost for two: high to low',
};

function sortFrom(value: string | null): RestaurantSort {
  return restaurantSorts.find((sort) => sort === value) ?? 'rating';
}

/**
 * SPEC.md's Noodles page (our reading of /foods/cuisine): restaurants whose menu has noodles, with a
 * working Filter (the home chips) and Sort By. Both live in the URL, so Back and reload keep them.
 */
export function NoodlesRoute() {
  const filterPanelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const sort = sortFrom(searchParams.get('sort'));
  const activeFilters = Object.values(filters).filter(Boolean).length;
  const [filterOpen, setFilterOpen] = useState(activeFilters > 0);

  const update = (next: typeof filters, nextSort: RestaurantSort) => {
    const params = filtersToSearchParams(next);
    if (nextSort !== 'rating') params.set('sort', nextSort);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 space-y-5 px-4 py-6 sm:px-6">
      <title>Noodles — RailBite</title>
      <div>
        <h1 id="noodles-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Noodles
        </h1>
        <p className="text-stone-600">
          Hakka, chilli garlic, Jain and more — restaurants with noodles on the menu.
        </p>
      </div>
      <DeliveryLocationBar />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <button
          type="button"
          aria-expanded={filterOpen}
          aria-controls={filterPanelId}
          onClick={() => {
            setFilterOpen((open) => !open);
          }}
          className="inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-100"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          Filter
          {activeFilters > 0 && (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{activeFilters}</span>
          )}
        </button>
        <SelectField
          label="Sort By"
          className="w-64 max-w-full"
          value={sort}
          options={restaurantSorts.map((value) => ({ value, label: sortLabels[value] }))}
          onChange={(event) => {
            update(filters, sortFrom(event.target.value));
          }}
        />
      </div>
      <div id={filterPanelId} hidden={!filterOpen}>
        <RestaurantFilterChips
          filters={filters}
          onChange={(next) => {
            update(next, sort);
          }}
        />
      </div>
      <RestaurantGrid
        params={{ filters: { ...filters, dish: 'noodles', ...(sort === 'rating' ? {} : { sort }) } }}
        labelledBy="noodles-heading"
        emptyText="No restaurants with noodles match these filters. Try removing one."
        endText="That's every restaurant with noodles."
      />
    </main>
  );
}
