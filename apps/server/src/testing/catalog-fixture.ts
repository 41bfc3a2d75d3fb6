import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { columnsFromOffer } from '../modules/catalog/restaurant-offer.ts';
import type { RestaurantOffer } from '../modules/catalog/restaurant-offer.ts';
import { cuisines, menuItems, restaurantCuisines, restaurants } from '../db/schema/catalog.ts';

export type RestaurantSpec = {
  name: string;
  rating: number;
  delivery: [number, number];
  pureVeg?: boolean;
  offer?: RestaurantOffer;
  costForTwo: number;
  cuisines: string[];
  items: {
    name: string;
    category: 'Veg' | 'Non Veg' | 'Egg';
    price: number;
    finalPrice?: number;
    bestseller?: boolean;
    unavailable?: boolean;
    description?: string;
  }[];
};

export const fixtureCuisines = ['Pizza', 'Biryani', 'South Indian', 'Desserts'] as const;

/** Restaurants whose attributes sit on the filters' boundaries, so each filter test can fail. */
export const fixtureRestaurants: RestaurantSpec[] = [
  {
    name: 'Biryani Junction',
    rating: 4.5,
    delivery: [20, 25],
    // Above what the cart and order tests spend here, so their figures stay offer-free; the offer
    // tests bring their own restaurant (orders/restaurant-offers.routes.test.ts).
    offer: { type: 'percent', percent: 20, capPaise: 50_00, minOrderPaise: 999_00 },
    costForTwo: 400,
    cuisines: ['Biryani'],
    items: [
      {
        name: 'Chicken Biryani',
        category: 'Non Veg',
        price: 280,
        bestseller: true,
        description: 'Dum-cooked basmati with chicken',
      },
      { name: 'Egg Biryani', category: 'Egg', price: 220 },
      { name: 'Veg Biryani', category: 'Veg', price: 250, finalPrice: 200 },
      { name: 'Boondi Raita', category: 'Veg', price: 60, unavailable: true },
    ],
  },
  {
    name: 'Annapoorna Tiffin Centre',
    rating: 4.2,
    delivery: [15, 20],
    pureVeg: true,
    costForTwo: 200,
    cuisines: ['South Indian', 'Desserts'],
    items: [
      { name: 'Masala Dosa', category: 'Veg', price: 110, bestseller: true },
      {
        name: 'Idli Sambar',
        category: 'Veg',
        price: 70,
        description: 'Steamed rice cakes, 100% homemade sambar',
      },
      { name: 'Gulab Jamun', category: 'Veg', price: 60 },
    ],
  },
  {
    name: 'Napoli Pizza House',
    rating: 3.8,
    delivery: [35, 45],
    offer: { type: 'flat', amountPaise: 75_00, minOrderPaise: 349_00 },
    costForTwo: 700,
    cuisines: ['Pizza'],
    items: [
      { name: 'Margherita Pizza', category: 'Veg', price: 249 },
      { name: 'Pepperoni Pizza', category: 'Non Veg', price: 349 },
    ],
  },
  {
    name: 'Station Spice Kitchen',
    rating: 4.5,
    delivery: [30, 40],
    costForTwo: 300,
    cuisines: ['Biryani', 'South Indian'],
    items: [{ name: 'Paneer Biryani', category: 'Veg', price: 240 }],
  },
  {
    name: 'Budget Bites',
    rating: 3.5,
    delivery: [25, 30],
    costForTwo: 299,
    cuisines: ['Desserts'],
    items: [{ name: 'Rasgulla', category: 'Veg', price: 50 }],
  },
  {
    name: 'Thali Express',
    rating: 4,
    delivery: [30, 35],
    costForTwo: 600,
    cuisines: ['South Indian'],
    items: [{ name: 'Meals Thali', category: 'Veg', price: 180 }],
  },
];

export const fillerCount = 24;

/** Inserts the fixture; returns restaurant ids by name. Filler restaurants rate 3.0 with no items. */
export async function insertCatalogFixture(db: Db): Promise<Map<string, number>> {
  const cuisineRows = await db
    .insert(cuisines)
    .values(
      fixtureCuisines.map((name, index) => ({
        name,
        imagePath: `/images/cuisines/c${String(index)}.svg`,
        sortOrder: index,
      })),
    )
    .returning({ id: cuisines.id, name: cuisines.name });
  const cuisineId = new Map(cuisineRows.map((row) => [row.name, row.id]));

  const specs: RestaurantSpec[] = [
    ...fixtureRestaurants,
    ...Array.from({ length: fillerCount }, (_, index) => ({
      name: `Filler Kitchen ${String(index + 1)}`,
      rating: 3,
      delivery: [40, 50] as [number, number],
      costForTwo: 800,
      cuisines: [],
      items: [],
    })),
  ];
  const ids = new Map<string, number>();
  for (const spec of specs) ids.set(spec.name, await insertSpec(db, spec, cuisineId));
  return ids;
}

/** One restaurant with its cuisines (looked up by name in `cuisineId`) and menu; returns its id. */
async function insertSpec(db: Db, spec: RestaurantSpec, cuisineId: ReadonlyMap<string, number>) {
  const [row] = await db
    .insert(restaurants)
    .values({
      name: spec.name,
      imagePath: '/images/restaurants/r.svg',
      address: 'Station Road',
      city: 'New Delhi',
      state: 'Delhi',
      stationCode: 'NDLS',
      stationName: 'New Delhi',
      latitude: 28.64,
      longitude: 77.22,
      rating: spec.rating,
      totalReviews: 100,
      deliveryTimeMin: spec.delivery[0],
      deliveryTimeMax: spec.delivery[1],
      isPureVeg: spec.pureVeg ?? false,
      ...columnsFromOffer(spec.offer ?? null),
      // Open all day (the seed's way of saying so), so checkout tests pass at any hour; tests of
      // opening hours set their own.
      opensAt: '00:00:00',
      closesAt: '23:59:00',
      costForTwoPaise: spec.costForTwo * 100,
    })
    .returning({ id: restaurants.id });
  const id = row!.id;
  if (spec.cuisines.length > 0) {
    await db.insert(restaurantCuisines).values(
      spec.cuisines.map((name, position) => ({
        cuisineId: cuisineId.get(name)!,
        restaurantId: id,
        position,
      })),
    );
  }
  if (spec.items.length > 0) {
    await db.insert(menuItems).values(
      spec.items.map((item, sortOrder) => ({
        restaurantId: id,
        name: item.name,
        description: item.description ?? '',
        imagePath: '/images/dishes/d.svg',
        pricePaise: item.price * 100,
        finalPricePaise: (item.finalPrice ?? item.price) * 100,
        isAvailable: !item.unavailable,
        isBestseller: item.bestseller ?? false,
        mealCategory: item.category,
        ratingAvg: 4.1,
        ratingCount: 10,
        sortOrder,
      })),
    );
  }
  return id;
}

/** Inserts one more restaurant into a database holding the fixture (its cuisines by name); returns its id. */
export async function insertRestaurant(db: Db, spec: RestaurantSpec): Promise<number> {
  const rows = await db.select({ id: cuisines.id, name: cuisines.name }).from(cuisines);
  return insertSpec(db, spec, new Map(rows.map((row) => [row.name, row.id])));
}

/** Expressions of the row number `g` (1…count) for what differs between generated kitchens. */
export type GeneratedKitchen = { name: SQL; latitude: SQL; longitude?: SQL; rating?: SQL; radiusM?: SQL };

/**
 * `count` kitchens in one statement (open all day, no menu), then analysed: for tests that need a
 * catalog as large as the scale seed's, which the fixtures above would take minutes to write.
 */
export async function insertGeneratedKitchens(db: Db, count: number, kitchen: GeneratedKitchen) {
  const { name, latitude, longitude = sql`78`, rating = sql`4`, radiusM = sql`5000` } = kitchen;
  await db.execute(sql`
    insert into restaurants (name, image_path, address, city, state, station_code, station_name,
      latitude, longitude, rating, delivery_time_min, delivery_time_max, opens_at, closes_at,
      cost_for_two_paise, delivery_radius_m)
    select ${name}, '/images/restaurants/r.svg', 'Road', 'City', 'State', 'XX', 'Station',
      ${latitude}, ${longitude}, ${rating}, 20, 30, '00:00', '23:59', 30000, ${radiusM}
    from generate_series(1, ${count}) g`);
  await db.execute(sql`analyze restaurants`);
}
