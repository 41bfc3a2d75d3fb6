import type { RestaurantListParams } from '../api/get-restaurants';
import { useRestaurants } from '../api/get-restaurants';
import { NoDeliveryHere } from '@/components/delivery-location-bar';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { RestaurantCard, RestaurantCardSkeleton } from './restaurant-card';

type RestaurantGridProps = {
  params: RestaurantListParams;
  emptyText: string;
  endText: string;
  /** Heading id the list is labelled by. */
  labelledBy: string;
};

/** An infinite grid of restaurants: more load within 200 px of the bottom (SPEC.md §4). */
export function RestaurantGrid({ params, emptyText, endText, labelledBy }: RestaurantGridProps) {
  const query = useRestaurants(params);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    enabled: hasNextPage && !isFetchingNextPage && !isError,
    onReach: () => void fetchNextPage(),
  });

  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <RestaurantCardSkeleton key={index} />
        ))}
        <span className="sr-only" role="status">
          Loading restaurants…
        </span>
      </div>
    );
  }
  if (!data) {
    // An unknown cuisine (404) simply has no restaurants; anything else is worth a retry.
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <p className="rounded-2xl bg-white px-4 py-10 text-center text-stone-600">{emptyText}</p>;
    }
    return (
      <ListError
        message="We couldn't load restaurants."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const restaurants = data.pages.flatMap((page) => page.restaurants);
  // Once the last page is in, a list that stopped counting knows its size: every row has arrived.
  const total = data.pages[0]?.totalIsLowerBound ? restaurants.length : (data.pages[0]?.total ?? 0);
  if (restaurants.length === 0) return <NoDeliveryHere text={emptyText} />;

  return (
    <>
      <ul aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {restaurants.map((restaurant) => (
          <li key={restaurant.restaurant_id}>
            <RestaurantCard restaurant={restaurant} />
          </li>
        ))}
      </ul>
      <div ref={sentinelRef} className="py-6 text-center text-sm text-stone-600" aria-live="polite">
        {isFetchingNextPage && (
          <span className="inline-flex items-center gap-2">
            <Spinner /> Loading more restaurants…
          </span>
        )}
        {query.isFetchNextPageError && (
          <ListError
            message="We couldn't load more restaurants."
            onRetry={() => void fetchNextPage()}
            retrying={false}
          />
        )}
        {!hasNextPage && (
          <span>
            {endText} <span className="sr-only">({total} in all)</span>
          </span>
        )}
      </div>
    </>
  );
}
