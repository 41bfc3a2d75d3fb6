import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, RestaurantDetail } from '@railbite/contract/catalog';
import { weekDays } from '@railbite/contract/opening-hours';
import type { PartnerDish, PartnerRestaurant } from '@railbite/contract/partner';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { weekDayIndexInIndia } from '../../lib/india-time.ts';
import { createPartnerKit } from './partner-test-kit.ts';
import type { PartnerKit } from './partner-test-kit.ts';

let k: PartnerKit;
beforeAll(async () => {
  k = await createPartnerKit();
});
afterAll(() => k.t.close());

type ErrorBody = { error: { code: string; message: string; details?: { fields?: { field: string }[] } } };
const errorOf = (response: LightMyRequestResponse) => response.json<ErrorBody>().error;
type RestaurantResponse = { data: RestaurantDetail };

const dayMs = 24 * 60 * 60_000;
/** Moves the test clock on to the next time of day `hhmm` in India (IST = UTC+05:30). */
function moveClockToIndiaTime(hhmm: string) {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const target = Date.UTC(2000, 0, 1, hours, minutes) - (5 * 60 + 30) * 60_000;
  k.t.clock.advance((((target - k.t.clock.now().getTime()) % dayMs) + dayMs) % dayMs);
}

const updateStatus = (body: object, restaurantId = k.biryaniJunction, headers = k.partner.headers) =>
  k.post(paths.updateRestaurant(restaurantId), headers, body);

async function restaurantsOf(headers = k.partner.headers) {
  const response = await k.get(paths.restaurants, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PartnerRestaurant[] }>().data;
}

describe('GET partner/get-restaurants', () => {
  it('lists only the restaurants the partner runs, with its role, switch, hours and open now', async () => {
    expect(await restaurantsOf()).toEqual([
      {
        restaurantId: k.biryaniJunction,
        name: 'Biryani Junction',
        imageUrl: '/images/restaurants/r.svg',
        address: 'Station Road',
        role: 'owner',
        isAcceptingOrders: true,
        opensAt: '00:00',
        closesAt: '23:59',
        weeklyHours: Array.from({ length: 7 }, () => ({ opensAt: '00:00', closesAt: '23:59' })),
        isOpenNow: true,
        nextOpening: null,
        awaitingAcceptance: 0,
      },
    ]);
    expect((await restaurantsOf(k.otherPartner.headers)).map((r) => [r.name, r.role])).toEqual([
      ['Annapoorna Tiffin Centre', 'staff'],
    ]);
  });

  it('answers 401 without login and 403 to a customer and an admin', async () => {
    expect((await k.get(paths.restaurants)).statusCode).toBe(401);
    const customer = await k.customer();
    for (const headers of [customer.headers, k.admin.headers])
      expect(errorOf(await k.get(paths.restaurants, headers)).code).toBe('FORBIDDEN');
  });
});

describe('POST partner/update-restaurant-status', () => {
  it('switches the restaurant off: the menu page says closed and checkout refuses it', async () => {
    const customer = await k.customer();
    await k.addToCart(customer, k.dish('Egg Biryani', 'Biryani Junction'));
    const off = await updateStatus({ isAcceptingOrders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ data: PartnerRestaurant }>().data).toMatchObject({
      isAcceptingOrders: false,
      isOpenNow: false,
    });
    const detail = await k.get(`/api/external/get-restaurant-by-id/${String(k.biryaniJunction)}`);
    expect(detail.json()).toMatchObject({ data: { is_open_now: false } });
    const refused = await k.initOrder(customer);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'RESTAURANT_CLOSED',
      message: 'Biryani Junction is closed and not taking orders right now. Please try again later.',
    });

    expect((await updateStatus({ isAcceptingOrders: true })).statusCode).toBe(200);
    expect((await k.initOrder(customer)).statusCode).toBe(200);
  });

  it('changes the hours, crossing midnight: checkout outside them says when the restaurant opens', async () => {
    const customer = await k.customer();
    await k.addToCart(customer, k.dish('Chicken Biryani', 'Biryani Junction'));
    try {
      const night = await updateStatus({ opensAt: '22:00', closesAt: '02:00' });
      expect(night.json<{ data: PartnerRestaurant }>().data).toMatchObject({
        opensAt: '22:00',
        closesAt: '02:00',
      });
      moveClockToIndiaTime('21:59');
      const early = await k.initOrder(customer);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toMatchObject({
        code: 'RESTAURANT_CLOSED',
        message: 'Biryani Junction is closed now. It opens at 22:00 (India time).',
      });
      expect((await restaurantsOf())[0]!.isOpenNow).toBe(false);
      moveClockToIndiaTime('01:30');
      expect((await restaurantsOf())[0]!.isOpenNow).toBe(true);
      expect((await k.initOrder(customer)).statusCode).toBe(200);
    } finally {
      await updateStatus({ opensAt: '00:00', closesAt: '23:59' });
    }
  });

  it('keeps a week: a closed day, a night running into the next day, the day named when it opens', async () => {
    const customer = await k.customer();
    await k.addToCart(customer, k.dish('Chicken Biryani', 'Biryani Junction'));
    moveClockToIndiaTime('12:00');
    const today = weekDayIndexInIndia(k.t.clock.now());
    const tomorrow = (today + 1) % 7;
    const day = { opensAt: '09:00', closesAt: '17:00' };
    const night = { opensAt: '22:00', closesAt: '02:00' };
    const week = weekDays.map((_, index) => (index === today ? null : index === tomorrow ? night : day));
    try {
      const saved = await updateStatus({ weeklyHours: week });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ data: PartnerRestaurant }>().data).toMatchObject({
        ...day,
        weeklyHours: week,
        isOpenNow: false,
        nextOpening: { opensAt: '22:00', day: weekDays[tomorrow], today: false },
      });
      const detail = await k.get(`/api/external/get-restaurant-by-id/${String(k.biryaniJunction)}`);
      expect(detail.json<RestaurantResponse>().data).toMatchObject({
        is_open_now: false,
        weekly_hours: week.map((span) => span && { opens_at: span.opensAt, closes_at: span.closesAt }),
        opens_next: { day: weekDays[tomorrow], time: '22:00', today: false },
      });
      const refused = await k.initOrder(customer);
      expect(errorOf(refused).message).toBe(
        `Biryani Junction is closed now. It opens on ${String(weekDays[tomorrow])} at 22:00 (India time).`,
      );
      moveClockToIndiaTime('11:59'); // tomorrow, before its night opens
      expect((await restaurantsOf())[0]).toMatchObject({
        isOpenNow: false,
        nextOpening: { opensAt: '22:00', day: weekDays[tomorrow], today: true },
      });
      moveClockToIndiaTime('01:00'); // the day after, still within tomorrow's night
      expect((await restaurantsOf())[0]!.isOpenNow).toBe(true);
      expect((await k.initOrder(customer)).statusCode).toBe(200);

      // One span again is every day's: the week is gone.
      const daily = await updateStatus({ opensAt: '00:00', closesAt: '23:59' });
      expect(daily.json<{ data: PartnerRestaurant }>().data.weeklyHours).toEqual(
        Array.from({ length: 7 }, () => ({ opensAt: '00:00', closesAt: '23:59' })),
      );
    } finally {
      await updateStatus({ opensAt: '00:00', closesAt: '23:59' });
    }
  });

  it.each([
    [{ weeklyHours: Array.from({ length: 6 }, () => ({ opensAt: '09:00', closesAt: '17:00' })) }, 'seven'],
    [{ weeklyHours: Array.from({ length: 7 }, () => null) }, 'at least one day'],
    [{ weeklyHours: Array.from({ length: 7 }, () => ({ opensAt: '09:00', closesAt: '09:00' })) }, 'differ'],
    [{ weeklyHours: Array.from({ length: 7 }, () => ({ opensAt: '9', closesAt: '17:00' })) }, 'opensAt'],
    [
      {
        opensAt: '10:00',
        weeklyHours: Array.from({ length: 7 }, () => ({ opensAt: '09:00', closesAt: '17:00' })),
      },
      'not both',
    ],
  ])('answers 400 for a bad week %j (%s) and changes nothing', async (body, named) => {
    const response = await updateStatus(body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response))).toContain(named);
    expect((await restaurantsOf())[0]).toMatchObject({
      opensAt: '00:00',
      closesAt: '23:59',
      isOpenNow: true,
    });
  });

  it.each([
    [{}, 'Nothing to change'],
    [{ opensAt: '9:00' }, 'opensAt'],
    [{ closesAt: '24:00' }, 'closesAt'],
    [{ opensAt: '10:00', closesAt: '10:00' }, 'closesAt'],
    [{ isAcceptingOrders: 'yes' }, 'isAcceptingOrders'],
    [{ isOpen: true }, 'isOpen'],
  ])('answers 400 for %j (%s) and changes nothing', async (body, named) => {
    const response = await updateStatus(body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response))).toContain(named);
    expect((await restaurantsOf())[0]).toMatchObject({ opensAt: '00:00', closesAt: '23:59' });
  });

  it('answers 400 when one new end would equal the other, kept end', async () => {
    const response = await updateStatus({ closesAt: '00:00' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.fields).toEqual([
      { field: 'closesAt', message: 'Opening and closing times must differ' },
    ]);
  });

  it('answers 404 for a restaurant the partner does not run, 403 to a customer and an admin', async () => {
    for (const restaurantId of [k.annapoorna, 999_999]) {
      const response = await updateStatus({ isAcceptingOrders: false }, restaurantId);
      expect(response.statusCode).toBe(404);
    }
    const customer = await k.customer();
    for (const headers of [customer.headers, k.admin.headers])
      expect((await updateStatus({ isAcceptingOrders: false }, k.biryaniJunction, headers)).statusCode).toBe(
        403,
      );
    expect((await k.post(paths.updateRestaurant(k.biryaniJunction), undefined, {})).statusCode).toBe(401);
    expect((await restaurantsOf(k.otherPartner.headers))[0]!.isAcceptingOrders).toBe(true);
  });
});

describe('the menu and sold-out dishes', () => {
  it('lists the restaurant’s dishes with their availability', async () => {
    const response = await k.get(paths.menu(k.biryaniJunction), k.partner.headers);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<{ data: PartnerDish[] }>()
        .data.map(({ name, mealCategory, finalPrice, isAvailable }) => [
          name,
          mealCategory,
          finalPrice,
          isAvailable,
        ]),
    ).toEqual([
      ['Chicken Biryani', 'Non Veg', 280, true],
      ['Egg Biryani', 'Egg', 220, true],
      ['Veg Biryani', 'Veg', 200, true],
      ['Boondi Raita', 'Veg', 60, false],
    ]);
  });

  it('sold out: customers see Not Available at once and checkout refuses the dish in a cart', async () => {
    const dish = k.dish('Chicken Biryani', 'Biryani Junction');
    const customer = await k.customer();
    await k.addToCart(customer, dish);
    const soldOut = await k.post(paths.dishAvailability(dish.menuId), k.partner.headers, {
      isAvailable: false,
    });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(soldOut.json<{ data: PartnerDish }>().data).toMatchObject({
      dishId: dish.menuId,
      isAvailable: false,
    });
    try {
      const menu = await k.get(`/api/external/get-restaurant-items/${String(k.biryaniJunction)}`);
      const shown = menu.json<{ data: MenuItem[] }>().data.find((item) => item.menuId === dish.menuId);
      expect(shown?.isAvailable).toBe(false);
      const refused = await k.initOrder(customer);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('CART_HAS_UNAVAILABLE_ITEMS');
    } finally {
      await k.post(paths.dishAvailability(dish.menuId), k.partner.headers, { isAvailable: true });
    }
    expect((await k.initOrder(customer)).statusCode).toBe(200);
  });

  it('answers 404 for another restaurant’s menu or dish, 400 for bad input, 403 to others', async () => {
    const foreign = k.dish('Masala Dosa', 'Annapoorna Tiffin Centre');
    expect((await k.get(paths.menu(k.annapoorna), k.partner.headers)).statusCode).toBe(404);
    expect(
      (await k.post(paths.dishAvailability(foreign.menuId), k.partner.headers, { isAvailable: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await k.post(paths.dishAvailability(999_999), k.partner.headers, { isAvailable: false })).statusCode,
    ).toBe(404);
    for (const body of [{}, { isAvailable: 'no' }, { isAvailable: false, price: 1 }])
      expect(
        (await k.post(paths.dishAvailability(foreign.menuId), k.otherPartner.headers, body)).statusCode,
      ).toBe(400);
    expect((await k.get(paths.menu('abc'), k.partner.headers)).statusCode).toBe(400);
    const customer = await k.customer();
    for (const headers of [customer.headers, k.admin.headers]) {
      expect((await k.get(paths.menu(k.biryaniJunction), headers)).statusCode).toBe(403);
      expect(
        (await k.post(paths.dishAvailability(foreign.menuId), headers, { isAvailable: false })).statusCode,
      ).toBe(403);
    }
    expect((await k.get(paths.menu(k.biryaniJunction))).statusCode).toBe(401);
    const menu = await k.get(paths.menu(k.annapoorna), k.otherPartner.headers);
    expect(menu.json<{ data: PartnerDish[] }>().data.every((item) => item.isAvailable)).toBe(true);
  });
});
