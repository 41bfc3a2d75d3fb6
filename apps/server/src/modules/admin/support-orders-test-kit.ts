import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { partnerPaths as paths } from '@railbite/contract/paths/partner';
import { deliveryCodeMaxFailures } from '@railbite/contract/train-rules';
import type { Config } from '../../config.ts';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { createSeatKit } from '../orders/train-seat-test-kit.ts';

const handOver = { deliveryPersonName: 'Suresh Kumar', deliveryPersonPhone: '9811122233' };

/**
 * Seat orders in the states support meets them (ADR 030): on their way, and locked by wrong codes
 * entered at the partner's deliver route, as a real restaurant would.
 */
export async function createSupportOrdersKit(overrides: Partial<Config> = {}) {
  const k = await createSeatKit(overrides);

  async function seatTarget(orderId: string) {
    const [row] = await k.t.database.db
      .select()
      .from(orderTrainTargets)
      .where(eq(orderTrainTargets.orderId, orderId));
    if (!row) throw new Error(`no seat for ${orderId}`);
    return row;
  }

  /** Accepted and handed to the delivery person: `out for delivery`. */
  async function onItsWay(orderId: string) {
    const accepted = await k.post(paths.accept(orderId), k.partner.headers, { preparationMinutes: 20 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const dispatched = await k.post(paths.dispatch(orderId), k.partner.headers, handOver);
    expect(dispatched.statusCode, dispatched.body).toBe(200);
  }

  const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

  function deliver(orderId: string, deliveryCode: string) {
    return k.post(paths.deliver(orderId), k.partner.headers, { deliveryCode });
  }

  /** A paid seat order on its way whose code the restaurant got wrong until it locked. */
  async function lockedSeatOrder() {
    const placed = await k.paidSeatOrder();
    await onItsWay(placed.orderId);
    const { deliveryCode } = await seatTarget(placed.orderId);
    for (let attempt = 1; attempt <= deliveryCodeMaxFailures; attempt += 1)
      await deliver(placed.orderId, wrongCodeFor(deliveryCode));
    expect((await deliver(placed.orderId, deliveryCode)).statusCode).toBe(423);
    return { ...placed, oldCode: deliveryCode };
  }

  /** A paid address order on its way. */
  async function addressOrderOnItsWay() {
    const placed = await k.paidOrder();
    await onItsWay(placed.orderId);
    return placed;
  }

  return { ...k, seatTarget, onItsWay, deliver, wrongCodeFor, lockedSeatOrder, addressOrderOnItsWay };
}

export type SupportOrdersKit = Awaited<ReturnType<typeof createSupportOrdersKit>>;
