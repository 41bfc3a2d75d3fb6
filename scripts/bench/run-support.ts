// What every bench entry (catalog.ts, orders.ts) shares around its measurements: waiting for the
// server to settle, sampling CPU per run, and the facts about the machine and code a section records.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { startCpuSample } from './cpu.ts';
import type { Measurement, Timing } from './load.ts';
import { cpuMsPerRequest, cpuText } from './report.ts';
import type { ScenarioResult } from './report.ts';
import { inspectTarget, repoRoot, resetTarget, seedTarget } from './server.ts';
import type { RunningServer, Target } from './server.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One line per run for the console. */
export const show = (m: Measurement) =>
  `${Math.round(m.achieved)} req/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, max ${m.max.toFixed(0)} ms, failures ${m.failures}${m.failureDetail ? ` (${m.failureDetail})` : ''}${m.cpu ? `; cores server/pg/load/other ${cpuText(m.cpu)}; CPU ${cpuMsPerRequest(m).toFixed(2)} ms/request (server ${cpuMsPerRequest(m, 'server').toFixed(2)} + pg ${cpuMsPerRequest(m, 'postgres').toFixed(2)})` : ''}`;

/**
 * Waits until /api/health (which queues for the same database pool) answers within 50 ms three times
 * in a row: the server keeps working through requests whose clients have gone, and that backlog must
 * not leak into the next run.
 */
export async function settle(baseUrl: string): Promise<void> {
  const started = Date.now();
  let quick = 0;
  while (quick < 3 && Date.now() - started < 180_000) {
    const sent = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    quick = ok && performance.now() - sent < 50 ? quick + 1 : 0;
    await pause(200);
  }
  const waited = (Date.now() - started) / 1000;
  if (waited > 3) console.log(`  (waited ${waited.toFixed(0)} s for the server to work off its backlog)`);
}

/** One measured run once the server has settled, with the CPU each party used during it. */
export async function measuredRun(
  server: RunningServer,
  load: () => Promise<Measurement>,
): Promise<Measurement> {
  await settle(server.baseUrl);
  const stop = startCpuSample(server.pid, server.database);
  const measurement = await load();
  return { ...measurement, cpu: stop() };
}

/** The machine, and what else shares it during a load run (`alongside`). */
export function machine(alongside = 'the load generator runs on the same machine'): string {
  const cpus = os.cpus();
  const memory = (os.totalmem() / 2 ** 30).toFixed(0);
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${memory} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; ${alongside}`;
}

export const runDate = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** How much CPU unrelated work took during the runs: the noise this run had to live with. */
export function noise(results: ScenarioResult[]): string {
  const other = results
    .flatMap((result) => [result.fixed, result.paced, result.saturation])
    .flatMap((measurement) => (measurement?.cpu ? [measurement.cpu.other] : []));
  if (other.length === 0) return '';
  const mean = other.reduce((sum, cores) => sum + cores, 0) / other.length;
  return `; unrelated work used ${mean.toFixed(2)} cores on average during the runs (${Math.min(...other).toFixed(2)}–${Math.max(...other).toFixed(2)})`;
}

/** The commit measured, and whether the folders that matter had uncommitted changes at the time. */
export function codeVersion(folders = ['apps/server', 'packages/contract']): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', ...folders) !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ` with uncommitted changes in ${folders.join(' or ')}` : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The command line that repeats this run (the database password, if any, masked). */
export function reproduceCommand(script: string, target: Target, env: string[] = []): string {
  const prefix: string[] = [];
  if (target.kind === 'postgres') {
    const url = new URL(target.url);
    if (url.password) url.password = '***';
    prefix.push(`DATABASE_URL=${url.toString()}`);
  }
  const args = process.argv.slice(2).filter((arg) => arg !== '--no-docs');
  return [...prefix, ...env, `npm run ${script}`, ...(args.length ? ['--', ...args] : [])].join(' ');
}

/** Parses a whole-number option or exits with the usage text. */
export function wholeNumber(usage: string, name: string, text: string | undefined, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a whole number ≥ ${min} (got "${String(text)}")\n\n${usage}`);
    process.exit(2);
  }
  return value;
}

/** Stops the bench's children on Ctrl-C and on exit (they are killed by handle, never by name). */
export function stopChildrenOnExit(killChildren: (signal?: NodeJS.Signals) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the server`);
      killChildren('SIGTERM');
      process.exit(130);
    });
  }
  process.on('exit', () => {
    killChildren('SIGKILL');
  });
}

/** The options both load benches take; each adds its own and lists them all in its usage text. */
export const loadBenchOptions = {
  fresh: { type: 'boolean', default: false },
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '3' },
  repeat: { type: 'string', default: '1' },
  only: { type: 'string' },
  'no-docs': { type: 'boolean', default: false },
  port: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type LoadBenchValues = {
  help: boolean;
  duration: string;
  warmup: string;
  repeat: string;
  port?: string | undefined;
  only?: string | undefined;
};

/** Reads the shared options parsed with loadBenchOptions; prints the usage and exits on --help or a bad number. */
export function loadBenchSettings(usage: string, values: LoadBenchValues) {
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const timing: Timing = {
    durationS: wholeNumber(usage, '--duration', values.duration, 1),
    warmupS: wholeNumber(usage, '--warmup', values.warmup, 0),
  };
  return {
    timing,
    repeat: wholeNumber(usage, '--repeat', values.repeat, 1),
    port: values.port === undefined ? undefined : wholeNumber(usage, '--port', values.port, 1),
    only: values.only?.split(',').map((name) => name.trim()),
  };
}

/** Recreates the database first if asked, seeds it (idempotent) and reads what it holds. */
export async function prepareTarget(target: Target, fresh: boolean, scale?: number) {
  if (fresh) {
    console.log('Recreating the database…');
    await resetTarget(target);
  }
  await seedTarget(target, scale);
  return inspectTarget(target);
}

/** The code a run measured, for its report; warns when it changed while the run went on. */
export function measuredCode(codeAtStart: string): string {
  const codeAtEnd = codeVersion();
  if (codeAtEnd === codeAtStart) return codeAtStart;
  console.warn(`Warning: the code changed during the run (${codeAtStart} → ${codeAtEnd})`);
  return `${codeAtStart}, changed to ${codeAtEnd} during the run`;
}

/** Runs a bench's main, reports a failure as exit code 1 and always stops its server. */
export async function runBench(main: () => Promise<void>, stopServer: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await stopServer();
  }
}
