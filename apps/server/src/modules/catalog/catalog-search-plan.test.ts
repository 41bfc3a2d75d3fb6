import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { insertGeneratedKitchens } from '../../testing/catalog-fixture.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createCatalogSearchRepository, suitsOnePlan } from './catalog-search.repository.ts';

// ADR 028, third addendum: PostgreSQL planned every search afresh once the catalog was large, which
// cost as much as running it. A term with trigrams to look up now gets one plan, kept after five runs.

describe('which terms one plan suits', () => {
  it.each(['paneer', 'biryni', 'dosa plaza', 'a b cde', 'pizza42'])('"%s" has a run of three', (term) => {
    expect(suitsOnePlan(term)).toBe(true);
  });
  it.each(['p', 'pa', 'a b', 'p-a-n', '12 34'])('"%s" has none, so it is planned for its value', (term) => {
    expect(suitsOnePlan(term)).toBe(false);
  });
});

/** Names as the scale seed makes them: a few hundred words, none of them "paneer". */
const words = [
  'Shahi',
  'Biryani',
  'House',
  'Udupi',
  'Bhavan',
  'Dhaba',
  'Rasoi',
  'Kitchen',
  'Zaika',
  'Corner',
];
const kitchens = 50_000;
const wordArray = sql.raw(`array[${words.map((word) => `'${word}'`).join(', ')}]`);

describe.skipIf(!process.env.DATABASE_URL)('the search plan on PostgreSQL, at 50,000 kitchens', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertGeneratedKitchens(database.db, kitchens, {
      name: sql`(${wordArray})[1 + g % 10] || ' ' || (${wordArray})[1 + (g / 10) % 10] || ' ' || g`,
      latitude: sql`20 + g / 100000.0`,
    });
  }, 60_000);
  afterAll(() => database.close());

  it('keeps one plan for every term with trigrams, instead of planning each search', async () => {
    // One connection throughout (a transaction), so its prepared statements are the ones counted.
    const counts = await database.db.transaction(async (tx) => {
      const search = createCatalogSearchRepository(tx, preparedOnce());
      for (const term of [
        'paneer',
        'biryni',
        'dosa',
        'thali',
        'kebab',
        'momos',
        'paratha',
        'idli',
        'vada',
        'chaat',
      ])
        await search.searchRestaurants(term);
      const result = await tx.execute(
        sql`select name, generic_plans, custom_plans from pg_prepared_statements
            where name like 'catalog_search_restaurants%'`,
      );
      return (result as { rows: { name: string; generic_plans: string; custom_plans: string }[] }).rows;
    });
    // PostgreSQL plans the first five runs for their values, then keeps the generic plan.
    expect(counts).toEqual([
      { name: 'catalog_search_restaurants_one_plan', generic_plans: '5', custom_plans: '5' },
    ]);
  });
});
