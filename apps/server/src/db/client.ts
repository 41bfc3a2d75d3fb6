import { mkdir } from 'node:fs/promises';
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
import * as schema from './schema/index.ts';

/** One type for both drivers: repositories never know which engine they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
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
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? 'memory://' : dataDir, {
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${wordSimilarityThreshold}`);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
