import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { ClipboardList, Store } from 'lucide-react';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { buttonClassName } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { usePartnerRestaurants } from '../api/get-restaurants';
import { useSelectedRestaurant } from '../hooks/use-selected-restaurant';
import { OrderBoard } from './order-board';
import { RestaurantControls } from './restaurant-controls';
import { RestaurantPicker } from './restaurant-picker';
import { WaitingElsewhereAlert } from './waiting-elsewhere-alert';

export type ConsoleSection = 'orders' | 'restaurant';

const sectionLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-200'
  }`;

function OpenNowBadge({ restaurant }: { restaurant: PartnerRestaurant }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
        restaurant.isOpenNow
          ? 'border-green-200 bg-green-50 text-green-800'
          : 'border-stone-300 bg-stone-100 text-stone-700'
      }`}
    >
      <span
        aria-hidden
        className={`size-2 rounded-full ${restaurant.isOpenNow ? 'bg-green-600' : 'bg-stone-500'}`}
      />
      {restaurant.isOpenNow ? 'Open now' : 'Closed now'}
    </span>
  );
}

/** The form that reports a train's delay (features/train-runs, composed by the page). */
type TrainReport = { trainReport?: ReactNode };

function ConsoleFrame({
  restaurants,
  section,
  trainReport,
}: {
  restaurants: PartnerRestaurant[];
  section: ConsoleSection;
} & TrainReport) {
  const [restaurant, select] = useSelectedRestaurant(restaurants);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  if (!restaurant) return null;
  const elsewhere = restaurants.filter((other) => other.restaurantId !== restaurant.restaurantId);
  /** "Show" on the alert: that restaurant's board; focus stays in the page, on its name. */
  const show = (restaurantId: number) => {
    select(restaurantId);
    if (section !== 'orders') void navigate(paths.partnerConsole);
    headingRef.current?.focus();
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Partner console</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-stone-900"
          >
            <span className="min-w-0 break-words">{restaurant.name}</span>
            <OpenNowBadge restaurant={restaurant} />
          </h1>
          <p className="hidden text-sm text-stone-600 sm:block">{restaurant.address}</p>
        </div>
        {restaurants.length > 1 && (
          <RestaurantPicker
            restaurants={restaurants}
            selectedId={restaurant.restaurantId}
            onSelect={select}
          />
        )}
      </div>
      <nav aria-label="Partner console" className="flex gap-1 rounded-full bg-stone-100 p-1 sm:w-fit">
        <NavLink to={paths.partnerConsole} end className={sectionLink}>
          <ClipboardList className="size-4" aria-hidden />
          Orders
        </NavLink>
        <NavLink to={paths.partnerRestaurant} className={sectionLink}>
          <Store className="size-4" aria-hidden />
          Restaurant
        </NavLink>
      </nav>
      {elsewhere.length > 0 && <WaitingElsewhereAlert restaurants={elsewhere} onShow={show} />}
      {section === 'orders' ? (
        <OrderBoard
          key={restaurant.restaurantId}
          restaurantId={restaurant.restaurantId}
          elsewhere={elsewhere}
        />
      ) : (
        <RestaurantControls
          key={restaurant.restaurantId}
          restaurant={restaurant}
          {...(trainReport ? { trainReport } : {})}
        />
      )}
    </div>
  );
}

/**
 * The partner console: the restaurant's live order board, or its controls. A partner who runs
 * several restaurants also hears of orders waiting at the others (the list refreshes every 20 s).
 */
export function PartnerConsole({ section, trainReport }: { section: ConsoleSection } & TrainReport) {
  const restaurants = usePartnerRestaurants({ watchWaiting: true });
  if (restaurants.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <title>Partner console · RailBite Partner</title>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (restaurants.isError) {
    return (
      <ListError
        message={getErrorMessage(restaurants.error, 'We could not load your restaurants.')}
        onRetry={() => void restaurants.refetch()}
        retrying={restaurants.isFetching}
      />
    );
  }
  if (restaurants.data.data.length === 0) {
    return (
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
        <title>Partner console · RailBite Partner</title>
        <h1 className="text-xl font-bold text-stone-900">No restaurant yet</h1>
        <p className="mt-2 text-stone-700">
          Your account is not linked to a restaurant. Once your restaurant is approved, its orders appear
          here.
        </p>
        <Link to={paths.partnerStart} className={`${buttonClassName('primary')} mt-5`}>
          Register a restaurant
        </Link>
      </div>
    );
  }
  return (
    <ConsoleFrame
      restaurants={restaurants.data.data}
      section={section}
      {...(trainReport ? { trainReport } : {})}
    />
  );
}
