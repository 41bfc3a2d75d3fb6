import type { menuItems } from '../../schema/catalog.ts';
import { cuisineByName } from './cuisines.ts';
import type { CuisineName } from './cuisines.ts';
import type { Dish } from './dish.ts';
import type { Random } from './random.ts';
import { slugify } from './slug.ts';

export type MenuItemRow = Omit<typeof menuItems.$inferInsert, 'id'>;

export type MenuOptions = {
  random: Random;
  restaurantId: number;
  /** The restaurant's cuisines, headline first. */
  cuisines: CuisineName[];
  pureVeg: boolean;
  jain: boolean;
  itemCount: number;
  /** Multiplies every dish's base price: budget kitchens sit below it, premium ones above. */
  priceLevel: readonly [number, number];
};

// How the main part of a menu is shared between the restaurant's first, second and third cuisine.
const shares: Record<number, number[]> = { 1: [1], 2: [0.65, 0.35], 3: [0.5, 0.3, 0.2] };

// Sealed goods carry a printed MRP, which a seller may not exceed, so their price never varies.
const printedMrp = new Set(['Packaged Drinking Water (1 L)', 'Soft Drink (500 ml)']);

export function servesDish(dish: Dish, pureVeg: boolean, jain: boolean): boolean {
  return (!pureVeg || dish.category === 'Veg') && (!jain || dish.jain);
}

/** Rounds to a whole rupee ending in 0, 5 or 9, as menus do (₹125, ₹130, ₹149). */
export function menuPrice(rupees: number): number {
  const base = Math.floor(rupees / 10) * 10;
  const candidates = [base - 1, base, base + 5, base + 9, base + 10].filter((price) => price > 0);
  return candidates.reduce((best, price) =>
    Math.abs(price - rupees) < Math.abs(best - rupees) ? price : best,
  );
}

/** Picks the dishes: the cuisines' own by share, then a few drinks and desserts to round the menu off. */
function chooseDishes({ random, cuisines, pureVeg, jain, itemCount }: MenuOptions): {
  main: Dish[];
  extras: Dish[];
} {
  const served = (name: CuisineName) =>
    cuisineByName(name).dishes.filter((dish) => servesDish(dish, pureVeg, jain));
  const extraCuisines = (['Desserts', 'Beverages'] as const).filter((name) => !cuisines.includes(name));
  const extraPool = extraCuisines.flatMap(served);
  const extraCount = Math.min(extraPool.length, extraCuisines.length ? random.int(2, 4) : 0);

  let remaining = itemCount - extraCount;
  const pools = cuisines.map(served);
  const quotas = pools.map((pool, index) =>
    Math.min(pool.length, Math.round(remaining * (shares[cuisines.length]?.[index] ?? 0))),
  );
  remaining -= quotas.reduce((sum, quota) => sum + quota, 0);
  // Rounding or a short list (a pure-veg biryani kitchen) leaves a gap: fill it from the other cuisines.
  for (const [index, pool] of pools.entries()) {
    const extra = Math.max(0, Math.min(remaining, pool.length - (quotas[index] ?? 0)));
    quotas[index] = (quotas[index] ?? 0) + extra;
    remaining -= extra;
  }
  const main = pools.flatMap((pool, index) => inMenuOrder(pool, random.sample(pool, quotas[index] ?? 0)));
  const extras = inMenuOrder(extraPool, random.sample(extraPool, extraCount + Math.max(0, remaining)));
  return { main, extras };
}

/** Keeps the catalogue's order (starters, mains, breads…) within one cuisine. */
function inMenuOrder(pool: Dish[], chosen: Dish[]): Dish[] {
  return [...chosen].sort((a, b) => pool.indexOf(a) - pool.indexOf(b));
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Bestsellers are rated often and well; a perfect 5.0 only happens while an item has few ratings. */
function itemRating(random: Random, isBestseller: boolean): { ratingAvg: number; ratingCount: number } {
  if (isBestseller)
    return { ratingAvg: oneDecimal(random.between(4.2, 4.9)), ratingCount: random.int(400, 2000) };
  const ratingCount = Math.round(Math.exp(random.between(Math.log(1), Math.log(800))));
  const ratingAvg = ratingCount < 15 ? random.between(3, 5) : 3 + (random.next() + random.next()) * 0.95;
  return { ratingAvg: oneDecimal(ratingAvg), ratingCount };
}

export function generateMenu(options: MenuOptions): MenuItemRow[] {
  const { random, restaurantId } = options;
  const { main, extras } = chooseDishes(options);
  const dishes = [...main, ...extras];
  // Bestsellers come from the kitchen's own cuisines, not from the drinks it also sells.
  const candidates = [...Array(main.length >= 4 ? main.length : dishes.length).keys()];
  const bestsellers = new Set(random.sample(candidates, random.int(2, 4)));
  // A kitchen is consistently a little cheaper or dearer; each dish then varies a little on its own.
  const kitchenFactor = random.between(...options.priceLevel);

  return dishes.map((dish, index) => {
    const factor = Math.min(1.15, Math.max(0.85, kitchenFactor * random.between(0.95, 1.05)));
    const price = printedMrp.has(dish.name) ? dish.price : menuPrice(dish.price * factor);
    const discount = random.chance(0.25) ? random.pick([10, 15, 20, 25, 30]) : 0;
    const finalPrice = discount ? Math.round((price * (100 - discount)) / 100) : price;
    const isBestseller = bestsellers.has(index);
    return {
      restaurantId,
      name: dish.name,
      description: dish.description,
      imagePath: `/images/dishes/${slugify(dish.name)}.svg`,
      pricePaise: price * 100,
      finalPricePaise: finalPrice * 100,
      isAvailable: !random.chance(0.08),
      isBestseller,
      mealCategory: dish.category,
      ...itemRating(random, isBestseller),
      sortOrder: index,
    };
  });
}
