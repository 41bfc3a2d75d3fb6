import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
import type { Database } from './client.ts';
import { DataDirError, claimDataDir, explainOpenFailure, lockFileName, takeStaleLock } from './data-dir.ts';

let root: string;
let count = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'railbite-data-dir-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function freshFolder(): Promise<string> {
  count += 1;
  const folder = path.join(root, `data-${String(count)}`);
  await mkdir(folder);
  return folder;
}

async function openFails(dataDir: string): Promise<DataDirError> {
  const error = await createDatabase({ databaseUrl: undefined, dataDir }).then(
    (database) => database.close().then(() => undefined),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataDirError);
  return error as DataDirError;
}

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid;
}

const onDisk = (dataDir: string) => createDatabase({ databaseUrl: undefined, dataDir });

describe('a PGlite folder on disk (one real cluster, opened twice)', () => {
  let folder: string;
  let database: Database | undefined;

  beforeAll(async () => {
    folder = await freshFolder();
    database = await onDisk(folder);
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('refuses a second server on the same folder, naming the folder and the process holding it', async () => {
    const error = await openFails(folder);
    expect(error.message).toContain(folder);
    expect(error.message).toContain(`pid ${String(process.pid)}`);
    expect(error.message).toMatch(/in use by another RailBite server/);
  });

  it('reports read-only in the health check once a write into the folder fails', async () => {
    expect(await database!.checkHealth()).toBe('up');
    // The probe's file name taken by a folder: the same failed write a full disk gives, portably.
    const blocker = path.join(folder, `railbite.health-${String(process.pid)}`);
    await mkdir(blocker);
    try {
      expect(await database!.checkHealth()).toBe('read-only');
    } finally {
      await rm(blocker, { recursive: true });
    }
    expect(await database!.checkHealth()).toBe('up');
  });

  it('names the folder and the damage when a stopped cluster lost a file, and frees the lock', async () => {
    const closing = database!;
    database = undefined;
    await closing.close();
    expect(await readdir(folder)).not.toContain(lockFileName);
    await rm(path.join(folder, 'global', 'pg_control'));
    const error = await openFails(folder);
    expect(error.message).toContain(`Cannot open the database in ${folder}`);
    expect(error.message).toMatch(/damaged or incomplete/);
    expect(await readdir(folder)).not.toContain(lockFileName);
  }, 60_000);
});

describe('a folder that is not a database', () => {
  it('is refused without touching its files', async () => {
    const folder = await freshFolder();
    await writeFile(path.join(folder, 'notes.txt'), 'keep me');
    await mkdir(path.join(folder, 'photos'));
    const error = await openFails(folder);
    expect(error.message).toContain(`${folder} is not a RailBite database folder (no PG_VERSION`);
    expect(error.message).toMatch(/refusing to initialise over its files/);
    expect((await readdir(folder)).sort()).toEqual(['notes.txt', 'photos']);
    expect(await readFile(path.join(folder, 'notes.txt'), 'utf8')).toBe('keep me');
  });
});

describe('the lock file', () => {
  it('takes over a lock left by a process that is gone', async () => {
    const folder = await freshFolder();
    const lockPath = path.join(folder, lockFileName);
    await writeFile(lockPath, JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: 'then' }));
    const lock = await claimDataDir(folder);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
    expect(await readdir(folder)).toEqual([]);
  });

  it('lets only one of two starts that find the same stale lock take the folder', async () => {
    for (let round = 0; round < 10; round += 1) {
      const folder = await freshFolder();
      const lockPath = path.join(folder, lockFileName);
      await writeFile(lockPath, JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: 'then' }));
      const results = await Promise.allSettled([claimDataDir(folder), claimDataDir(folder)]);
      const claimed = results.filter((result) => result.status === 'fulfilled');
      expect(claimed).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(DataDirError);
      await claimed[0]?.value.release();
      // Nothing left behind: no draft, no stale copy, no lock.
      expect(await readdir(folder)).toEqual([]);
    }
  });

  it('leaves a fresh lock in place when another start took the folder after the stale one was read', async () => {
    const folder = await freshFolder();
    const lockPath = path.join(folder, lockFileName);
    const stale = JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: 'then' });
    const fresh = JSON.stringify({ pid: process.pid, hostname: hostname(), startedAt: 'now' });
    // We read the stale lock; meanwhile another start replaced it with its own.
    await writeFile(lockPath, fresh);
    expect(await takeStaleLock(lockPath, stale)).toBe(false);
    expect(await readFile(lockPath, 'utf8')).toBe(fresh);
    expect(await readdir(folder)).toEqual([lockFileName]);
  });

  it('takes over a lock a previous run under this very pid left (a restarted container)', async () => {
    const folder = await freshFolder();
    const lockPath = path.join(folder, lockFileName);
    await writeFile(lockPath, JSON.stringify({ pid: process.pid, hostname: hostname(), startedAt: 'then' }));
    const lock = await claimDataDir(folder);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).not.toMatchObject({ startedAt: 'then' });
    await lock.release();
  });

  it('refuses a lock held on another machine, and says how to clear it', async () => {
    const folder = await freshFolder();
    const lockPath = path.join(folder, lockFileName);
    await writeFile(lockPath, JSON.stringify({ pid: 4242, hostname: 'elsewhere', startedAt: 'then' }));
    const error = await claimDataDir(folder).then(
      () => expect.fail('the lock was taken'),
      (reason: unknown) => reason as Error,
    );
    expect(error).toBeInstanceOf(DataDirError);
    expect(error.message).toContain(`${folder} is in use by another RailBite server (pid 4242 on elsewhere`);
    expect(error.message).toContain(`delete ${lockPath}`);
  });

  it('is not removed on release once another process has taken it over', async () => {
    const folder = await freshFolder();
    const lockPath = path.join(folder, lockFileName);
    const lock = await claimDataDir(folder);
    const successor = JSON.stringify({ pid: 4242, hostname: hostname(), startedAt: 'later' });
    await writeFile(lockPath, successor);
    await lock.release();
    expect(await readFile(lockPath, 'utf8')).toBe(successor);
  });
});

describe('start-up failures', () => {
  it('names the folder and a full disk for PGlite’s ErrnoError 51', async () => {
    const folder = await freshFolder();
    const errnoError = Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 51 });
    const error = await explainOpenFailure(folder, errnoError);
    expect(error.message).toBe(
      `Cannot open the database in ${folder}: the disk is full (free some space and start again).`,
    );
  });

  it('names the folder and a read-only file system for ErrnoError 69', async () => {
    const folder = await freshFolder();
    const errnoError = Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 69 });
    expect((await explainOpenFailure(folder, errnoError)).message).toContain(
      `${folder}: the folder is read-only`,
    );
  });

  // chmod does not stop root, so this case can only be shown by a non-root user.
  it.skipIf(process.getuid?.() === 0)('refuses a folder this user cannot write', async () => {
    const folder = await freshFolder();
    await chmod(folder, 0o555);
    try {
      const error = await openFails(folder);
      expect(error.message).toContain(`Cannot use the database folder ${folder}: the folder is read-only`);
    } finally {
      await chmod(folder, 0o755);
    }
  });
});
