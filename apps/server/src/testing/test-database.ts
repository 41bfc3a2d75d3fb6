import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data folder (tar file) every test database starts from. */
    pgliteTemplateFile: string;
    /** PostgreSQL runs only: a migrated database every test database is copied from. */
    postgresTemplateDatabase: string;
  }
}

export type TestDatabaseOptions = {
  /** PostgreSQL only: where the app's pool connects instead (e.g. a proxy the test can cut). */
  connectVia?: { host: string; port: number };
  /** PostgreSQL only: the app's statement timeout (production sets DB_STATEMENT_TIMEOUT_MS); none by default. */
  statementTimeoutMs?: number;
};

/** The run's migrated PGlite dump (testing/global-setup.ts), read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;
function loadPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated database: in-memory PGlite by default, or — when DATABASE_URL is set — a new
 * database on that PostgreSQL server, dropped again on close. Both are copies of the template the run
 * migrated once (testing/global-setup.ts); migrating here again is a no-op that keeps the copy honest.
 */
export async function createTestDatabase({
  connectVia,
  statementTimeoutMs,
}: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({
      databaseUrl: undefined,
      dataDir: 'memory://',
      loadDataDir: await loadPgliteTemplate(),
    });
    await database.migrate();
    return database;
  }
  const name = `railbite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplateDatabase')}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrations go straight to the server, so a test that cuts the proxy cannot break its own set-up.
  const direct = await createDatabase({
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    statementTimeoutMs,
  });
  await direct.migrate();
  if (connectVia) {
    await direct.close();
    url.hostname = connectVia.host;
    url.port = String(connectVia.port);
  }
  const database = connectVia
    ? await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', statementTimeoutMs })
    : direct;
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
