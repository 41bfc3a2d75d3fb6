import { Award } from 'lucide-react';
import type { MealCategory } from '@railbite/contract/catalog';
import type { MenuFilter } from '../api/get-restaurant-items';
import { MenuMealMark } from './menu-meal-mark';

export const menuChips = ['all', 'veg', 'non-veg', 'egg', 'bestseller'] as const;
export type MenuChip = (typeof menuChips)[number];

const chipDetails: Record<MenuChip, { label: string; category?: MealCategory }> = {
  all: { label: 'All Items' },
  veg: { label: 'Veg', category: 'Veg' },
  'non-veg': { label: 'Non-Veg', category: 'Non Veg' },
  egg: { label: 'Egg', category: 'Egg' },
  bestseller: { label: 'Bestseller' },
};

/** What the items query is asked for under a chip and a (debounced) search term. */
export function menuFilterFor(chip: MenuChip, search: string): MenuFilter {
  return {
    mealCategory: chipDetails[chip].category,
    bestsellersOnly: chip === 'bestseller',
    search: search.trim(),
  };
}

/** One chip is always on; pressing the one that is on goes back to All Items. */
export function MenuFilterChips({
  value,
  onChange,
}: {
  value: MenuChip;
  onChange: (chip: MenuChip) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter menu items"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1.5 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {menuChips.map((chip) => {
        const { label, category } = chipDetails[chip];
        const pressed = chip === value;
        return (
          <button
            key={chip}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              onChange(pressed ? 'all' : chip);
            }}
            className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-100'
            }`}
          >
            {category && <MenuMealMark category={category} decorative className="size-3.5" />}
            {chip === 'bestseller' && <Award className="size-4" aria-hidden />}
            {label}
          </button>
        );
      })}
    </div>
  );
}
