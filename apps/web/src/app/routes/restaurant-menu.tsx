import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Store } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { SiteFooter } from '@/components/site-footer';
import { paths } from '@/config/paths';
import { CartItemButton } from '@/features/cart/components/cart-item-button';
import { CartStickyBar } from '@/features/cart/components/cart-sticky-bar';
import { useRestaurant } from '@/features/catalog/api/get-restaurant';
import { DeliveryAreaNotice, notDeliveringReason } from '@/features/catalog/components/delivery-area-notice';
import { MenuFilterChips, menuFilterFor } from '@/features/catalog/components/menu-filter-chips';
import type { MenuChip } from '@/features/catalog/components/menu-filter-chips';
import { MenuItemList } from '@/features/catalog/components/menu-item-list';
import { MenuSearchBox } from '@/features/catalog/components/menu-search-box';
import {
  RestaurantMenuHeader,
  RestaurantMenuHeaderSkeleton,
} from '@/features/catalog/components/restaurant-menu-header';
import { JourneyBanner } from '@/features/journeys/components/journey-banner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useDeliveryLocation } from '@/lib/delivery-location';
import { isForJourney, useJourneyTarget } from '@/lib/journey-target';
import { NotFoundRoute } from './not-found';

function RestaurantNotFound() {
  return (
    <>
      <title>Restaurant not found — RailBite</title>
      <div className="flex flex-col items-center px-4 py-16 text-center">
        <Store className="size-12 text-brand-700" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">Restaurant not found</h1>
        <p className="mt-2 max-w-md text-stone-700">
          This restaurant isn&apos;t on RailBite, or it has closed its kitchen. Plenty of others are cooking
          for your journey.
        </p>
        <Link to={paths.home} className={`mt-8 ${buttonClassName('primary', 'lg')}`}>
          Back to home
        </Link>
      </div>
    </>
  );
}

function RestaurantMenu({ restaurantId }: { restaurantId: number }) {
  const restaurant = useRestaurant(restaurantId);
  // A cart of a restaurant at the journey's station goes to the seat (ADR 030), not to the place the
  // customer is browsing for: that place's delivery area does not stop it.
  const forSeat = isForJourney(useJourneyTarget(), restaurantId);
  const browsingLocation = useDeliveryLocation();
  const location = forSeat ? null : browsingLocation;
  const noticeId = useId();
  const [chip, setChip] = useState<MenuChip>('all');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 500);
  // Typing waits for a pause; emptying the box shows the whole menu at once.
  const term = search.trim() === '' ? '' : debouncedSearch;

  // A new filter or search replaces the list: if the reader was deep in the old one, bring the top of
  // the new one up under the sticky toolbar instead of leaving them somewhere in the middle. Only on a
  // change: when the app takes over a server-rendered menu (ADR 013) the reader may already have
  // scrolled down it, and moving the page then would move a dish from under their finger (issue 15).
  const toolbarRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listShown = useRef({ chip, term });
  useEffect(() => {
    if (listShown.current.chip === chip && listShown.current.term === term) return;
    listShown.current = { chip, term };
    const toolbar = toolbarRef.current;
    const list = listRef.current;
    if (!toolbar || !list) return;
    const gap = list.getBoundingClientRect().top - toolbar.getBoundingClientRect().bottom;
    if (gap < 0) window.scrollBy({ top: gap - 8 });
  }, [chip, term]);

  if (restaurant.isError) {
    if (restaurant.error instanceof ApiError && restaurant.error.status === 404)
      return <RestaurantNotFound />;
    return (
      <>
        <title>Menu — RailBite</title>
        <ListError
          message={getErrorMessage(restaurant.error, 'We could not load this restaurant.')}
          onRetry={() => void restaurant.refetch()}
          retrying={restaurant.isFetching}
        />
      </>
    );
  }

  const detail = restaurant.data?.data;
  const name = detail?.restaurant_name;
  // Only an answer for this location counts: while another is asked for, the last one stays on
  // screen, but nothing is added on its word (ADR 025).
  const checking = restaurant.isPlaceholderData;
  const outOfArea = location && detail?.delivers_to_location === false && !checking;
  const notDelivering =
    location && (outOfArea || checking)
      ? {
          reason: checking ? 'Checking delivery to your location…' : notDeliveringReason(location),
          noticeId: checking ? undefined : noticeId,
        }
      : undefined;
  return (
    <>
      <title>{name ? `${name} — RailBite` : 'Menu — RailBite'}</title>
      <JourneyBanner restaurantId={restaurantId} />
      {detail ? (
        <RestaurantMenuHeader restaurant={detail} toSeat={forSeat} />
      ) : (
        <RestaurantMenuHeaderSkeleton />
      )}
      {outOfArea && <DeliveryAreaNotice id={noticeId} restaurant={detail} location={location} />}
      <div
        ref={toolbarRef}
        className="sticky top-16 z-30 -mx-4 mt-2 flex flex-col gap-2 border-b border-stone-200 bg-stone-50 px-4 py-2.5 sm:mx-0 sm:px-0 lg:flex-row lg:items-center lg:gap-4"
      >
        <MenuSearchBox
          ref={searchRef}
          value={search}
          onChange={setSearch}
          restaurantName={name}
          className="lg:w-72 lg:shrink-0"
        />
        <MenuFilterChips value={chip} onChange={setChip} />
      </div>
      <div ref={listRef} className="mt-4">
        <MenuItemList
          restaurantId={restaurantId}
          filter={menuFilterFor(chip, term)}
          onClearSearch={() => {
            setSearch('');
            // The clear button disappears with the empty state; keep focus somewhere useful.
            searchRef.current?.focus();
          }}
          renderItemAction={(item) => (
            <CartItemButton
              dish={item}
              restaurantClosed={detail?.is_open_now === false}
              notDelivering={notDelivering}
            />
          )}
        />
      </div>
      <CartStickyBar />
    </>
  );
}

export function RestaurantMenuRoute() {
  const { restaurantId } = useParams();
  const id = Number(restaurantId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />;
  return (
    <>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">
        {/* A new id is a new page: filters and search start afresh. */}
        <RestaurantMenu key={id} restaurantId={id} />
      </main>
      <SiteFooter />
    </>
  );
}
