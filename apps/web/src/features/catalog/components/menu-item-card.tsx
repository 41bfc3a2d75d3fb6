import type { ReactNode } from 'react';
import { Award } from 'lucide-react';
import type { MenuItem } from '@railbite/contract/catalog';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees, truncateText } from '@/lib/format';
import { MenuMealMark } from './menu-meal-mark';

export const descriptionLimits = { mobile: 50, desktop: 160 } as const;

const imageSize = 112;

function percentOff(price: number, finalPrice: number): number {
  return price > 0 ? Math.round(((price - finalPrice) / price) * 100) : 0;
}

function ItemPrice({ price, finalPrice }: { price: number; finalPrice: number }) {
  const discounted = price !== finalPrice;
  const off = discounted ? percentOff(price, finalPrice) : 0;
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
      <span className="text-base font-bold text-stone-900">{formatRupees(finalPrice)}</span>
      {discounted && (
        <>
          <span className="sr-only">, was</span>
          <s className="text-sm text-stone-500">{formatRupees(price)}</s>
          {off > 0 && <span className="text-sm font-semibold text-green-700">{off}% off</span>}
        </>
      )}
    </p>
  );
}

/** `headingLevel` 4 under a menu section's heading (ADR 036); 3 in a menu without sections. */
export function MenuItemCard({
  item,
  action,
  headingLevel = 3,
}: {
  item: MenuItem;
  action?: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const unavailable = !item.isAvailable;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article
      className={`flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${
        unavailable ? 'bg-stone-50' : ''
      }`}
    >
      {/* Greyed by its image and its label, not by faded text: what it says must stay readable. */}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <MenuMealMark category={item.mealCategory} />
          {item.isBestSeller && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Award className="size-3.5" aria-hidden />
              Bestseller
            </span>
          )}
        </div>
        <Heading className="mt-1.5 text-base font-bold text-stone-900 sm:text-lg">{item.itemName}</Heading>
        <ItemPrice price={item.price} finalPrice={item.finalPrice} />
        {item.ratingCount > 0 ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
            <RatingStars rating={item.ratingAvg} />
            <span>
              {item.ratingAvg.toFixed(1)}{' '}
              <span className="text-stone-500">
                ({item.ratingCount} {item.ratingCount === 1 ? 'rating' : 'ratings'})
              </span>
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-500">Not rated yet</p>
        )}
        {item.description && (
          <p className="mt-2 text-sm leading-relaxed text-stone-600">
            <span className="sm:hidden">{truncateText(item.description, descriptionLimits.mobile)}</span>
            <span className="hidden sm:inline">
              {truncateText(item.description, descriptionLimits.desktop)}
            </span>
          </p>
        )}
        {unavailable && <p className="mt-2 text-sm font-semibold text-stone-700">Currently unavailable</p>}
      </div>
      <div className="flex shrink-0 flex-col items-center">
        <img
          src={item.imageUrl}
          alt=""
          width={imageSize}
          height={imageSize}
          loading="lazy"
          decoding="async"
          className={`aspect-square size-24 rounded-xl bg-stone-100 object-cover sm:size-28 ${
            unavailable ? 'opacity-60 grayscale' : ''
          }`}
        />
        {action && <div className="relative -mt-5">{action}</div>}
      </div>
    </article>
  );
}

export function MenuItemCardSkeleton() {
  return (
    <div className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex-1 space-y-2.5">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-full" />
      </div>
      <Skeleton className="size-24 shrink-0 rounded-xl sm:size-28" />
    </div>
  );
}
