import { eq } from 'drizzle-orm';
import type { RoleType } from '@railbite/contract/roles';
import { restaurantMembers } from '../db/schema/partners.ts';
import { users } from '../db/schema/users.ts';
import { registerCustomer } from './customer.ts';
import type { TestApp } from './test-app.ts';

export type StaffAccount = { userId: number; mobile: string; headers: { authorization: string } };

/**
 * A logged-in account of another role: signed up through the API like anyone, then given the role
 * (admins are made by `npm run admin:create`, partners by onboarding) and, for a partner, the
 * restaurants it runs.
 */
export async function staffAccount(
  t: TestApp,
  roleType: Exclude<RoleType, 'customer'>,
  runs: { restaurantId: number; role?: 'owner' | 'staff' }[] = [],
): Promise<StaffAccount> {
  const { mobile, headers } = await registerCustomer(t.app, roleType === 'partner' ? 'Ravi Kumar' : 'Meera');
  const [user] = await t.database.db
    .update(users)
    .set({ roleType })
    .where(eq(users.mobile, mobile))
    .returning({ id: users.id });
  if (!user) throw new Error(`no user for ${mobile}`);
  if (runs.length > 0)
    await t.database.db
      .insert(restaurantMembers)
      .values(runs.map(({ restaurantId, role = 'owner' }) => ({ userId: user.id, restaurantId, role })));
  return { userId: user.id, mobile, headers };
}
