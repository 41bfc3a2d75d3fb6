import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, pgliteExtensions } from '../db/client.ts';
// The names this setup provides are declared beside their reader.
import type {} from './test-database.ts';

/**
 * Migrates one database for the whole run, so a test file's database costs a copy (PGlite: ~0.4 s to
 * load the dump instead of ~2.9 s to initialise and migrate a cluster; PostgreSQL: CREATE DATABASE …
 * TEMPLATE) rather than a fresh migration. Torn down when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return postgresTemplate(project, serverUrl);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'railbite-test-template-'));
  const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateDatabase', '');
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `railbite_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
  // A template must have no open connection while databases are copied from it.
  await pool.end();
  project.provide('pgliteTemplateFile', '');
  project.provide('postgresTemplateDatabase', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
