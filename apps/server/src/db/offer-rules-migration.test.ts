import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from './client.ts';

/** The last migration before offers became rules (0014_offer_rules). */
const lastTextMigration = 13;

type Journal = { entries: { idx: number }[] };

/** A copy of the migrations folder that stops at `lastIdx`, as a database migrated before would be. */
async function migrationsUpTo(lastIdx: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'railbite-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const facetCounts = `select cuisine_id::int as cuisine, facet::int as facet, restaurants::int as n
  from restaurant_facet_counts where restaurants <> 0 order by 1, 2`;
const recountedFacets = `select cuisine::int, facet::int, count(*)::int as n from (
    select 0 as cuisine, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_type, r.cost_for_two_paise) as facet
    from restaurants r
    union all
    select rc.cuisine_id, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_type, r.cost_for_two_paise)
    from restaurant_cuisines rc join restaurants r on r.id = rc.restaurant_id
  ) counted group by 1, 2 order by 1, 2`;

// A database seeded while offers were free text keeps them, as rules pricing applies (ADR 021).
describe('migration 0014: offer texts become rules', () => {
  let client: PGlite;
  let oldMigrations: string;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: pgliteExtensions });
    oldMigrations = await migrationsUpTo(lastTextMigration);
    await migrate(drizzle({ client }), { migrationsFolder: oldMigrations });
    const restaurant = (id: number, offer: string | null) =>
      `(${String(id)}, 'R${String(id)}', '/r.svg', 'Station Road', 'Pune', 'Maharashtra', 'PUNE', 'Pune',
        18.5, 73.8, 4.2, 20, 25, ${offer === null ? 'NULL' : `'${offer}'`}, '00:00', '23:59', 40000)`;
    await client.exec(`
      INSERT INTO cuisines (id, name, image_path) VALUES (1, 'Pizza', '/c.svg');
      INSERT INTO restaurants (id, name, image_path, address, city, state, station_code, station_name,
        latitude, longitude, rating, delivery_time_min, delivery_time_max, offer_text, opens_at, closes_at,
        cost_for_two_paise)
      VALUES ${[
        restaurant(1, 'Flat ₹100 OFF above ₹499'),
        restaurant(2, '20% OFF up to ₹50'),
        restaurant(3, '10% OFF on orders above ₹199'),
        restaurant(4, 'Free dessert on orders above ₹399'),
        restaurant(5, 'A text no seed ever wrote'),
        restaurant(6, null),
      ].join(', ')};
      INSERT INTO restaurant_cuisines (cuisine_id, restaurant_id) VALUES (1, 1), (1, 5), (1, 6);
    `);
    await migrate(drizzle({ client }), { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it('turns each seed text into its rule, and drops a text no rule matches', async () => {
    const { rows } = await client.query(`select id::int, offer_type as type, offer_amount_paise as amount,
      offer_percent as percent, offer_cap_paise as cap, offer_min_order_paise as min from restaurants order by id`);
    expect(rows).toEqual([
      { id: 1, type: 'flat', amount: 100_00, percent: null, cap: null, min: 499_00 },
      { id: 2, type: 'percent', amount: null, percent: 20, cap: 50_00, min: 0 },
      { id: 3, type: 'percent', amount: null, percent: 10, cap: null, min: 199_00 },
      { id: 4, type: 'flat', amount: 60_00, percent: null, cap: null, min: 399_00 },
      { id: 5, type: null, amount: null, percent: null, cap: null, min: null },
      { id: 6, type: null, amount: null, percent: null, cap: null, min: null },
    ]);
    const columns = await client.query(`select 1 from information_schema.columns
      where table_name = 'restaurants' and column_name = 'offer_text'`);
    expect(columns.rows).toEqual([]);
  });

  it('counts the Offers chip from the rules, and the triggers keep counting', async () => {
    expect((await client.query(facetCounts)).rows).toEqual((await client.query(recountedFacets)).rows);
    await client.exec(`UPDATE restaurants SET offer_type = NULL, offer_amount_paise = NULL,
      offer_min_order_paise = NULL WHERE id = 1`);
    await client.exec(`DELETE FROM restaurants WHERE id = 2`);
    expect((await client.query(facetCounts)).rows).toEqual((await client.query(recountedFacets)).rows);
  });
});
