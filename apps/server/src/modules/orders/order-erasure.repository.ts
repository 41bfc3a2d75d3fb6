import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { createOrderTrainTargetsRepository } from './order-train-targets.repository.ts';

/**
 * Account erasure's step for kept orders (ADR 009): everything that says where and how to reach the
 * person goes; restaurant, items, money and dates stay for accounting. Called in the erasure's
 * transaction, before the user row (and with it the order's user id) goes. The coordinates are NOT
 * NULL, so they become 0, 0: no delivery address lies there. The checkout fingerprint (a hash over
 * the checkout's body, directions included) goes too.
 */
export async function anonymiseOrdersOf(db: Db, userId: number): Promise<void> {
  // A train order's passenger name and mobiles reach the person as an address does (ADR 030).
  await createOrderTrainTargetsRepository(db).anonymiseOf(userId);
  await db
    .update(orders)
    .set({
      addressId: null,
      deliveryAddress: '',
      deliveryLatitude: 0,
      deliveryLongitude: 0,
      directionToReach: '',
      avoidCalling: false,
      leaveAtDoor: false,
      avoidRingingBell: false,
      leaveAtSecurity: false,
      // A hash of the checkout's body, directions included: short enough texts can be guessed back.
      checkoutFingerprint: '',
    })
    .where(eq(orders.userId, userId));
}
