import { expect } from 'vitest';
import type { Config } from '../../config.ts';
import type { TestDatabaseOptions } from '../../testing/test-database.ts';
import { staffAccount } from '../../testing/staff.ts';
import { createCheckoutKit } from '../orders/orders-test-kit.ts';
import type { CheckoutKit } from '../orders/orders-test-kit.ts';

type Headers = Record<string, string>;

/**
 * The checkout kit plus the people around an order: a partner who runs Biryani Junction, another who
 * runs Annapoorna Tiffin Centre, and an admin; and paid orders to move.
 */
export async function createPartnerKit(
  databaseOptions: TestDatabaseOptions = {},
  overrides: Partial<Config> = {},
) {
  const kit: CheckoutKit = await createCheckoutKit(undefined, databaseOptions, {}, overrides);
  const biryaniJunction = kit.dish('Veg Biryani', 'Biryani Junction').restaurantId;
  const annapoorna = kit.dish('Masala Dosa', 'Annapoorna Tiffin Centre').restaurantId;
  const partner = await staffAccount(kit.t, 'partner', [{ restaurantId: biryaniJunction }]);
  const otherPartner = await staffAccount(kit.t, 'partner', [{ restaurantId: annapoorna, role: 'staff' }]);
  const admin = await staffAccount(kit.t, 'admin');

  /** An order of two Veg Biryani at Biryani Junction, paid through the sandbox: `confirmed`. */
  async function paidOrder(dish = kit.dish('Veg Biryani', 'Biryani Junction')) {
    const customer = await kit.customer();
    await kit.addToCart(customer, dish, 2);
    const { orderId, redirectUrl } = await kit.placed(customer, { directionToReach: 'Coach B2, seat 14' });
    await kit.settleOnSandbox(redirectUrl, 'pay');
    const delivery = kit.deliveries.at(-1);
    if (!delivery) throw new Error('the sandbox sent no webhook');
    expect((await kit.deliver(delivery.rawBody, delivery.headers)).statusCode).toBe(200);
    return { orderId, customer };
  }

  function post(url: string, headers: Headers | undefined, payload: object = {}) {
    return kit.t.app.inject({ method: 'POST', url, ...(headers ? { headers } : {}), payload });
  }

  function get(url: string, headers?: Headers) {
    return kit.t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }

  return { ...kit, kit, biryaniJunction, annapoorna, partner, otherPartner, admin, paidOrder, post, get };
}

export type PartnerKit = Awaited<ReturnType<typeof createPartnerKit>>;
