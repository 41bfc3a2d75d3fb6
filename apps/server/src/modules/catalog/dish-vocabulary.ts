import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * `dish_names` is search's vocabulary (migration 0004): triggers add every name written to
 * menu_items but nothing takes one out. A search follows only the 30 names closest to its term, so a
 * name no visible dish carries any more (renamed, hidden) would take one of those places and find
 * nothing. Call this in the writing transaction with the names a write may have orphaned (ADR 035).
 */
export async function forgetOrphanedDishNames(db: Db, names: readonly string[]): Promise<void> {
  const keys = [...new Set(names.map((name) => name.toLowerCase()))];
  if (keys.length === 0) return;
  await db.execute(sql`delete from dish_names d
    where d.name_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})
      and not exists (
        select 1 from menu_items m where lower(m.name) = d.name_key and m.is_hidden = false
      )`);
}
