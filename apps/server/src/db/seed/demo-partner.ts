import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../client.ts';
import { restaurants } from '../schema/catalog.ts';
import { restaurantMembers } from '../schema/partners.ts';
import { users } from '../schema/users.ts';
import { demoAccounts, demoPartnerRestaurantCount } from './demo-accounts.ts';
import { demoCustomerHome } from './demo-addresses.ts';

const demoPartner = demoAccounts.find((account) => account.roleType === 'partner');

/**
 * Squared distance from the demo customer's saved address, in degrees of latitude (a degree of
 * longitude is shorter by cos(latitude)): enough to rank kitchens a few kilometres apart.
 */
export function distanceFromDemoCustomer() {
  const { latitude, longitude } = demoCustomerHome;
  const longitudeScale = Math.cos((latitude * Math.PI) / 180);
  return sql`power(${restaurants.latitude} - ${latitude}, 2) + power((${restaurants.longitude} - ${longitude}) * ${longitudeScale}, 2)`;
}

/**
 * The demo partner owns the restaurants nearest the demo customer's saved address (Paharganj, by New
 * Delhi station). The seed has no favourites or past orders, so her favourite is her nearest kitchen,
 * and an order she places there shows up on the partner's board.
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
    .orderBy(distanceFromDemoCustomer(), asc(restaurants.id))
    .limit(demoPartnerRestaurantCount);
  if (kitchens.length === 0) return;
  // Round the clock (the catalog's all-day hours), so trying the customer and partner sides together
  // works at any hour; the partner can set other hours from the console.
  await tx
    .update(restaurants)
    .set({ opensAt: '00:00:00', closesAt: '23:59:00', isAcceptingOrders: true })
    .where(
      inArray(
        restaurants.id,
        kitchens.map(({ id }) => id),
      ),
    );
  await tx
    .insert(restaurantMembers)
    .values(kitchens.map(({ id }) => ({ userId: partner.id, restaurantId: id, role: 'owner' as const })))
    .onConflictDoNothing();
}
