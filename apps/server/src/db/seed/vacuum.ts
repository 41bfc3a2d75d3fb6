import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * VACUUM ANALYZE after a bulk load (ADR 028). Freshly written rows are not yet marked all-visible, so
 * every index-only scan (the list pages' ids, the search's lateral lookups) still reads the table's
 * pages: a deep list page read 120 times more buffers at 50,000 restaurants until a vacuum ran, and
 * autovacuum may be off or late. ANALYZE gives the planner the new sizes. Runs outside any
 * transaction (VACUUM cannot run in one); about 0.5 s for the demo seed on PGlite.
 */
export async function vacuumAfterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
