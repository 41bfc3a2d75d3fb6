import { useState } from 'react';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { readStored, storageKeys, writeStored } from '@/lib/storage';

function storedRestaurantId(): number | undefined {
  const stored = readStored(storageKeys.partnerRestaurantId);
  return 'value' in stored && typeof stored.value === 'number' ? stored.value : undefined;
}

/**
 * The restaurant the console shows: the one chosen last time on this device when the partner still
 * runs it, else the first. The choice is remembered across reloads.
 */
export function useSelectedRestaurant(restaurants: readonly PartnerRestaurant[]) {
  const [chosenId, setChosenId] = useState(storedRestaurantId);
  const selected = restaurants.find((restaurant) => restaurant.restaurantId === chosenId) ?? restaurants[0];
  const select = (restaurantId: number) => {
    writeStored(storageKeys.partnerRestaurantId, restaurantId);
    setChosenId(restaurantId);
  };
  return [selected, select] as const;
}
