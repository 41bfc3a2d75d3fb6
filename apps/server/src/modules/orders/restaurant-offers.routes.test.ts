import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartResponse } from '@railbite/contract/cart';
import type { OrderHistoryResponse } from '@railbite/contract/orders';
import { menuItems, restaurants } from '../../db/schema/catalog.ts';
import { payments } from '../../db/schema/orders.ts';
import { insertRestaurant } from '../../testing/catalog-fixture.ts';
import { columnsFromOffer } from '../catalog/restaurant-offer.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';

// Issue 15: "Flat ₹100 OFF above ₹499" on a ₹700 cart gave Discount ₹0. The offer is a rule the
// server's pricing applies, in the cart, in the order it stores and in what the gateway charges.
let kit: CheckoutKit;
let kitchenId: number;
beforeAll(async () => {
  kit = await createCheckoutKit();
  kitchenId = await insertRestaurant(kit.t.database.db, {
    name: 'Offer Junction',
    rating: 4.1,
    delivery: [20, 30],
    offer: { type: 'flat', amountPaise: 100_00, minOrderPaise: 499_00 },
    costForTwo: 500,
    cuisines: ['Biryani'],
    items: [
      { name: 'Junction Thali', category: 'Veg', price: 350 },
      { name: 'Junction Lassi', category: 'Veg', price: 149 },
      { name: 'Junction Samosa', category: 'Veg', price: 60 },
    ],
  });
  const rows = await kit.t.database.db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.restaurantId, kitchenId));
  menuIds = new Map(rows.map((row) => [row.name, row.id]));
});
afterAll(() => kit.t.close());

type Customer = Awaited<ReturnType<CheckoutKit['customer']>>;
let menuIds: Map<string, number>;
const dish = (name: string) => ({ menuId: menuIds.get(name) ?? 0, restaurantId: kitchenId });
const thali = () => dish('Junction Thali');
const lassi = () => dish('Junction Lassi');
const samosa = () => dish('Junction Samosa');

async function cartOf(who: Customer): Promise<Cart | null> {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: '/api/orders/get-cart-info',
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartResponse>().data;
}

/** These orders are not paid: they are listed among the unpaid checkout attempts (ADR 022). */
async function historyOf(who: Customer) {
  const response = await kit.t.app.inject({
    method: 'GET',
    url: '/api/orders/get-orders-history?payment=unpaid',
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderHistoryResponse>().data;
}

async function gatewayAmountPaise(orderId: string) {
  const [payment] = await kit.t.database.db
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return payment?.amountPaise;
}

describe('get-cart-info applies the restaurant offer', () => {
  it('takes Flat ₹100 OFF a ₹700 cart before GST, as its own line', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, thali(), 2);
    expect(await cartOf(who)).toMatchObject({
      menuTotal: 700,
      discount: 0,
      subTotal: 700,
      offerDiscount: 100,
      offer: { text: 'Flat ₹100 OFF above ₹499', amountToUnlock: 0 },
      amountToFreeDelivery: 0,
      deliveryCharge: 0,
      // 5 % of ₹600, after the offer.
      otherChargesDetails: { GST: 30, 'Platform Fee': 5 },
      otherCharges: 35,
      total: 635,
    });
  });

  it('applies from exactly the minimum', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, thali());
    await kit.addToCart(who, lassi());
    expect(await cartOf(who)).toMatchObject({
      subTotal: 499,
      offerDiscount: 100,
      otherChargesDetails: { GST: 19.95, 'Platform Fee': 5 },
      total: 423.95,
    });
  });

  it('below the minimum takes nothing off and says how much more unlocks it', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, thali());
    expect(await cartOf(who)).toMatchObject({
      subTotal: 350,
      offerDiscount: 0,
      offer: { text: 'Flat ₹100 OFF above ₹499', amountToUnlock: 149 },
      amountToFreeDelivery: 0,
      total: 372.5,
    });
  });

  it('says how far a small cart is from free delivery', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, samosa());
    expect(await cartOf(who)).toMatchObject({
      subTotal: 60,
      offerDiscount: 0,
      offer: { amountToUnlock: 439 },
      amountToFreeDelivery: 139,
      deliveryCharge: 30,
      total: 98,
    });
  });
});

describe('init-order charges what the cart showed', () => {
  it('stores the offer line and sends the Grand Total to the gateway', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, thali(), 2);
    const shown = await cartOf(who);
    const { orderId, redirectUrl } = await kit.placed(who);

    expect(await gatewayAmountPaise(orderId)).toBe(63_500);
    expect(Math.round((shown?.total ?? 0) * 100)).toBe(63_500);
    const page = await kit.t.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    expect(page.body).toContain('₹635.00');

    const [entry] = await historyOf(who);
    expect(entry).toMatchObject({
      orderId,
      subTotal: 700,
      discount: 0,
      offerDiscount: 100,
      offerText: 'Flat ₹100 OFF above ₹499',
      gst: 30,
      platformFees: 5,
      deliveryCharge: 0,
      totalAmount: 635,
    });
    expect(await kit.details(who, orderId)).toMatchObject({
      offerDiscount: 100,
      offerText: 'Flat ₹100 OFF above ₹499',
      totalAmount: 635,
    });
  });

  it('adds the tip after the offer, and an order below the minimum has no offer line', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, thali());
    const { orderId } = await kit.placed(who, { tip: 10 });
    expect(await gatewayAmountPaise(orderId)).toBe(382_50);
    expect((await historyOf(who))[0]).toMatchObject({
      offerDiscount: 0,
      offerText: null,
      totalAmount: 382.5,
    });
  });

  it('prices a repeated checkout anew after the restaurant changed its offer, and keeps the old order’s text', async () => {
    const who = await kit.customer();
    await kit.addToCart(who, thali(), 2);
    const first = await kit.placed(who);
    await kit.t.database.db
      .update(restaurants)
      .set(columnsFromOffer({ type: 'percent', percent: 10, capPaise: null, minOrderPaise: 0 }))
      .where(eq(restaurants.id, kitchenId));
    try {
      const second = await kit.placed(who);
      expect(second.orderId).not.toBe(first.orderId);
      // 10 % of ₹700 = ₹70 off; GST 5 % of ₹630 = ₹31.50; platform ₹5.
      expect(await gatewayAmountPaise(second.orderId)).toBe(666_50);
      expect(await kit.details(who, second.orderId)).toMatchObject({
        offerDiscount: 70,
        offerText: '10% OFF',
      });
      expect(await kit.details(who, first.orderId)).toMatchObject({
        offerDiscount: 100,
        offerText: 'Flat ₹100 OFF above ₹499',
      });
    } finally {
      await kit.t.database.db
        .update(restaurants)
        .set(columnsFromOffer({ type: 'flat', amountPaise: 100_00, minOrderPaise: 499_00 }))
        .where(eq(restaurants.id, kitchenId));
    }
  });
});

describe('the database', () => {
  it('refuses an offer pricing could not apply', async () => {
    const broken = [
      { offerType: 'flat' as const, offerMinOrderPaise: 0 },
      { offerType: 'percent' as const, offerPercent: 120, offerMinOrderPaise: 0 },
      { offerType: null, offerAmountPaise: 50_00 },
    ];
    for (const columns of broken) {
      const failure: unknown = await kit.t.database.db
        .update(restaurants)
        .set({ ...columnsFromOffer(null), ...columns })
        .where(eq(restaurants.id, kitchenId))
        .then(
          () => null,
          (error: unknown) => error,
        );
      // Drizzle wraps the database's error; its cause names the constraint.
      expect(String((failure as { cause?: unknown } | null)?.cause), JSON.stringify(columns)).toMatch(
        /restaurants_offer_rule/,
      );
    }
  });
});
