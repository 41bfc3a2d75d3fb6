import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../client.ts';
import { seedRuns } from '../schema/seed-runs.ts';
import { users } from '../schema/users.ts';
import { seedCatalog } from './catalog-seed.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { seedDemoPartner } from './demo-partner.ts';
import { seedRailways } from './railways-seed.ts';
import { vacuumAfterBulkLoad } from './vacuum.ts';

type Seed = { name: string; run(tx: Db): Promise<void> };

const demoSeed: Seed = {
  name: 'demo',
  async run(tx) {
    for (const account of demoAccounts) {
      const { password, ...fields } = account;
      await tx
        .insert(users)
        .values({ ...fields, passwordHash: await hashPassword(password) })
        .onConflictDoNothing();
    }
  },
};

/** Cuisines, a restaurant or two per major station, and their menus (deterministic). */
const catalogSeed: Seed = { name: 'catalog', run: seedCatalog };

/** The demo customer's saved address (a later seed: databases seeded before it get it once too). */
const demoAddressesSeed: Seed = { name: 'demo-addresses', run: seedDemoAddresses };

/** The demo partner's restaurants (a later seed: it needs the catalog). */
const demoPartnerSeed: Seed = { name: 'demo-partner', run: seedDemoPartner };

/** Stations, trains and their scheduled stops (open railway data, ADR 027). */
const railwaysSeed: Seed = { name: 'railways', run: seedRailways };

/** Applies each seed once per database, in order, then vacuums if any ran; returns the names applied now. */
export async function applySeeds(db: Db, which: 'demo' | 'none'): Promise<string[]> {
  if (which === 'none') return [];
  const applied: string[] = [];
  for (const seed of [demoSeed, catalogSeed, demoAddressesSeed, demoPartnerSeed, railwaysSeed]) {
    const done = await db.select().from(seedRuns).where(eq(seedRuns.name, seed.name)).limit(1);
    if (done.length > 0) continue;
    await db.transaction(async (tx) => {
      await seed.run(tx);
      await tx.insert(seedRuns).values({ name: seed.name });
    });
    applied.push(seed.name);
  }
  if (applied.length > 0) await vacuumAfterBulkLoad(db);
  return applied;
}
