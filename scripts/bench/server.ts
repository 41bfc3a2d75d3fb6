// The bench's database and server: where the data lives, seeding it, reading its size, and running
// the API as a child process that is always stopped again.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase } from '../../apps/server/src/db/client.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export function targetFromEnv(folderSuffix: number | string): Target {
  const url = process.env.DATABASE_URL;
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: path.join(os.tmpdir(), `railbite-bench-pglite-${folderSuffix}`) };
}

/** The target's settings as the server and seed read them (config.ts). */
export function targetEnv(target: Target): Record<string, string> {
  return target.kind === 'postgres'
    ? { DATABASE_URL: target.url }
    : { DATABASE_URL: '', DATA_DIR: target.dataDir };
}

export function describeTarget(target: Target): string {
  if (target.kind === 'pglite') return `PGlite in ${target.dataDir}`;
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

function databaseOf(target: Target): string | undefined {
  return target.kind === 'postgres' ? decodeURIComponent(new URL(target.url).pathname.slice(1)) : undefined;
}

/** Drops and recreates the PostgreSQL database, or deletes the PGlite folder. */
export async function resetTarget(target: Target): Promise<void> {
  if (target.kind === 'pglite') {
    await rm(target.dataDir, { recursive: true, force: true });
    return;
  }
  const url = new URL(target.url);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name || name === 'postgres') throw new Error('--fresh needs DATABASE_URL to name its own database');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const quoted = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
}

const children = new Set<ChildProcess>();

/** Stops every child this bench started (by its own handle, never by name). */
export function killChildren(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const child of children) child.kill(signal);
}

function startChild(args: string[], env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
}

/** `npm run seed [-- --scale N]`: migrates, applies the demo seeds and N generated restaurants once. */
export async function seedTarget(target: Target, scale?: number): Promise<void> {
  const scaleArgs = scale === undefined ? [] : ['--scale', String(scale)];
  const child = startChild(['apps/server/src/db/seed/cli.ts', ...scaleArgs], targetEnv(target));
  const code = await exited(child);
  if (code !== 0) throw new Error(`The seed failed (exit code ${String(code)})`);
}

export type DatasetFacts = { engine: string; restaurants: number; menuItems: number; cuisines: number };

/** Refreshes planner statistics (so plans do not depend on autovacuum's timing) and reads the sizes. */
export async function inspectTarget(target: Target): Promise<DatasetFacts> {
  const database = await createDatabase(
    target.kind === 'postgres'
      ? { databaseUrl: target.url, dataDir: '' }
      : { databaseUrl: undefined, dataDir: target.dataDir },
  );
  try {
    await database.db.execute(sql`vacuum analyze`);
    const result = await database.db.execute(sql`select version() as version,
      (select count(*)::int from restaurants) as restaurants,
      (select count(*)::int from menu_items) as "menuItems",
      (select count(*)::int from cuisines) as cuisines`);
    const [row] = (result as { rows: (Omit<DatasetFacts, 'engine'> & { version: string })[] }).rows;
    if (!row) throw new Error('Could not read the dataset size');
    const version = row.version.replace(/ on .*$/, '').replace(/,.*$/, '');
    return {
      engine:
        target.kind === 'pglite'
          ? `PGlite ${pgliteVersion()} (${version.replace(/ \(PGlite[^)]*\)/, '')} in WASM, inside the server process)`
          : version,
      restaurants: row.restaurants,
      menuItems: row.menuItems,
      cuisines: row.cuisines,
    };
  } finally {
    await database.close();
  }
}

function pgliteVersion(): string {
  const file = path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen(port, '127.0.0.1', () =>
      probe.close(() => {
        resolve(true);
      }),
    );
  });
}

/** A free port in 3400–3499, starting from a random one so parallel benches rarely collide. */
export async function freePort(preferred?: number, first = 3400): Promise<number> {
  if (preferred !== undefined) {
    if (await portIsFree(preferred)) return preferred;
    throw new Error(`Port ${preferred} is in use`);
  }
  const offset = Math.floor(Math.random() * 100);
  for (let k = 0; k < 100; k++) {
    const port = first + ((offset + k) % 100);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${first}–${first + 99}`);
}

export type RunningServer = {
  baseUrl: string;
  pid: number | undefined;
  /** The PostgreSQL database it uses (undefined for PGlite, which runs inside the server process). */
  database: string | undefined;
  stop(): Promise<void>;
};

/**
 * Starts `node --import tsx apps/server/src/server.ts` and waits until /api/health answers 200.
 * `env` adds or overrides settings (the web bench seeds an in-memory database at start); `nodeArgs`
 * go to Node itself (`--cpu-prof`).
 */
export async function startServer(
  target: Target,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const child = startChild(
    ['apps/server/src/server.ts'],
    {
      ...targetEnv(target),
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the benches reach it at: pages asked for on another host are redirected (ADR 023).
      PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED: 'none',
      ...env,
    },
    nodeArgs,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, pid: child.pid, database: databaseOf(target), stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The server did not become healthy within 2 minutes');
}
