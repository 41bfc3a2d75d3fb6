import { Award } from 'lucide-react';
import type { MealCategory } from '@railbite/contract/catalog';
import type { MenuFilter } from '../api/get-restaurant-items';
import { MenuMealMark } from './menu-meal-mark';
import { Chip, ChipGroup } from '@/components/ui/chip';

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
    <ChipGroup label="Filter menu items" className="py-1.5">
      {menuChips.map((chip) => {
        const { label, category } = chipDetails[chip];
        const pressed = chip === value;
        return (
          <Chip
            key={chip}
            pressed={pressed}
            onToggle={() => {
              onChange(pressed ? 'all' : chip);
            }}
          >
            {category && <MenuMealMark category={category} decorative className="size-3.5" />}
            {chip === 'bestseller' && <Award className="size-4" aria-hidden />}
            {label}
          </Chip>
        );
      })}
    </ChipGroup>
  );
}
