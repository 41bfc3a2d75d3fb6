import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronRight, Search, TrainFront } from 'lucide-react';
import { paths } from '@/config/paths';
import { CuisineCarousel } from '@/features/catalog/components/cuisine-carousel';
import { DiscoverStrip } from '@/features/catalog/components/discover-strip';
import {
  RestaurantFilterChips,
  filtersFromSearchParams,
  filtersToSearchParams,
} from '@/features/catalog/components/restaurant-filter-chips';
import { RestaurantGrid } from '@/features/catalog/components/restaurant-grid';
import { DeliveryLocationBar } from '@/components/delivery-location-bar';
import { SiteFooter } from '@/components/site-footer';
import { useSession } from '@/lib/session';

// The search overlay's code loads when it is first opened: the home page is in the entry (ADR 012).
const SearchOverlay = lazy(() =>
  import('@/features/catalog/components/search-overlay').then((m) => ({ default: m.SearchOverlay })),
);

export function HomeRoute() {
  const session = useSession();
  const name = session.status === 'logged-in' ? session.user?.name : undefined;
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own focus return.
  const [searchWanted, setSearchWanted] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);

  return (
    <>
      <title>RailBite — food for your journey</title>
      <main className="flex-1">
        <section className="bg-gradient-to-b from-brand-50 to-stone-50">
          <div className="mx-auto max-w-6xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12">
            <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
              {name ? `Hungry, ${name}?` : 'Good food for every journey.'}
            </h1>
            <p className="mt-3 max-w-xl text-stone-700 sm:text-lg">
              Meals from trusted kitchens at major stations and cities — to your seat or your door.
            </p>
            <button
              type="button"
              onClick={() => {
                setSearchWanted(true);
                setSearchOpen(true);
              }}
              aria-haspopup="dialog"
              className="mt-6 flex w-full max-w-2xl items-center gap-3 rounded-2xl border border-stone-300 bg-white px-4 py-3.5 text-left text-stone-500 shadow-sm hover:border-brand-600"
            >
              <Search className="size-5 text-brand-700" aria-hidden />
              <span>Search for restaurants, cuisines or dishes</span>
            </button>
            <Link
              to={paths.train}
              className="mt-3 flex w-full max-w-2xl items-center gap-3 rounded-2xl border border-brand-200 bg-white/70 px-4 py-3 text-stone-800 hover:border-brand-600"
            >
              <TrainFront className="size-5 shrink-0 text-brand-700" aria-hidden />
              <span className="flex-1">
                <span className="font-semibold">On a train?</span> See the stations ahead and who cooks there
              </span>
              <ChevronRight className="size-5 text-stone-400" aria-hidden />
            </Link>
          </div>
        </section>

        <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
          <DeliveryLocationBar />
          <CuisineCarousel />
          <DiscoverStrip />
          <section aria-labelledby="all-restaurants-heading" className="space-y-4">
            <h2 id="all-restaurants-heading" className="text-xl font-bold sm:text-2xl">
              Restaurants with online food delivery
            </h2>
            <RestaurantFilterChips
              filters={filters}
              onChange={(next) => {
                setSearchParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true });
              }}
            />
            <RestaurantGrid
              params={{ filters }}
              labelledBy="all-restaurants-heading"
              emptyText={
                Object.values(filters).some(Boolean)
                  ? 'No restaurants match these filters. Try removing one.'
                  : 'No restaurants deliver here yet.'
              }
              endText="You've seen every restaurant."
            />
          </section>
        </div>
      </main>
      <SiteFooter />
      {searchWanted && (
        <Suspense>
          <SearchOverlay
            open={searchOpen}
            onClose={() => {
              setSearchOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
