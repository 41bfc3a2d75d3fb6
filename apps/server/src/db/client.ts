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
import { listenOnPglite, listenOnPostgres } from './notifications.ts';
import type { NotificationHandlers, NotificationSubscription } from './notifications.ts';
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
  /** LISTEN on `channel` (PostgreSQL: on a connection of its own; db/notifications.ts). */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationSubscription>;
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
  /**
   * PostgreSQL only: each statement of the app's pool is cancelled after this long (SQLSTATE 57014,
   * answered as 503), so a hung database cannot hold requests for as long as it hangs. Unset: no limit
   * (the seed CLI). PGlite runs in this process and blocks it while a statement runs: it accepts
   * `statement_timeout` but never fires it, and no timer of ours can run meanwhile either.
   */
  statementTimeoutMs?: number | undefined;
};

/** How much longer than the statement timeout the driver waits for an answer that the network lost. */
const queryTimeoutMarginMs = 1_000;

export async function createDatabase({
  databaseUrl,
  dataDir,
  loadDataDir,
  statementTimeoutMs,
}: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const settings = `-c pg_trgm.word_similarity_threshold=${wordSimilarityThreshold}`;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // Without a bound, a request waits forever for a connection to a database that does not answer;
      // this way it fails (and the error handler answers 503) while the pool keeps trying afresh.
      connectionTimeoutMillis: 5_000,
      ...(statementTimeoutMs
        ? {
            options: `${settings} -c statement_timeout=${String(statementTimeoutMs)}`,
            // The server cancels a slow statement itself; this catches an answer that never comes back
            // (a stalled network). A client that timed out is discarded (discardClientsReleasedMidQuery).
            query_timeout: statementTimeoutMs + queryTimeoutMarginMs,
          }
        : { options: settings }),
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    discardClientsReleasedMidQuery(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithoutTimeout(databaseUrl, settings),
      // A standby (read-only after a failover) answers reads but refuses every write. Asking whether the
      // server is one writes nothing, unlike a probe write, so a flood of health checks costs no WAL.
      checkHealth: () =>
        db.execute(sql`select pg_is_in_recovery() as standby`).then(
          (result) => ((result as { rows: { standby: boolean }[] }).rows[0]?.standby ? 'read-only' : 'up'),
          () => 'down' as const,
        ),
      listen: (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
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
    listen: (channel: string, handlers: NotificationHandlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/**
 * A query whose answer never came (`query_timeout`: a stalled network) stays in flight on its
 * connection, and whatever is sent next waits behind it. The pool discards a client released with an
 * error, but drizzle's transactions release without one, so such a client would be handed to the
 * next request. Marked not queryable on release, it is discarded instead (pg-pool reads the mark).
 */
export function discardClientsReleasedMidQuery(pool: pg.Pool): void {
  pool.on('release', (_error, client) => {
    const state = client as unknown as { _activeQuery: unknown; _queryable: boolean };
    if (state._activeQuery) state._queryable = false;
  });
}

/** Migrations (an index built over a large catalog) may rightly take longer than any request. */
async function migrateWithoutTimeout(databaseUrl: string, options: string) {
  const client = new pg.Client({ connectionString: databaseUrl, options });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
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
