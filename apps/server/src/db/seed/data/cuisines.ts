import type { Dish } from './dish.ts';
import { burger, chinese, italian, pizza } from './dishes-fast-food.ts';
import { mughlai, northIndian, thali } from './dishes-north.ts';
import { bengali, gujarati, jain } from './dishes-regional.ts';
import { beverages, desserts, snacks, streetFood } from './dishes-snacks.ts';
import { biryani, kerala, southIndian } from './dishes-south.ts';
import { slugify } from './slug.ts';

export type CuisineName = (typeof cuisineOrder)[number];

/**
 * The cuisine carousel, in display order: the seed gives them ids 1..N in this order, so the order is
 * part of the data contract — append, never reorder.
 */
export const cuisineOrder = [
  'North Indian',
  'South Indian',
  'Biryani',
  'Chinese',
  'Pizza',
  'Burger',
  'Thali',
  'Street Food',
  'Snacks',
  'Desserts',
  'Beverages',
  'Italian',
  'Jain',
  'Mughlai',
  'Bengali',
  'Gujarati',
  'Kerala',
] as const;

const dishesByCuisine: Record<CuisineName, Dish[]> = {
  'North Indian': northIndian,
  'South Indian': southIndian,
  Biryani: biryani,
  Chinese: chinese,
  Pizza: pizza,
  Burger: burger,
  Thali: thali,
  'Street Food': streetFood,
  Snacks: snacks,
  Desserts: desserts,
  Beverages: beverages,
  Italian: italian,
  Jain: jain,
  Mughlai: mughlai,
  Bengali: bengali,
  Gujarati: gujarati,
  Kerala: kerala,
};

export type Cuisine = { id: number; name: CuisineName; slug: string; imagePath: string; dishes: Dish[] };

export const cuisineCatalog: Cuisine[] = cuisineOrder.map((name, index) => ({
  id: index + 1,
  name,
  slug: slugify(name),
  imagePath: `/images/cuisines/${slugify(name)}.svg`,
  dishes: dishesByCuisine[name],
}));

export function cuisineByName(name: CuisineName): Cuisine {
  const cuisine = cuisineCatalog.find((candidate) => candidate.name === name);
  if (!cuisine) throw new Error(`Unknown cuisine ${name}`);
  return cuisine;
}
