import type { PartnerRestaurant } from '@railbite/contract/partner';
import { SelectField } from '@/components/ui/select-field';
import { newOrdersText } from '../utils/waiting-orders';

/** Another restaurant's orders waiting to be accepted show beside its name. */
function optionLabel(restaurant: PartnerRestaurant, selected: boolean): string {
  return selected || restaurant.awaitingAcceptance === 0
    ? restaurant.name
    : `${restaurant.name} — ${newOrdersText(restaurant.awaitingAcceptance)}`;
}

/**
 * For a partner who runs several restaurants: which one the console shows (remembered), and how many
 * orders wait at each of the others.
 */
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
        label: optionLabel(restaurant, restaurant.restaurantId === selectedId),
      }))}
    />
  );
}
