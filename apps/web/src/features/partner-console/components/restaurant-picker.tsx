import type { PartnerRestaurant } from '@railbite/contract/partner';
import { SelectField } from '@/components/ui/select-field';

/** For a partner who runs several restaurants: which one the console shows (remembered). */
export function RestaurantPicker({
  restaurants,
  selectedId,
  onSelect,
}: {
  restaurants: readonly PartnerRestaurant[];
  selectedId: number;
  onSelect: (restaurantId: number) => void;
}) {
  return (
    <SelectField
      label="Restaurant"
      className="w-full sm:w-72"
      value={String(selectedId)}
      onChange={(event) => {
        onSelect(Number(event.target.value));
      }}
      options={restaurants.map((restaurant) => ({
        value: String(restaurant.restaurantId),
        label: restaurant.name,
      }))}
    />
  );
}
