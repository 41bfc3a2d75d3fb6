import { randomBytes } from 'node:crypto';
import {
  access,
  constants,
  link,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  statfs,
  writeFile,
} from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * A PGlite data folder we refuse to open, with a message meant for the person starting the server:
 * it names the folder and the cause, so start-up prints it instead of a stack trace.
 */
export class DataDirError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataDirError';
  }
}

/** For the command-line entry points: a folder we refuse is the operator's to fix, not a stack trace. */
export function exitOnDataDirError(error: unknown): never {
  if (!(error instanceof DataDirError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** Held for as long as the server uses the folder; PGlite's own postmaster.pid says pid -42 always. */
export const lockFileName = 'railbite.lock';

type LockOwner = { pid: number; hostname: string; startedAt: string };

/** Folders this process holds: tells our own live lock from one a previous run under our pid left. */
const claimedHere = new Set<string>();

export type DataDirLock = { release(): Promise<void> };

/**
 * Makes sure the folder is ours to use before PGlite touches it: PGlite runs initdb over any folder
 * without PG_VERSION (erasing what is there) and lets two processes write one cluster (the last to
 * stop overwrites the other's acknowledged writes).
 */
export async function claimDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = path.resolve(dataDir);
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    throw new DataDirError(`Cannot create the database folder ${folder}: ${describeFsError(error)}.`, {
      cause: error,
    });
  }
  // Locked first: a second server starting while the first initialises the cluster would otherwise
  // see a half-made folder (no PG_VERSION yet) and call it foreign.
  const claim = await lock(folder);
  try {
    await refuseForeignFiles(folder);
  } catch (error) {
    await claim.release();
    throw error;
  }
  return claim;
}

async function refuseForeignFiles(folder: string): Promise<void> {
  // Our own files (the lock, a crashed health probe) say nothing about whose folder it is.
  const names = (await readdir(folder)).filter((name) => !name.startsWith('railbite.'));
  if (names.length === 0 || names.includes('PG_VERSION')) return;
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  throw new DataDirError(
    `${folder} is not a RailBite database folder (no PG_VERSION; it holds ${shown}); refusing to ` +
      'initialise over its files. Point DATA_DIR at an empty folder, or restore the database folder ' +
      'from a backup. If a first start was interrupted and nothing there matters, empty the folder.',
  );
}

async function lock(folder: string): Promise<DataDirLock> {
  const lockPath = path.join(folder, lockFileName);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(me);
  // Written aside and linked into place, so nobody ever reads a half-written lock file.
  const draft = `${lockPath}.${randomBytes(6).toString('hex')}`;
  try {
    await writeFile(draft, content, { flag: 'w' });
    // A second try only after moving a stale lock out of the way (takeStaleLock): if another start
    // took the folder in between, we lose.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await linkOnce(draft, lockPath)) {
        claimedHere.add(folder);
        return { release: () => releaseLock(folder, lockPath, content) };
      }
      const seen = await readLockText(lockPath);
      const owner = seen === undefined ? undefined : parseOwner(seen);
      if (owner && ownerMayBeAlive(folder, owner)) throw inUse(folder, lockPath, owner);
      if (!(await takeStaleLock(lockPath, seen))) break;
    }
    throw new DataDirError(`${folder} is being opened by another process at the same moment; try again.`);
  } catch (error) {
    if (error instanceof DataDirError) throw error;
    throw new DataDirError(`Cannot use the database folder ${folder}: ${describeFsError(error)}.`, {
      cause: error,
    });
  } finally {
    await rm(draft, { force: true });
  }
}

async function linkOnce(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

async function readLockText(lockPath: string): Promise<string | undefined> {
  try {
    return await readFile(lockPath, 'utf8');
  } catch {
    return undefined;
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string') return undefined;
    return { pid: owner.pid, hostname: owner.hostname, startedAt: String(owner.startedAt) };
  } catch {
    // Unreadable: lock files are linked in whole, so this one was not left by a live server.
    return undefined;
  }
}

/**
 * Moves the stale lock we read (`seen`) out of the way, and only that one. Renaming is atomic, so of
 * two starts that both found the same stale lock, one moves it and the other finds nothing to move. A
 * start that moved a *fresh* lock instead (another start took the folder between our read and our
 * rename) puts it back and gives up. Deleting by name could not tell the two apart.
 */
export async function takeStaleLock(lockPath: string, seen: string | undefined): Promise<boolean> {
  const aside = `${lockPath}.stale.${randomBytes(6).toString('hex')}`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    // Already moved or released by someone else: the folder may be free now.
    if (errorCode(error) === 'ENOENT') return true;
    throw error;
  }
  const moved = await readLockText(aside);
  if (moved === seen) {
    await rm(aside, { force: true });
    return true;
  }
  await linkOnce(aside, lockPath);
  await rm(aside, { force: true });
  return false;
}

/**
 * Another machine's process cannot be checked, so it counts as alive. Our own pid on a folder we do
 * not hold means a previous run under the same pid (a restarted container), which is dead.
 */
function ownerMayBeAlive(folder: string, owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true;
  if (owner.pid === process.pid) return claimedHere.has(folder);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) !== 'ESRCH';
  }
}

function inUse(folder: string, lockPath: string, owner: LockOwner): DataDirError {
  const here = owner.hostname === hostname();
  return new DataDirError(
    `${folder} is in use by another RailBite server (pid ${String(owner.pid)}${here ? '' : ` on ${owner.hostname}`}, ` +
      `started ${owner.startedAt}). Two servers on one PGlite folder lose each other's writes: stop ` +
      `that one first, or give this one its own DATA_DIR.` +
      (here ? '' : ` If that machine no longer runs it, delete ${lockPath}.`),
  );
}

async function releaseLock(folder: string, lockPath: string, content: string): Promise<void> {
  // Only our own lock: a takeover after we were presumed dead must not be undone by us.
  const current = await readFile(lockPath, 'utf8').catch(() => undefined);
  if (current !== content) return;
  await rm(lockPath, { force: true });
  claimedHere.delete(folder);
}

/** PGlite reports file errors with the WASI numbers of Emscripten's file system (ErrnoError). */
const wasiErrnoCodes: Record<number, string> = { 2: 'EACCES', 51: 'ENOSPC', 63: 'EPERM', 69: 'EROFS' };

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  if (typeof code === 'string') return code;
  return typeof errno === 'number' ? wasiErrnoCodes[errno] : undefined;
}

const diskFull = 'the disk is full (free some space and start again)';

const causes: Record<string, string> = {
  ENOSPC: diskFull,
  EROFS: 'the folder is read-only (it is on a read-only file system)',
  EACCES: 'the folder is read-only for this user (permission denied)',
  EPERM: 'the folder is read-only for this user (operation not permitted)',
};

function describeFsError(error: unknown): string {
  const code = errorCode(error);
  return (code && causes[code]) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Turns PGlite's start-up failures ("Aborted()", "ErrnoError 51", "failed to initialize properly")
 * into the folder and a likely cause: a file error it names, else what the folder itself tells us.
 */
export async function explainOpenFailure(dataDir: string, error: unknown): Promise<DataDirError> {
  const folder = path.resolve(dataDir);
  const cause = await findCause(folder, error);
  return new DataDirError(`Cannot open the database in ${folder}: ${cause}.`, { cause: error });
}

async function findCause(folder: string, error: unknown): Promise<string> {
  const code = errorCode(error);
  if (code && causes[code]) return causes[code];
  try {
    await access(folder, constants.W_OK);
  } catch (accessError) {
    return describeFsError(accessError);
  }
  const space = await statfs(folder).catch(() => undefined);
  if (space && space.bavail === 0) return diskFull;
  const said = error instanceof Error ? error.message : String(error);
  return (
    `its files look damaged or incomplete (PGlite said: ${said}). Restore the folder from a backup; ` +
    'deleting it starts an empty database'
  );
}

/**
 * A write that needs fresh disk space: a new file each time (overwriting one in place could reuse its
 * blocks on a full disk). Used by the health check, as queries may still answer from memory.
 */
export async function probeWritable(dataDir: string): Promise<void> {
  const file = path.join(dataDir, `railbite.health-${String(process.pid)}`);
  try {
    await writeFile(file, healthProbeBytes, { flag: 'w' });
  } finally {
    await rm(file, { force: true });
  }
}

const healthProbeBytes = new Uint8Array(4096);
