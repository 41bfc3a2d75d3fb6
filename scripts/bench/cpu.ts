// Where the CPU went during a run (Linux /proc only): the server process, the postgres processes that
// serve it, this bench (the load generator), and everything else on the machine, in cores. On a shared
// machine the "other" figure says how noisy the run was.
import { readFileSync, readdirSync } from 'node:fs';

export type CpuUse = { server: number; postgres: number; bench: number; other: number; idle: number };

type Snapshot = { total: number; idle: number; server: number; postgres: Map<string, number>; bench: number };

function processTicks(pid: string): { name: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone, or not Linux
  }
}

/**
 * A client backend's title is `postgres: [cluster: ]user database host(port) state`; background
 * processes (checkpointer, walwriter, autovacuum, …) have no client address. Undefined when unreadable.
 */
function backendDatabase(pid: string): string | null | undefined {
  try {
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    const client = /^postgres: (?:[^:]+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title);
    return client ? (client[1] ?? null) : null;
  } catch {
    return undefined;
  }
}

/**
 * With `database`, only the postgres processes that can be working for it count: its own backends and
 * the shared background ones. Backends of other databases on the same server (other users' tests on a
 * shared machine) land in "other" instead.
 */
function servesDatabase(pid: string, database: string | undefined): boolean {
  if (database === undefined) return true;
  const served = backendDatabase(pid);
  return served === null || served === database;
}

function snapshot(serverPid: number, database: string | undefined): Snapshot | undefined {
  let cpu: number[];
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    cpu = line.trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return undefined;
  }
  const postgres = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const info = processTicks(pid);
    if (info?.name === 'postgres' && servesDatabase(pid, database)) postgres.set(pid, info.ticks);
  }
  return {
    total: cpu.reduce((sum, value) => sum + value, 0),
    idle: (cpu[3] ?? 0) + (cpu[4] ?? 0),
    server: processTicks(String(serverPid))?.ticks ?? 0,
    postgres,
    bench: processTicks(String(process.pid))?.ticks ?? 0,
  };
}

/**
 * Starts measuring; the returned function gives the average use over the interval, in cores. `database`
 * (PostgreSQL) leaves other databases' backends out of the postgres figure.
 */
export function startCpuSample(serverPid: number | undefined, database?: string): () => CpuUse | undefined {
  const before = serverPid === undefined ? undefined : snapshot(serverPid, database);
  return () => {
    const after = before && serverPid !== undefined ? snapshot(serverPid, database) : undefined;
    if (!before || !after || after.total <= before.total) return undefined;
    // /proc/stat counts ticks summed over all cores; the per-process counters use the same tick.
    const cores = (ticks: number) => (ticks / (after.total - before.total)) * cpuCount();
    const server = cores(after.server - before.server);
    // Per process, so a backend that exits mid-run is left out instead of making the sum negative.
    const postgresTicks = [...after.postgres].reduce(
      (sum, [pid, ticks]) => sum + ticks - (before.postgres.get(pid) ?? 0),
      0,
    );
    const postgres = cores(postgresTicks);
    const bench = cores(after.bench - before.bench);
    const idle = cores(after.idle - before.idle);
    const other = Math.max(0, cpuCount() - idle - server - postgres - bench);
    return { server, postgres, bench, other, idle };
  };
}

function cpuCount(): number {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line)).length;
}
