import { Link } from 'react-router';
import { Leaf, Star } from 'lucide-react';
import { delayText } from '@railbite/contract/train-run-rules';
import type { StationRestaurantsResponse } from '@railbite/contract/journeys';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useStationRestaurants } from '../api/get-station-restaurants';
import { setJourneyTarget } from '@/lib/journey-target';
import type { JourneyChoice } from '../utils/journey-choice';
import { shortDate } from '@/lib/format';

type StationData = StationRestaurantsResponse['data'];

function rememberJourney({ journey, station, restaurants }: StationData) {
  setJourneyTarget({
    trainNumber: journey.train.number,
    trainName: journey.train.name,
    date: journey.date,
    from: journey.boarding.station.code,
    stationCode: station.station.code,
    stationName: station.station.name,
    arrivalDate: station.arrival.date,
    arrivalTime: station.arrival.time,
    restaurantIds: restaurants.map((restaurant) => restaurant.id),
  });
}

function RestaurantRow({
  data,
  restaurant,
}: {
  data: StationData;
  restaurant: StationData['restaurants'][number];
}) {
  return (
    <li>
      <Link
        to={paths.restaurantMenu(restaurant.id)}
        onClick={() => {
          rememberJourney(data);
        }}
        className={`flex items-center gap-3 rounded-xl border p-3 transition-colors ${
          restaurant.acceptsOrders
            ? 'border-stone-200 bg-white hover:border-brand-600'
            : 'border-stone-200 bg-stone-100 opacity-75'
        }`}
      >
        <img
          src={restaurant.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-lg bg-stone-200 object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-stone-900">{restaurant.name}</span>
          <span className="flex flex-wrap items-center gap-x-2 text-sm text-stone-700">
            <span className="inline-flex items-center gap-0.5">
              <Star className="size-4 fill-green-700 text-green-700" aria-hidden />
              <span className="sr-only">Rated </span>
              {restaurant.rating.toFixed(1)}
            </span>
            {restaurant.isPureVeg && (
              <span className="inline-flex items-center gap-0.5 text-green-800">
                <Leaf className="size-4" aria-hidden /> Pure veg
              </span>
            )}
            <span className="truncate">{restaurant.cuisines.join(', ')}</span>
          </span>
          <span className="block text-sm">
            {restaurant.acceptsOrders ? (
              <span className="font-semibold text-brand-800">Order by {restaurant.orderBy.time}</span>
            ) : (
              <span className="text-stone-600">Orders closed at {restaurant.orderBy.time}</span>
            )}
            <span className="text-stone-600">
              {' '}
              · open {restaurant.opensAt}–{restaurant.closesAt}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The chosen station's restaurants open when the train arrives; each opens its usual menu page. */
export function StationRestaurants({ choice, stationCode }: { choice: JourneyChoice; stationCode: string }) {
  const query = useStationRestaurants(choice, stationCode);
  if (query.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading restaurants">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  if (query.isError)
    return (
      <ListError
        message={getErrorMessage(query.error, 'We could not load the restaurants at this station.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const data = query.data.data;
  const { station } = data;
  return (
    <section aria-labelledby="station-restaurants-heading" className="space-y-3">
      <div>
        <h2 id="station-restaurants-heading" className="text-lg font-bold text-stone-900">
          Restaurants at {station.station.name}
        </h2>
        <p className="text-sm text-stone-700">
          Open when the train arrives: {shortDate(station.expectedArrival.date)},{' '}
          {station.expectedArrival.time}{' '}
          {station.delayMinutes > 0
            ? `(expected: scheduled ${station.arrival.time}, ${delayText(station.delayMinutes)})`
            : '(scheduled)'}
          .
        </p>
      </div>
      {data.restaurants.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-4 text-stone-700">
          No restaurant at {station.station.name} is open at {station.expectedArrival.time}. Choose another
          station.
        </p>
      ) : (
        <ul className="space-y-2">
          {data.restaurants.map((restaurant) => (
            <RestaurantRow key={restaurant.id} data={data} restaurant={restaurant} />
          ))}
        </ul>
      )}
    </section>
  );
}
