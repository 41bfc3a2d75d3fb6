import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../client.ts';
import { restaurants } from '../schema/catalog.ts';
import { restaurantMembers } from '../schema/partners.ts';
import { users } from '../schema/users.ts';
import { demoAccounts, demoPartnerRestaurantCount } from './demo-accounts.ts';

const demoPartner = demoAccounts.find((account) => account.roleType === 'partner');

/**
 * The demo partner owns the first restaurants at New Delhi station (NDLS), the ones closest to the
 * demo customer's saved address, so an order placed as the customer shows up on the partner's board.
 */
export async function seedDemoPartner(tx: Db): Promise<void> {
  if (!demoPartner) return;
  // Written here too, so databases seeded before the partner and admin accounts existed get them once.
  for (const { password, ...fields } of demoAccounts.filter((account) => account.roleType !== 'customer'))
    await tx
      .insert(users)
      .values({ ...fields, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  // By role too: someone who signed up with the demo number must never become its restaurants' owner.
  const [partner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, demoPartner.mobile), eq(users.roleType, 'partner')))
    .limit(1);
  if (!partner) return;
  const kitchens = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.stationCode, 'NDLS'))
    .orderBy(asc(restaurants.id))
    .limit(demoPartnerRestaurantCount);
  if (kitchens.length === 0) return;
  await tx
    .insert(restaurantMembers)
    .values(kitchens.map(({ id }) => ({ userId: partner.id, restaurantId: id, role: 'owner' as const })))
    .onConflictDoNothing();
}
