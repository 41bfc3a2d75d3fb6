import type { mealCategoryEnum } from '../../schema/catalog.ts';

export type MealCategory = (typeof mealCategoryEnum.enumValues)[number];

/** One dish of the catalogue; `price` is the typical menu price in whole rupees. */
export type Dish = {
  name: string;
  price: number;
  category: MealCategory;
  description: string;
  /** Free of onion, garlic, root vegetables, egg and meat, so a Jain kitchen may serve it as is. */
  jain: boolean;
};

const make =
  (category: MealCategory, jain: boolean) =>
  (name: string, price: number, description: string): Dish => ({ name, price, category, description, jain });

export const veg = make('Veg', false);
export const jainVeg = make('Veg', true);
export const nonVeg = make('Non Veg', false);
export const egg = make('Egg', false);
