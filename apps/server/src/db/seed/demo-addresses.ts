import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses } from '../schema/addresses.ts';
import { users } from '../schema/users.ts';
import { demoAccounts } from './demo-accounts.ts';

/** Where the demo customer's saved address is: the demo partner runs the kitchens nearest to it. */
export const demoCustomerHome = { latitude: 28.6425, longitude: 77.2155 } as const;

/**
 * One default delivery address for the demo customer, so trying the app does not start with the
 * add-address prompt. A real place: the Paharganj side of New Delhi station (coordinates from the
 * bundled station data).
 */
export async function seedDemoAddresses(tx: Db): Promise<void> {
  const [demo] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, demoAccounts[0].mobile))
    .limit(1);
  if (!demo) return;
  const existing = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, demo.id))
    .limit(1);
  if (existing.length > 0) return;
  await tx.insert(addresses).values({
    userId: demo.id,
    addressType: 'HOME',
    completeAddress: 'House 14, Chitragupta Road',
    area: 'Paharganj',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110055',
    landmark: 'Paharganj side of New Delhi station',
    latitude: demoCustomerHome.latitude,
    longitude: demoCustomerHome.longitude,
    placeId: 'station:NDLS',
    isDefault: true,
  });
}
