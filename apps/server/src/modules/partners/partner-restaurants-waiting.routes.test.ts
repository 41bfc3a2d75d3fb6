import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { staffAccount } from '../../testing/staff.ts';
import type { StaffAccount } from '../../testing/staff.ts';
import { createPartnerKit } from './partner-test-kit.ts';
import type { PartnerKit } from './partner-test-kit.ts';

let k: PartnerKit;
/** Runs both kitchens of the kit: Biryani Junction and Annapoorna Tiffin Centre. */
let both: StaffAccount;
beforeAll(async () => {
  k = await createPartnerKit();
  both = await staffAccount(k.t, 'partner', [
    { restaurantId: k.biryaniJunction },
    { restaurantId: k.annapoorna, role: 'staff' },
  ]);
});
afterAll(() => k.t.close());

/** Each listed restaurant's name with the orders waiting there for acceptance. */
async function waitingOf(headers: Record<string, string>) {
  const response = await k.get(paths.restaurants, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ data: PartnerRestaurant[] }>()
    .data.map((restaurant) => [restaurant.name, restaurant.awaitingAcceptance]);
}

const dosa = () => k.dish('Masala Dosa', 'Annapoorna Tiffin Centre');

describe('GET partner/get-restaurants: orders waiting for acceptance (awaitingAcceptance)', () => {
  it('counts a restaurant’s paid orders until the partner accepts or rejects them', async () => {
    expect(await waitingOf(k.partner.headers)).toEqual([['Biryani Junction', 0]]);

    const first = await k.paidOrder();
    const second = await k.paidOrder();
    expect(await waitingOf(k.partner.headers)).toEqual([['Biryani Junction', 2]]);

    const accepted = await k.post(paths.accept(first.orderId), k.partner.headers, { preparationMinutes: 15 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await waitingOf(k.partner.headers)).toEqual([['Biryani Junction', 1]]);

    const rejected = await k.post(paths.reject(second.orderId), k.partner.headers, {
      reason: 'kitchen_busy',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await waitingOf(k.partner.headers)).toEqual([['Biryani Junction', 0]]);
  });

  it('does not count an order that is not paid yet', async () => {
    const customer = await k.customer();
    await k.addToCart(customer, k.dish('Veg Biryani', 'Biryani Junction'));
    expect((await k.placed(customer)).orderId).toMatch(/^ORD/);
    expect(await waitingOf(k.partner.headers)).toEqual([['Biryani Junction', 0]]);
  });

  it('counts each restaurant’s own orders only, never another partner’s restaurant', async () => {
    await k.paidOrder();
    await k.paidOrder(dosa());
    await k.paidOrder(dosa());
    expect(await waitingOf(k.partner.headers)).toEqual([['Biryani Junction', 1]]);
    expect(await waitingOf(k.otherPartner.headers)).toEqual([['Annapoorna Tiffin Centre', 2]]);
    // A partner who runs both sees each kitchen's count on its own line.
    expect(await waitingOf(both.headers)).toEqual([
      ['Annapoorna Tiffin Centre', 2],
      ['Biryani Junction', 1],
    ]);
  });

  it('answers the count with a restaurant’s changed controls too', async () => {
    const changed = await k.post(paths.updateRestaurant(k.annapoorna), k.otherPartner.headers, {
      isAcceptingOrders: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: PartnerRestaurant }>().data.awaitingAcceptance).toBe(2);
  });
});
