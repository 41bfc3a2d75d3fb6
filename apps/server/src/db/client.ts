import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { claimDataDir, explainOpenFailure, probeWritable } from './data-dir.ts';
import { isReadOnlyRefusal } from './errors.ts';
import * as schema from './schema/index.ts';

/** One type for both drivers: repositories never know which engine they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** `read-only`: reads answer but writes fail (a full disk, a read-only folder or server). */
export type DatabaseHealth = 'up' | 'read-only' | 'down';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  checkHealth(): Promise<DatabaseHealth>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The extensions every PGlite instance is created with (a dumped data folder needs the same). */
export const pgliteExtensions = { pg_trgm };

/**
 * How close a word must be for catalog search to count it (pg_trgm's word similarity, 0–1). The
 * default 0.6 misses one-letter slips like "chiken" for "chicken" (0.5); 0.45 catches them without
 * matching unrelated dishes. Set per connection so the trigram indexes still serve `<%`.
 */
const wordSimilarityThreshold = '0.45';

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite only: start from this dumped data folder (`dumpDataDir`) instead of initialising a cluster. */
  loadDataDir?: Blob;
};

export async function createDatabase({
  databaseUrl,
  dataDir,
  loadDataDir,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // Without a bound, a request waits forever for a connection to a database that does not answer;
      // this way it fails (and the error handler answers 503) while the pool keeps trying afresh.
      connectionTimeoutMillis: 5_000,
      options: `-c pg_trgm.word_similarity_threshold=${wordSimilarityThreshold}`,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      // txid_current() needs a transaction id, which a standby (read-only after a failover) refuses.
      checkHealth: () =>
        db.execute(sql`select txid_current()`).then(
          () => 'up' as const,
          (error: unknown) => (isReadOnlyRefusal(error) ? 'read-only' : 'down'),
        ),
      close: () => pool.end(),
    };
  }
  if (dataDir === 'memory://') return openPglite('memory://', loadDataDir);
  return openPgliteFolder(dataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${wordSimilarityThreshold}`);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite' as const,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    checkHealth: () => probe(() => db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** On disk: the folder is claimed first (data-dir.ts), and failures name it and their cause. */
async function openPgliteFolder(dataDir: string): Promise<Database> {
  const lock = await claimDataDir(dataDir);
  let database: Database;
  try {
    database = await openPglite(dataDir);
  } catch (error) {
    await lock.release();
    throw await explainOpenFailure(dataDir, error);
  }
  return {
    ...database,
    // A query reads from cache; only a write to the disk shows that it is full or read-only.
    checkHealth: async () => {
      const health = await database.checkHealth();
      return health === 'up' ? probe(() => probeWritable(dataDir), 'read-only') : health;
    },
    close: async () => {
      try {
        await database.close();
      } finally {
        await lock.release();
      }
    },
  };
}

async function probe(
  check: () => Promise<unknown>,
  failed: DatabaseHealth = 'down',
): Promise<DatabaseHealth> {
  try {
    await check();
    return 'up';
  } catch {
    return failed;
  }
}
