import { Chip, ChipGroup } from '@/components/ui/chip';
import type { RestaurantFilters } from '@railbite/contract/catalog';

type Chip = {
  label: string;
  isOn: (f: RestaurantFilters) => boolean;
  toggle: (f: RestaurantFilters) => RestaurantFilters;
};

const flagChip = (label: string, key: 'fastDelivery' | 'topRated' | 'pureVeg' | 'hasOffer'): Chip => ({
  label,
  isOn: (filters) => filters[key] === true,
  toggle: (filters) => ({ ...filters, [key]: filters[key] ? undefined : true }),
});

// The two price bands exclude each other: choosing one replaces the other.
const bandChip = (label: string, band: 'under-300' | '300-600'): Chip => ({
  label,
  isOn: (filters) => filters.priceBand === band,
  toggle: (filters) => ({ ...filters, priceBand: filters.priceBand === band ? undefined : band }),
});

/** SPEC.md §2 Home: the six chips, here real filters. */
export const restaurantFilterChips: Chip[] = [
  flagChip('Fast Delivery', 'fastDelivery'),
  flagChip('Ratings 4.0+', 'topRated'),
  flagChip('Pure Veg', 'pureVeg'),
  flagChip('Offers', 'hasOffer'),
  bandChip('Rs. 300-Rs. 600', '300-600'),
  bandChip('Less than Rs. 300', 'under-300'),
];

export function RestaurantFilterChips({
  filters,
  onChange,
}: {
  filters: RestaurantFilters;
  onChange: (next: RestaurantFilters) => void;
}) {
  return (
    <ChipGroup label="Filter restaurants" className="pb-1">
      {restaurantFilterChips.map((chip) => (
        <Chip
          key={chip.label}
          pressed={chip.isOn(filters)}
          onToggle={() => {
            onChange(chip.toggle(filters));
          }}
        >
          {chip.label}
        </Chip>
      ))}
    </ChipGroup>
  );
}

const filterKeys = ['fastDelivery', 'topRated', 'pureVeg', 'hasOffer'] as const;

/** Filters live in the URL so Back and reload keep them. */
export function filtersFromSearchParams(params: URLSearchParams): RestaurantFilters {
  const filters: RestaurantFilters = {};
  for (const key of filterKeys) if (params.get(key) === 'true') filters[key] = true;
  const band = params.get('priceBand');
  if (band === 'under-300' || band === '300-600') filters.priceBand = band;
  return filters;
}

export function filtersToSearchParams(filters: RestaurantFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filters[key]) params.set(key, 'true');
  if (filters.priceBand) params.set('priceBand', filters.priceBand);
  return params;
}
