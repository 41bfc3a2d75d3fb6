import { BadgePercent, Bike, Clock, Leaf, MapPin, Moon, Star, Store, TrainFront, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RestaurantDetail } from '@railbite/contract/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { weekDayShort } from '@railbite/contract/opening-hours-rules';
import { formatCount, formatDistanceKm, formatRupees } from '@/lib/format';
import { weekSummary } from '@/lib/week-summary';

/** "08:00" → "8 AM", "22:30" → "10:30 PM" (the API sends 24-hour HH:MM). */
export function formatClock(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-stone-500">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/**
 * Closed by its partner or outside its hours (the server decides, in India time): no ordering now.
 * The hours say when it opens; a kitchen switched off within them opens when its partner says so.
 */
/** "Opens today at 9 AM", "Opens Mon 9 AM": the day is named when it is not today (India time). */
function opensNextText({ day, time, today }: NonNullable<RestaurantDetail['opens_next']>): string {
  return today ? `Opens today at ${formatClock(time)}` : `Opens ${weekDayShort[day]} ${formatClock(time)}`;
}

/** The week when its days differ (ADR 037); one span every day otherwise. */
function hoursLines(restaurant: RestaurantDetail): string[] {
  const week = restaurant.weekly_hours;
  if (!week) return [`Open ${formatClock(restaurant.opens_at)} – ${formatClock(restaurant.closes_at)}`];
  const days = week.map((day) => day && { opensAt: day.opens_at, closesAt: day.closes_at });
  return weekSummary(days, formatClock);
}

function ClosedNotice({ restaurant }: { restaurant: RestaurantDetail }) {
  // 00:00–23:59 is how the catalog says "all day".
  const allDay =
    restaurant.weekly_hours === null && restaurant.opens_at === '00:00' && restaurant.closes_at === '23:59';
  const hours = restaurant.opens_next
    ? `${opensNextText(restaurant.opens_next)} (India time).`
    : allDay
      ? 'It is usually open round the clock.'
      : // A kitchen with a week of hours lists them below; its old single span may no longer be true.
        restaurant.weekly_hours !== null
        ? 'Its opening hours are below.'
        : `Its hours are ${formatClock(restaurant.opens_at)} – ${formatClock(restaurant.closes_at)} (India time).`;
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-950 ring-1 ring-amber-200">
      <Moon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">Closed now.</strong> This restaurant is not taking orders right now.{' '}
        {hours}
      </span>
    </p>
  );
}

/** `toSeat`: the cart goes to a seat on the customer's train at this station (ADR 030), not to a place. */
export function RestaurantMenuHeader({
  restaurant,
  toSeat = false,
}: {
  restaurant: RestaurantDetail;
  toSeat?: boolean;
}) {
  const cuisines = restaurant.cuisines.length
    ? restaurant.cuisines.map((cuisine) => cuisine.category_name).join(', ')
    : restaurant.cuisine_type;
  const reviews =
    restaurant.total_reviews === 0
      ? 'No reviews yet'
      : `${formatCount(restaurant.total_reviews)} ${restaurant.total_reviews === 1 ? 'review' : 'reviews'}`;
  return (
    <header className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <img
          src={restaurant.restaurant_image}
          alt=""
          width={88}
          height={88}
          decoding="async"
          className="hidden aspect-square size-22 shrink-0 rounded-xl bg-stone-100 object-cover sm:block"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {restaurant.restaurant_name}
          </h1>
          {cuisines && <p className="mt-1 text-sm text-stone-600">{cuisines}</p>}
          {restaurant.is_pure_veg && (
            <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
              <Leaf className="size-3.5" aria-hidden />
              Pure Veg
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-col items-center rounded-xl border border-stone-200 px-3 py-2 text-center">
          {restaurant.total_reviews === 0 ? (
            // A kitchen just gone live has no rating yet: "0.0" would read as the worst.
            <span className="rounded-md bg-brand-50 px-2 py-0.5 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
              New
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-md bg-green-700 px-2 py-0.5 text-sm font-bold text-white">
              <Star className="size-3.5 fill-current" aria-hidden />
              <span className="sr-only">Rated</span>
              {restaurant.rating.toFixed(1)}
              <span className="sr-only">out of 5</span>
            </span>
          )}
          <span className="mt-1 text-xs whitespace-nowrap text-stone-600">{reviews}</span>
        </div>
      </div>

      {!restaurant.is_open_now && <ClosedNotice restaurant={restaurant} />}

      <ul className="mt-4 grid gap-2 border-t border-stone-100 pt-4 text-sm text-stone-700 sm:grid-cols-2">
        <Fact icon={<Clock className="size-4" aria-hidden />}>
          {/* Out of its area the computed time means nothing: the notice below says why (ADR 025). For
              a seat the time is the train's: the journey banner above gives it. */}
          {toSeat ? (
            <span className="font-semibold text-stone-900">Delivered to your seat at this station</span>
          ) : restaurant.delivers_to_location === false ? (
            <span className="font-semibold text-stone-900">No delivery to your location</span>
          ) : (
            <>
              <span className="font-semibold text-stone-900">{restaurant.estimated_delivery_time}</span>{' '}
              delivery
              {restaurant.distance_km !== undefined && (
                <> · {formatDistanceKm(restaurant.distance_km)} away</>
              )}
            </>
          )}
        </Fact>
        <Fact icon={<Wallet className="size-4" aria-hidden />}>
          {formatRupees(restaurant.cost_for_two)} for two
        </Fact>
        <Fact icon={<MapPin className="size-4" aria-hidden />}>{restaurant.address}</Fact>
        <Fact icon={<TrainFront className="size-4" aria-hidden />}>
          {restaurant.station_name} ({restaurant.station_code}), {restaurant.city}
        </Fact>
        <Fact icon={<Store className="size-4" aria-hidden />}>
          {hoursLines(restaurant).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Fact>
      </ul>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {restaurant.offer_text && (
          <p className="inline-flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            <BadgePercent className="size-4 shrink-0" aria-hidden />
            {restaurant.offer_text}
          </p>
        )}
        <p className="inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800 ring-1 ring-green-200">
          <Bike className="size-4 shrink-0" aria-hidden />
          Free delivery on orders above ₹199
        </p>
      </div>
    </header>
  );
}

export function RestaurantMenuHeaderSkeleton() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <div className="flex items-start gap-4">
        <Skeleton className="hidden size-22 shrink-0 rounded-xl sm:block" />
        <div className="flex-1 space-y-2.5">
          <Skeleton className="h-8 w-3/5" />
          <Skeleton className="h-4 w-2/5" />
        </div>
        <Skeleton className="h-14 w-20 rounded-xl" />
      </div>
      <div className="mt-4 grid gap-3 border-t border-stone-100 pt-4 sm:grid-cols-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton className="mt-4 h-9 w-72" />
    </div>
  );
}
