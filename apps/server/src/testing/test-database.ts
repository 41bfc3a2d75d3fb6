import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';

export type TestDatabaseOptions = {
  /** PostgreSQL only: where the app's pool connects instead (e.g. a proxy the test can cut). */
  connectVia?: { host: string; port: number };
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when DATABASE_URL
 * is set — a new database on that PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase({ connectVia }: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `railbite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrations go straight to the server, so a test that cuts the proxy cannot break its own set-up.
  const direct = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await direct.migrate();
  if (connectVia) {
    await direct.close();
    url.hostname = connectVia.host;
    url.port = String(connectVia.port);
  }
  const database = connectVia
    ? await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })
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
