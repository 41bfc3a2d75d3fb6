import { Link } from 'react-router';
import { Clock, Leaf, MapPin, Star } from 'lucide-react';
import type { RestaurantSummary } from '@railbite/contract/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDistanceKm, formatRupees } from '@/lib/format';

export function RestaurantCard({ restaurant }: { restaurant: RestaurantSummary }) {
  const rated = restaurant.total_reviews > 0;
  return (
    <Link
      to={paths.restaurantMenu(restaurant.restaurant_id)}
      className="group block h-full rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none"
    >
      <div className="relative">
        <img
          src={restaurant.restaurant_image}
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] w-full rounded-t-2xl bg-stone-100 object-cover"
        />
        {/* The banner draws a plate mark in its bottom-right corner from 87% of its width (the server's
            image-art.ts): the ribbon stops short of it and wraps instead (issue 15). */}
        {restaurant.offer_text && (
          <p className="absolute bottom-2 left-2 line-clamp-2 max-w-[calc(87%-1rem)] rounded-md bg-brand-700 px-2 py-1 text-xs font-bold text-white shadow">
            {restaurant.offer_text}
          </p>
        )}
      </div>
      <div className="space-y-1 p-3.5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-1 font-bold text-stone-900 group-hover:text-brand-800">
            {restaurant.restaurant_name}
          </h3>
          {/* A kitchen just gone live has no rating yet: "0.0" would read as the worst. */}
          <span
            className={`inline-flex shrink-0 items-center gap-0.5 rounded-md px-1.5 py-0.5 text-xs font-bold ${rated ? 'bg-green-700 text-white' : 'bg-brand-50 text-brand-800'}`}
            aria-label={
              rated
                ? `Rated ${restaurant.rating.toFixed(1)} out of 5 from ${String(restaurant.total_reviews)} reviews`
                : 'New: no reviews yet'
            }
          >
            {rated ? restaurant.rating.toFixed(1) : 'New'}
            {rated && <Star className="size-3 fill-white" aria-hidden />}
          </span>
        </div>
        <p className="line-clamp-1 text-sm text-stone-600">{restaurant.cuisine_type || 'Multi-cuisine'}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {restaurant.estimated_delivery_time}
          </span>
          {restaurant.distance_km !== undefined && (
            <span className="inline-flex items-center gap-1" data-testid="restaurant-distance">
              <MapPin className="size-3.5" aria-hidden />
              {/* Visible text, not an sr-only span: absolutely placed, that escaped the Discover strip's
                  scroller (no positioned ancestor) and widened the whole page on phones. */}
              {formatDistanceKm(restaurant.distance_km)} away
            </span>
          )}
          <span>{formatRupees(restaurant.cost_for_two)} for two</span>
          {restaurant.is_pure_veg && (
            <span className="inline-flex items-center gap-1 font-medium text-green-800">
              <Leaf className="size-3.5" aria-hidden />
              Pure veg
            </span>
          )}
        </p>
        <p className="line-clamp-1 text-xs text-stone-500">
          {restaurant.station_name} · {restaurant.city}
        </p>
      </div>
    </Link>
  );
}

export function RestaurantCardSkeleton() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white">
      <Skeleton className="aspect-[16/10] w-full rounded-b-none" />
      <div className="space-y-2 p-3.5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
