import { Star } from 'lucide-react';

/** A 1–5 star rating; the number is what screen readers hear. */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className}`}
      role="img"
      aria-label={`Rated ${clamped.toFixed(1)} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden
          className={`size-3.5 ${position <= Math.round(clamped) ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200'}`}
        />
      ))}
    </span>
  );
}
