import { describe, expect, it } from 'vitest';
import { cuisineCatalog, cuisineOrder } from './data/cuisines.ts';
import { menuPrice } from './data/generate-menu.ts';
import { generateRestaurant, stations } from './data/generate-restaurant.ts';
import { mulberry32, seedFor } from './data/random.ts';
import { concepts } from './data/restaurant-concepts.ts';
import { restaurantName } from './data/restaurant-names.ts';
import { maxSlugLength, slugify, slugPattern } from './data/slug.ts';

const dishes = cuisineCatalog.flatMap((cuisine) => cuisine.dishes);
const dish = (name: string) => dishes.find((candidate) => candidate.name === name);

describe('slugify', () => {
  it('keeps lower-case letters, digits and single hyphens', () => {
    expect(slugify('Chole Bhature (2 pcs)')).toBe('chole-bhature-2-pcs');
    expect(slugify('Lassi & Tandoor House')).toBe('lassi-and-tandoor-house');
    expect(slugify('Café Rosé — Sizzlers!')).toBe('cafe-rose-sizzlers');
    expect(slugify('x'.repeat(100)).length).toBe(maxSlugLength);
    expect(() => slugify('—')).toThrow();
  });
});

describe('menuPrice', () => {
  it('rounds to a whole rupee ending in 0, 5 or 9', () => {
    expect(menuPrice(127)).toBe(125);
    expect(menuPrice(128.4)).toBe(129);
    expect(menuPrice(247.6)).toBe(249);
    expect(menuPrice(101)).toBe(100);
    expect(menuPrice(17.2)).toBe(19);
  });
});

describe('mulberry32', () => {
  it('repeats the same stream for the same seed and stays in range', () => {
    const a = mulberry32(seedFor(1, 2));
    const b = mulberry32(seedFor(1, 2));
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(seedFor(1, 2)).not.toBe(seedFor(2, 1));
  });
});

describe('the dish catalogue', () => {
  it('has at least 14 cuisines with at least 12 dishes each', () => {
    expect(cuisineOrder.length).toBeGreaterThanOrEqual(14);
    for (const cuisine of cuisineCatalog)
      expect(cuisine.dishes.length, cuisine.name).toBeGreaterThanOrEqual(12);
  });

  it('names each dish once, with a valid slug and a positive whole-rupee price', () => {
    expect(new Set(dishes.map((d) => d.name)).size).toBe(dishes.length);
    for (const d of dishes) {
      expect(slugify(d.name)).toMatch(slugPattern);
      expect(Number.isInteger(d.price) && d.price > 0, d.name).toBe(true);
    }
  });

  it('prices the well-known dishes honestly', () => {
    expect(dish('Masala Dosa')!.price).toBeGreaterThanOrEqual(90);
    expect(dish('Masala Dosa')!.price).toBeLessThanOrEqual(140);
    expect(dish('Hyderabadi Chicken Dum Biryani')!.price).toBeGreaterThanOrEqual(220);
    expect(dish('Hyderabadi Chicken Dum Biryani')!.price).toBeLessThanOrEqual(320);
    expect(dish('Margherita Pizza')!.price).toBeGreaterThanOrEqual(199);
    expect(dish('Margherita Pizza')!.price).toBeLessThanOrEqual(299);
    expect(dish('Masala Chai')!.price).toBeGreaterThanOrEqual(20);
    expect(dish('Masala Chai')!.price).toBeLessThanOrEqual(40);
    expect(dish('Veg Thali')!.price).toBeGreaterThanOrEqual(150);
    expect(dish('Veg Thali')!.price).toBeLessThanOrEqual(250);
  });

  it('marks egg dishes Egg and Jain dishes Veg', () => {
    for (const d of dishes) {
      if (/\b(egg|omelette|dimer)\b/i.test(d.name) && !/chicken|mutton|fish/i.test(d.name)) {
        expect(d.category, d.name).toBe('Egg');
      }
      if (d.jain) expect(d.category, d.name).toBe('Veg');
      if (/^jain /i.test(d.name)) expect(d.jain, d.name).toBe(true);
    }
    expect(dish('Egg Fried Rice')!.category).toBe('Egg');
    expect(dish('Egg Curry')!.category).toBe('Egg');
  });

  it('varies description lengths around the UI truncation points (50 and 160 characters)', () => {
    const lengths = dishes.map((d) => d.description.length);
    expect(lengths.filter((length) => length < 50).length).toBeGreaterThan(20);
    expect(lengths.filter((length) => length >= 60 && length <= 200).length).toBeGreaterThan(
      dishes.length / 2,
    );
    expect(lengths.filter((length) => length > 160).length).toBeGreaterThan(3);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(200);
  });
});

describe('restaurant generation', () => {
  it('has names for every concept, none of them empty', () => {
    const random = mulberry32(7);
    for (const concept of concepts) {
      for (let i = 0; i < 20; i++) expect(restaurantName(random, concept, 'Pune')).toMatch(/^\S.*\S$/);
    }
  });

  it('always gives a full, consistent menu (600 random restaurants)', () => {
    const takenNames = new Set<string>();
    for (let k = 0; k < 600; k++) {
      const random = mulberry32(seedFor(99, k));
      const { restaurant, cuisines, items } = generateRestaurant({
        id: k + 1,
        station: stations[k % stations.length]!,
        random,
        itemCount: [15, 30],
        takenNames,
        uniqueWithin: 'city',
      });
      expect(cuisines.length).toBeGreaterThanOrEqual(1);
      expect(cuisines.length).toBeLessThanOrEqual(3);
      expect(items.length, restaurant.name).toBeGreaterThanOrEqual(15);
      expect(new Set(items.map((item) => item.name)).size).toBe(items.length);
      if (restaurant.isPureVeg) expect(items.every((item) => item.mealCategory === 'Veg')).toBe(true);
      for (const item of items) {
        const base = dish(item.name)!.price;
        expect(item.pricePaise / 100, item.name).toBeGreaterThanOrEqual(Math.floor(base * 0.85) - 5);
        expect(item.pricePaise / 100, item.name).toBeLessThanOrEqual(Math.ceil(base * 1.15) + 5);
        expect(item.finalPricePaise).toBeLessThanOrEqual(item.pricePaise);
        expect(item.finalPricePaise).toBeGreaterThanOrEqual(Math.floor(item.pricePaise * 0.7) - 100);
      }
    }
    expect(takenNames.size).toBe(600);
  });
});
