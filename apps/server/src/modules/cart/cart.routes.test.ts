import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartCountResponse, CartResponse } from '@railbite/contract/cart';
import { menuItems } from '../../db/schema/catalog.ts';
import { loggedInCustomer } from '../../testing/customers.ts';
import { insertCatalogFixture } from '../../testing/catalog-fixture.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let restaurantId: Map<string, number>;
let menuId: Map<string, number>;
type TestCustomer = Awaited<ReturnType<typeof loggedInCustomer>>;
let asha: TestCustomer;
let ravi: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  restaurantId = await insertCatalogFixture(t.database.db);
  const rows = await t.database.db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems);
  menuId = new Map(rows.map((row) => [row.name, row.id]));
  [asha, ravi] = [await loggedInCustomer(t), await loggedInCustomer(t)];
  chickenBiryani = dish('Chicken Biryani', 'Biryani Junction');
  vegBiryani = dish('Veg Biryani', 'Biryani Junction');
  masalaDosa = dish('Masala Dosa', 'Annapoorna Tiffin Centre');
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const customer of [asha, ravi])
    await t.app.inject({ method: 'DELETE', url: '/api/orders/cart', headers: customer.headers });
});

const dish = (item: string, restaurant: string) => ({
  menuId: menuId.get(item),
  restaurantId: restaurantId.get(restaurant),
});
type Dish = ReturnType<typeof dish>;
let chickenBiryani: Dish;
let vegBiryani: Dish;
let masalaDosa: Dish;

function add(customer: TestCustomer, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/orders/add-to-cart', headers: customer.headers, payload });
}
function change(customer: TestCustomer, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/change-cart-get-cart-info',
    headers: customer.headers,
    payload,
  });
}
async function cartOf(customer: TestCustomer) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/orders/get-cart-info',
    headers: customer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CartResponse>().data;
}
async function countOf(customer: TestCustomer) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/orders/cart-items-count',
    headers: customer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CartCountResponse>().data;
}
async function addOk(customer: TestCustomer, payload: Record<string, unknown>) {
  const response = await add(customer, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartResponse>().data;
}
type ErrorBody = {
  error: { code: string; message: string; details?: { fields?: { field: string; message: string }[] } };
};
type InjectedResponse = Awaited<ReturnType<typeof add>>;
const errorOf = (response: InjectedResponse) => response.json<ErrorBody>().error;
const fieldMessage = (response: InjectedResponse, field: string) =>
  errorOf(response).details?.fields?.find((issue) => issue.field === field)?.message;

describe('login', () => {
  it.each([
    ['POST', '/api/orders/add-to-cart'],
    ['POST', '/api/orders/change-cart-get-cart-info'],
    ['GET', '/api/orders/get-cart-info'],
    ['GET', '/api/orders/cart-items-count'],
    ['DELETE', '/api/orders/cart'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { ...chickenBiryani, quantity: 1 } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a bogus token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/get-cart-info',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('an empty cart', () => {
  it('reads as null with a zero count', async () => {
    expect(await cartOf(asha)).toBeNull();
    expect(await countOf(asha)).toEqual({ restaurantId: null, cartInfo: [], count: 0 });
  });
});

describe('POST /api/orders/add-to-cart', () => {
  it('adds one dish and answers with the cart priced by the server', async () => {
    const cart = await addOk(asha, { ...vegBiryani, quantity: 1 });
    // Veg Biryani: MRP ₹250, sells at ₹200. Sub-total ₹200 ≥ ₹199 → free delivery; GST 5 % = ₹10.
    // The kitchen's offer starts at ₹999: named, not applied, ₹799 away.
    expect(cart).toEqual({
      restaurantId: restaurantId.get('Biryani Junction'),
      restaurantName: 'Biryani Junction',
      cartInfo: [{ menuId: vegBiryani.menuId, quantity: 1 }],
      itemDetails: [
        {
          menuId: vegBiryani.menuId,
          itemName: 'Veg Biryani',
          quantity: 1,
          itemTotal: 200,
          restaurantId: restaurantId.get('Biryani Junction'),
          price: 250,
          finalPrice: 200,
          imageUrl: '/images/dishes/d.svg',
          mealCategory: 'Veg',
          isAvailable: true,
        },
      ],
      menuTotal: 250,
      discount: 50,
      subTotal: 200,
      offerDiscount: 0,
      offer: { text: '20% OFF up to ₹50 above ₹999', amountToUnlock: 799 },
      amountToFreeDelivery: 0,
      deliveryCharge: 0,
      platformFee: 5,
      otherCharges: 15,
      otherChargesDetails: { GST: 10, 'Platform Fee': 5 },
      total: 215,
      // No saved address yet: the spec's fallback (cart-delivery-times.routes.test.ts has the rest).
      deliverTimeMin: 25,
      deliverTimeMax: 30,
      hasUnavailableItems: false,
    });
  });

  it('raises an existing line, defaults to one, and keeps lines in the order they were added', async () => {
    await addOk(asha, { ...chickenBiryani, quantity: 1 });
    await addOk(asha, vegBiryani);
    const cart = await addOk(asha, { ...chickenBiryani, quantity: 2 });
    expect(cart?.cartInfo).toEqual([
      { menuId: chickenBiryani.menuId, quantity: 3 },
      { menuId: vegBiryani.menuId, quantity: 1 },
    ]);
    expect(cart?.itemDetails.map((line) => line.itemTotal)).toEqual([840, 200]);
    expect(await countOf(asha)).toEqual({
      restaurantId: restaurantId.get('Biryani Junction'),
      cartInfo: cart?.cartInfo,
      count: 4,
    });
  });

  it('charges delivery below ₹199', async () => {
    const cart = await addOk(asha, dish('Gulab Jamun', 'Annapoorna Tiffin Centre'));
    expect(cart).toMatchObject({
      subTotal: 60,
      amountToFreeDelivery: 139,
      offer: null,
      deliveryCharge: 30,
      otherChargesDetails: { GST: 3, 'Delivery Fee': 30, 'Platform Fee': 5 },
      total: 98,
    });
  });

  it('refuses a dish from another restaurant with 409 and changes nothing', async () => {
    await addOk(asha, chickenBiryani);
    const response = await add(asha, masalaDosa);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'CART_RESTAURANT_CONFLICT',
      details: { cartRestaurantId: restaurantId.get('Biryani Junction') },
    });
    expect((await cartOf(asha))?.cartInfo).toEqual([{ menuId: chickenBiryani.menuId, quantity: 1 }]);
  });

  it('replaces the cart when asked to', async () => {
    await addOk(asha, { ...chickenBiryani, quantity: 2 });
    const cart = await addOk(asha, { ...masalaDosa, replaceCart: true });
    expect(cart?.restaurantName).toBe('Annapoorna Tiffin Centre');
    expect(cart?.cartInfo).toEqual([{ menuId: masalaDosa.menuId, quantity: 1 }]);
  });

  it('refuses an unavailable dish', async () => {
    const response = await add(asha, dish('Boondi Raita', 'Biryani Junction'));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('MENU_ITEM_UNAVAILABLE');
    expect(await cartOf(asha)).toBeNull();
  });

  it("refuses a dish that is not on the named restaurant's menu", async () => {
    const response = await add(asha, {
      menuId: chickenBiryani.menuId,
      restaurantId: restaurantId.get('Napoli Pizza House'),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('MENU_ITEM_NOT_IN_RESTAURANT');
  });

  it('answers 404 for an unknown dish or restaurant', async () => {
    const unknownDish = await add(asha, { menuId: 999_999, restaurantId: chickenBiryani.restaurantId });
    expect(unknownDish.statusCode).toBe(404);
    expect(errorOf(unknownDish).message).toBe('Menu item not found.');
    const unknownRestaurant = await add(asha, { menuId: 999_999, restaurantId: 999_999 });
    expect(unknownRestaurant.statusCode).toBe(404);
    expect(errorOf(unknownRestaurant).message).toBe('Restaurant not found.');
  });

  it('stops a line at 20', async () => {
    await addOk(asha, { ...chickenBiryani, quantity: 20 });
    const response = await add(asha, chickenBiryani);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'CART_LINE_LIMIT', details: { maxLineQuantity: 20 } });
    expect((await cartOf(asha))?.cartInfo).toEqual([{ menuId: chickenBiryani.menuId, quantity: 20 }]);
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'quantity', 'quantity must be 1 or more'],
    ['zero', { quantity: 0 }, 'quantity', 'quantity must be 1 or more'],
    ['a huge quantity', { quantity: 1_000_000 }, 'quantity', 'quantity must be at most 20'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity', 'quantity must be a whole number'],
    ['a string quantity', { quantity: '2' }, 'quantity', 'quantity must be a number'],
    ['a missing menuId', { menuId: undefined }, 'menuId', 'menuId must be a number'],
    ['a string restaurantId', { restaurantId: 'abc' }, 'restaurantId', 'restaurantId must be a number'],
    ['a non-boolean replaceCart', { replaceCart: 'yes' }, 'replaceCart', 'replaceCart must be true or false'],
  ])('answers 400 for %s', async (_name, override, field, message) => {
    const response = await add(asha, { ...chickenBiryani, quantity: 1, ...override });
    expect(response.statusCode).toBe(400);
    expect(fieldMessage(response, field)).toBe(message);
    expect(await cartOf(asha)).toBeNull();
  });

  it('rejects a client-sent price (unknown fields are not ignored)', async () => {
    const response = await add(asha, { ...chickenBiryani, quantity: 1, price: 1 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('price');
  });
});

describe('POST /api/orders/change-cart-get-cart-info', () => {
  it('sets a quantity and answers with the new cart', async () => {
    await addOk(asha, chickenBiryani);
    const response = await change(asha, { ...chickenBiryani, quantity: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json<CartResponse>().data).toMatchObject({
      cartInfo: [{ menuId: chickenBiryani.menuId, quantity: 4 }],
      subTotal: 1120,
    });
  });

  it('removes the line at zero and answers null when the cart is empty', async () => {
    await addOk(asha, chickenBiryani);
    await addOk(asha, vegBiryani);
    const one = await change(asha, { ...chickenBiryani, quantity: 0 });
    expect(one.json<CartResponse>().data?.cartInfo).toEqual([{ menuId: vegBiryani.menuId, quantity: 1 }]);
    const none = await change(asha, { ...vegBiryani, quantity: 0 });
    expect(none.statusCode).toBe(200);
    expect(none.json<CartResponse>().data).toBeNull();
  });

  it('adds a dish not yet in the cart at the given quantity', async () => {
    const response = await change(asha, { ...vegBiryani, quantity: 2 });
    expect(response.json<CartResponse>().data?.cartInfo).toEqual([
      { menuId: vegBiryani.menuId, quantity: 2 },
    ]);
  });

  it('refuses another restaurant’s dish while the cart holds this one', async () => {
    await addOk(asha, chickenBiryani);
    const response = await change(asha, { ...masalaDosa, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('CART_RESTAURANT_CONFLICT');
  });

  it.each([
    ['a negative quantity', -1, 'quantity must be 0 or more'],
    ['a huge quantity', 21, 'quantity must be at most 20'],
    ['a fractional quantity', 0.5, 'quantity must be a whole number'],
    ['a string quantity', 'one', 'quantity must be a number'],
  ])('answers 400 for %s', async (_name, quantity, message) => {
    await addOk(asha, chickenBiryani);
    const response = await change(asha, { ...chickenBiryani, quantity });
    expect(response.statusCode).toBe(400);
    expect(fieldMessage(response, 'quantity')).toBe(message);
    expect((await cartOf(asha))?.cartInfo).toEqual([{ menuId: chickenBiryani.menuId, quantity: 1 }]);
  });
});

describe('prices and availability come from the menu at the moment of reading', () => {
  const setDish = (id: number | undefined, values: Partial<typeof menuItems.$inferInsert>) =>
    t.database.db
      .update(menuItems)
      .set(values)
      .where(eq(menuItems.id, id ?? 0));

  it('reflects a price change made after the dish was added', async () => {
    await addOk(asha, { ...chickenBiryani, quantity: 2 });
    await setDish(chickenBiryani.menuId, { pricePaise: 300_00, finalPricePaise: 270_00 });
    try {
      expect(await cartOf(asha)).toMatchObject({
        itemDetails: [{ price: 300, finalPrice: 270, itemTotal: 540 }],
        menuTotal: 600,
        discount: 60,
        subTotal: 540,
        otherChargesDetails: { GST: 27, 'Platform Fee': 5 },
        total: 572,
      });
    } finally {
      await setDish(chickenBiryani.menuId, { pricePaise: 280_00, finalPricePaise: 280_00 });
    }
  });

  it('keeps a dish that became unavailable, charges nothing for it, and lets it go down but not up', async () => {
    await addOk(asha, { ...chickenBiryani, quantity: 2 });
    await addOk(asha, vegBiryani);
    await setDish(chickenBiryani.menuId, { isAvailable: false });
    try {
      expect(await cartOf(asha)).toMatchObject({
        itemDetails: [
          { isAvailable: false, itemTotal: 0 },
          { isAvailable: true, itemTotal: 200 },
        ],
        subTotal: 200,
        hasUnavailableItems: true,
      });
      const up = await change(asha, { ...chickenBiryani, quantity: 3 });
      expect(up.statusCode).toBe(409);
      expect(errorOf(up).code).toBe('MENU_ITEM_UNAVAILABLE');
      expect((await change(asha, { ...chickenBiryani, quantity: 1 })).statusCode).toBe(200);
      const removed = await change(asha, { ...chickenBiryani, quantity: 0 });
      expect(removed.json<CartResponse>().data?.hasUnavailableItems).toBe(false);
    } finally {
      await setDish(chickenBiryani.menuId, { isAvailable: true });
    }
  });
});

describe('concurrency', () => {
  it('20 concurrent +1s on one line give exactly +20', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(asha, chickenBiryani)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await cartOf(asha))?.cartInfo).toEqual([{ menuId: chickenBiryani.menuId, quantity: 20 }]);
  });

  it('never mixes restaurants when two restaurants race into an empty cart', async () => {
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => add(asha, chickenBiryani)),
      ...Array.from({ length: 5 }, () => add(asha, masalaDosa)),
    ]);
    const cart = await cartOf(asha);
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200).length).toBe(5);
    expect(codes.filter((code) => code === 409).length).toBe(5);
    expect(cart?.cartInfo).toHaveLength(1);
    expect(cart?.cartInfo[0]?.quantity).toBe(5);
  });
});

describe('each customer has their own cart', () => {
  it("neither reads nor clears another customer's cart", async () => {
    await addOk(asha, chickenBiryani);
    expect(await cartOf(ravi)).toBeNull();
    await addOk(ravi, masalaDosa);
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/orders/cart', headers: ravi.headers });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ success: true, data: null });
    expect(await cartOf(ravi)).toBeNull();
    expect((await cartOf(asha))?.restaurantName).toBe('Biryani Junction');
  });
});

describe('a cart holds at most 30 different dishes', () => {
  it('refuses the 31st dish', async () => {
    const kitchen = restaurantId.get('Filler Kitchen 1') ?? 0;
    const rows = await t.database.db
      .insert(menuItems)
      .values(
        Array.from({ length: 31 }, (_, index) => ({
          restaurantId: kitchen,
          name: `Snack ${String(index + 1)}`,
          imagePath: '/images/dishes/d.svg',
          pricePaise: 50_00,
          finalPricePaise: 50_00,
          mealCategory: 'Veg' as const,
        })),
      )
      .returning({ id: menuItems.id });
    for (const row of rows.slice(0, 30)) await addOk(ravi, { menuId: row.id, restaurantId: kitchen });
    const response = await add(ravi, { menuId: rows[30]?.id, restaurantId: kitchen });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('CART_FULL');
    expect((await countOf(ravi)).cartInfo).toHaveLength(30);
  });
});
