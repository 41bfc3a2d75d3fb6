import { useRestaurants } from '../api/get-restaurants';
import { RestaurantCard, RestaurantCardSkeleton } from './restaurant-card';

/** Also what the server fetches before rendering the home page (app/server-prefetch.ts). */
export const discoverParams = { filters: { hasOffer: true }, limit: 10 } as const;

/** SPEC.md §2 Home: 'Discover New', a sideways strip — here the restaurants running offers. */
export function DiscoverStrip() {
  const query = useRestaurants(discoverParams);
  const restaurants = query.data?.pages[0]?.restaurants ?? [];
  if (query.isError || (query.isSuccess && restaurants.length === 0)) return null;
  return (
    <section aria-labelledby="discover-heading" className="space-y-3">
      <h2 id="discover-heading" className="text-xl font-bold sm:text-2xl">
        Discover New
      </h2>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        {query.isPending
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="w-64 shrink-0">
                <RestaurantCardSkeleton />
              </li>
            ))
          : restaurants.map((restaurant) => (
              <li key={restaurant.restaurant_id} className="w-64 shrink-0 snap-start sm:w-72">
                <RestaurantCard restaurant={restaurant} />
              </li>
            ))}
      </ul>
    </section>
  );
}
