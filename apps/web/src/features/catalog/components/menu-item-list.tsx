import type { ReactNode } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { MenuItem } from '@railbite/contract/catalog';
import { SearchX, UtensilsCrossed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { getErrorMessage } from '@/lib/api-client';
import { getRestaurantItemsInfiniteQueryOptions } from '../api/get-restaurant-items';
import type { MenuFilter } from '../api/get-restaurant-items';
import { MenuItemCard, MenuItemCardSkeleton } from './menu-item-card';

const skeletonCount = 4;

/**
 * The section heading above a dish, when it starts a section of the menu (ADR 036): the menu comes in
 * section order. Search results come closest first, so they have none.
 */
function sectionHeading(items: readonly MenuItem[], index: number, search: string): string | null {
  const name = items[index]?.sectionName ?? null;
  if (search || name === null) return null;
  return items[index - 1]?.sectionName === name ? null : name;
}

function ListHeading({ search, total }: { search: string; total: number | undefined }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="mb-3 min-h-7">
      {total === undefined ? (
        <>
          <Skeleton className="h-6 w-44" />
          <span className="sr-only">Loading menu items…</span>
        </>
      ) : (
        <h2 className="text-lg font-bold break-words text-stone-900 sm:text-xl">
          {search ? `Search results for "${search}" (${String(total)})` : `Recommended (${String(total)})`}
        </h2>
      )}
    </div>
  );
}

function EmptyState({
  search,
  filtered,
  onClearSearch,
}: {
  search: string;
  filtered: boolean;
  onClearSearch: () => void;
}) {
  const Icon = search ? SearchX : UtensilsCrossed;
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
      <Icon className="size-10 text-stone-400" aria-hidden />
      {search ? (
        <>
          <p className="font-semibold text-stone-800">No items found matching your search</p>
          <p className="text-sm text-stone-600">Check the spelling or try another dish.</p>
          <Button variant="secondary" className="mt-2" onClick={onClearSearch}>
            Clear search
          </Button>
        </>
      ) : (
        <>
          <p className="font-semibold text-stone-800">No items available</p>
          {filtered && <p className="text-sm text-stone-600">Try another filter to see more dishes.</p>}
        </>
      )}
    </div>
  );
}

/**
 * The menu under one filter: pages load as the last card nears the viewport. While a new filter or
 * search loads, the previous list stays on screen (dimmed) instead of flashing skeletons.
 */
export function MenuItemList({
  restaurantId,
  filter,
  onClearSearch,
  renderItemAction,
}: {
  restaurantId: number;
  filter: MenuFilter;
  onClearSearch: () => void;
  /** The control under each dish's picture (the app puts the cart button there). */
  renderItemAction?: (item: MenuItem) => ReactNode;
}) {
  const query = useInfiniteQuery({
    ...getRestaurantItemsInfiniteQueryOptions(restaurantId, filter),
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData, fetchNextPage } =
    query;

  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    enabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isPlaceholderData,
    onReach: () => void fetchNextPage(),
    marginPx: 200,
  });

  // The heading speaks for the filter on screen, so it waits for the new results, not the placeholder.
  const shownSearch = isPlaceholderData ? undefined : filter.search;
  const total = isPlaceholderData ? undefined : data?.pages.at(-1)?.total;

  if (query.isError && !isFetchNextPageError && !data) {
    return (
      <ListError
        message={getErrorMessage(query.error, 'We could not load this menu.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const items = data?.pages.flatMap((page) => page.data) ?? [];
  const sectioned = !filter.search && items.some((item) => item.sectionName !== null);
  return (
    <section aria-label="Menu items" aria-busy={query.isFetching && !isFetchingNextPage}>
      <ListHeading search={shownSearch ?? ''} total={total} />
      {!data ? (
        <ul className="space-y-3">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <MenuItemCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState
          search={filter.search}
          filtered={Boolean(filter.mealCategory) || filter.bestsellersOnly}
          onClearSearch={onClearSearch}
        />
      ) : (
        <>
          <ul className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-50' : ''}`}>
            {items.map((item, index) => {
              const heading = sectionHeading(items, index, filter.search);
              return (
                <li key={item.menuId}>
                  {heading && (
                    <h3 className="pt-4 pb-1 text-lg font-bold break-words text-stone-900 sm:text-xl">
                      {heading}
                    </h3>
                  )}
                  <MenuItemCard
                    item={item}
                    action={renderItemAction?.(item)}
                    headingLevel={sectioned ? 4 : 3}
                  />
                </li>
              );
            })}
          </ul>
          <div ref={sentinelRef} aria-hidden className="h-px" />
          <div className="py-6 text-center text-sm text-stone-600">
            {isFetchingNextPage ? (
              <p role="status" className="inline-flex items-center gap-2 text-brand-700">
                <Spinner /> Loading more items…
              </p>
            ) : isFetchNextPageError ? (
              <div role="alert" className="flex flex-col items-center gap-2">
                <p className="text-red-800">{getErrorMessage(query.error, 'Could not load more items.')}</p>
                <Button variant="secondary" onClick={() => void fetchNextPage()}>
                  Try again
                </Button>
              </div>
            ) : hasNextPage ? null : (
              <p>No more items to load</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
