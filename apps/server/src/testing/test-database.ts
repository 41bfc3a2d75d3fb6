import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when DATABASE_URL
 * is set — a new database on that PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
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
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await database.migrate();
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
