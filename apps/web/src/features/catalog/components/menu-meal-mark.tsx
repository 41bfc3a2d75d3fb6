import type { MealCategory } from '@railbite/contract/catalog';

const markColours: Record<MealCategory, { border: string; dot: string }> = {
  Veg: { border: 'border-green-700', dot: 'bg-green-700' },
  'Non Veg': { border: 'border-red-700', dot: 'bg-red-700' },
  Egg: { border: 'border-yellow-500', dot: 'bg-yellow-500' },
};

/**
 * The Indian food-type mark: a square outline with a dot, green for veg, red for non-veg, yellow for
 * egg. Labelled for screen readers unless `decorative` (when the category is written beside it).
 */
export function MenuMealMark({
  category,
  decorative = false,
  className = 'size-4',
}: {
  category: MealCategory;
  decorative?: boolean;
  className?: string;
}) {
  const { border, dot } = markColours[category];
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': category, title: category })}
      className={`inline-flex shrink-0 items-center justify-center rounded-[3px] border-2 bg-white ${border} ${className}`}
    >
      <span className={`size-1/2 rounded-full ${dot}`} />
    </span>
  );
}
