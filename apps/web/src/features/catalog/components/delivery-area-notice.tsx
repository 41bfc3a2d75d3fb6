import { Link } from 'react-router';
import { MapPinOff } from 'lucide-react';
import type { RestaurantDetail } from '@railbite/contract/catalog';
import { paths } from '@/config/paths';
import type { DeliveryLocation } from '@/lib/delivery-location';
import { formatDistanceKm } from '@/lib/format';
import { openPlaceChooser } from '@/lib/place-chooser';

/** The short reason on the disabled ADD buttons ("Does not deliver to Pune"). */
export function notDeliveringReason(location: DeliveryLocation): string {
  return `Does not deliver to ${location.name}`;
}

/**
 * A menu opened (from an old link, say) for a restaurant whose area does not reach the delivery
 * location (ADR 024/025): how far it is, how far it delivers, and what to do instead. Its id describes
 * the disabled ADD buttons.
 */
export function DeliveryAreaNotice({
  id,
  restaurant,
  location,
}: {
  id: string;
  restaurant: RestaurantDetail;
  location: DeliveryLocation;
}) {
  const distance = restaurant.distance_km;
  return (
    <div
      className="mt-4 flex items-start gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-950 ring-1 ring-red-200"
      data-testid="not-delivering-notice"
    >
      <MapPinOff className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-2">
        <p id={id}>
          <strong className="font-semibold">
            {restaurant.restaurant_name} does not deliver to {location.name}.
          </strong>{' '}
          {distance === undefined ? 'It is' : `It is ${formatDistanceKm(distance)} away, and it`} delivers
          within {formatDistanceKm(restaurant.delivery_radius_km)} of its kitchen, so its dishes cannot be
          added to the cart for this {location.source === 'address' ? 'address' : 'place'}.
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {location.source === 'place' ? (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={openPlaceChooser}
              className="font-semibold text-red-900 underline underline-offset-2 hover:text-red-700"
            >
              Change location
            </button>
          ) : (
            <span>Choose another delivery address in the header, or</span>
          )}{' '}
          <Link
            to={paths.home}
            className="font-semibold text-red-900 underline underline-offset-2 hover:text-red-700"
          >
            {location.source === 'place' ? 'See' : 'see'} restaurants that deliver to {location.name}
          </Link>
        </p>
      </div>
    </div>
  );
}
