// Load generators for the benches: autocannon (fixed rate or saturation) and a small open-loop
// pacer that sends at evenly spaced instants and times each request from when it was due.
import http from 'node:http';
import autocannon from 'autocannon';
import type { CpuUse } from './cpu.ts';

/** One request of a scenario whose requests differ (who sends it, what it carries). */
export type BenchRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type Scenario = {
  name: string;
  label: string;
  path: string;
  /** Builds each request in turn; without it every request is GET `path`. */
  nextRequest?: () => BenchRequest;
  /** The fixed rate to measure latency at (req/s). */
  rate: number;
  /** Status every response should have: 200, or 404 for the no-database ceiling. */
  expectStatus: number;
  /** The p99 budget at `rate`, when the scenario has a target. */
  p99TargetMs?: number;
};

export type Measurement = {
  /** Completed responses per second over the measured window. */
  achieved: number;
  responses: number;
  p50: number;
  p99: number;
  max: number;
  /** Responses with another status, plus socket errors and timeouts. */
  failures: number;
  failureDetail: string;
  /** Open-loop only: seconds after which too many requests were outstanding and sending stopped. */
  overloadedAfterS?: number | undefined;
  /** Average CPU use during the run (warm-up included), in cores, where /proc allows. */
  cpu?: CpuUse | undefined;
};

export type Timing = { durationS: number; warmupS: number };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summarise(
  latencies: number[],
  statuses: Map<number, number>,
  expectStatus: number,
  errors: { count: number; timeouts: number },
  windowMs: number,
): Measurement {
  const sorted = latencies.slice().sort((a, b) => a - b);
  const other = [...statuses].filter(([status]) => status !== expectStatus);
  const wrong = other.reduce((sum, [, count]) => sum + count, 0);
  const detail = [
    ...other.map(([status, count]) => `${count}×${status}`),
    ...(errors.count ? [`${errors.count} errors (${errors.timeouts} timeouts)`] : []),
  ];
  return {
    achieved: windowMs > 0 ? (latencies.length / windowMs) * 1000 : 0,
    responses: latencies.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    failures: wrong + errors.count,
    failureDetail: detail.join(', '),
  };
}

/**
 * One autocannon run after a warm-up at the same settings. Latencies are taken from each response
 * (milliseconds, unrounded) rather than autocannon's histogram, which rounds to whole milliseconds and,
 * with a rate set, "corrects" for coordinated omission with a 1 ms expected interval
 * (`Math.ceil(1 / perConnectionRate)`), adding synthetic samples to every response slower than 1 ms.
 */
export async function runAutocannon(
  baseUrl: string,
  scenario: Scenario,
  { durationS, warmupS }: Timing,
  load: { rate?: number; connections: number },
): Promise<Measurement> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const { nextRequest } = scenario;
  const instance = autocannon({
    url: baseUrl + scenario.path,
    ...(nextRequest ? { requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }] } : {}),
    connections: load.connections,
    duration: durationS,
    timeout: 10,
    ...(load.rate ? { overallRate: load.rate, ignoreCoordinatedOmission: true } : {}),
    ...(warmupS > 0 ? { warmup: { duration: warmupS } } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    latencies.push(ms);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  const windowMs = result.finish.getTime() - result.start.getTime();
  return summarise(
    latencies,
    statuses,
    scenario.expectStatus,
    { count: result.errors, timeouts: result.timeouts },
    windowMs,
  );
}

/** Requests the open-loop pacer lets be outstanding before it calls the rate unsustainable. */
const maxInFlight = 256;

/**
 * Open-loop load: request i is due at start + i / rate, whatever happened to earlier ones, and its
 * latency runs from when it was due, so a stalled server shows up as latency instead of as fewer
 * requests sent (no coordinated omission). If more than 256 requests are outstanding the server cannot
 * keep up: the pacer stops sending, counts the rest as failures and lets the outstanding ones finish,
 * so the server is not left with an unbounded backlog.
 */
export async function runPaced(
  baseUrl: string,
  scenario: Scenario,
  { durationS, warmupS }: Timing,
): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const interval = 1000 / scenario.rate;
  const firstMeasured = Math.round(scenario.rate * warmupS);
  const total = firstMeasured + Math.round(scenario.rate * durationS);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const errors = { count: 0, timeouts: 0 };
  let lastEnd = 0;
  let sent = 0;
  let inFlight = 0;
  const state = { overloaded: false };
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const finished = () => inFlight === 0 && (sent === total || state.overloaded);
    const settle = (index: number, due: number, status?: number) => {
      inFlight--;
      const end = performance.now();
      if (index >= firstMeasured) {
        lastEnd = Math.max(lastEnd, end);
        if (status === undefined) errors.count++;
        else {
          latencies.push(end - due);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }
      if (finished()) resolve();
    };
    const fire = (index: number, due: number) => {
      let done = false;
      const once = (status?: number) => {
        if (done) return;
        done = true;
        settle(index, due, status);
      };
      inFlight++;
      const next: BenchRequest = scenario.nextRequest?.() ?? { method: 'GET', path: scenario.path };
      const headers = { ...next.headers };
      if (next.body !== undefined) headers['content-length'] = String(Buffer.byteLength(next.body));
      const target = new URL(next.path, baseUrl);
      const request = http.request(
        target,
        { method: next.method, headers, agent, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on('end', () => {
            once(response.statusCode ?? 0);
          });
          response.on('close', () => {
            once(response.complete ? (response.statusCode ?? 0) : undefined);
          });
        },
      );
      request.on('timeout', () => {
        if (index >= firstMeasured) errors.timeouts++;
        request.destroy(new Error('timed out'));
      });
      request.on('error', () => {
        once();
      });
      request.end(next.body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        if (inFlight >= maxInFlight) {
          state.overloaded = true;
          if (finished()) resolve();
          return;
        }
        fire(sent, start + sent * interval);
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  const notSent = Math.max(0, total - Math.max(sent, firstMeasured));
  const measured = summarise(
    latencies,
    statuses,
    scenario.expectStatus,
    errors,
    lastEnd - (start + firstMeasured * interval),
  );
  if (!state.overloaded) return measured;
  const stoppedAt = (sent * interval) / 1000;
  const note = `${notSent} not sent: over ${maxInFlight} outstanding after ${stoppedAt.toFixed(1)} s`;
  return {
    ...measured,
    overloadedAfterS: stoppedAt,
    failures: measured.failures + notSent,
    failureDetail: [note, measured.failureDetail].filter(Boolean).join(', '),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function medianValue(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The median of each figure over repeated runs; failures are summed. */
export function medianOf(runs: Measurement[]): Measurement {
  const median = (pick: (run: Measurement) => number) => medianValue(runs.map(pick));
  return {
    achieved: median((run) => run.achieved),
    responses: runs.reduce((sum, run) => sum + run.responses, 0),
    p50: median((run) => run.p50),
    p99: median((run) => run.p99),
    max: Math.max(...runs.map((run) => run.max)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    failureDetail: runs
      .map((run) => run.failureDetail)
      .filter(Boolean)
      .join('; '),
    cpu: averageCpu(runs.map((run) => run.cpu)),
  };
}

function averageCpu(samples: (CpuUse | undefined)[]): CpuUse | undefined {
  const known = samples.filter((sample) => sample !== undefined);
  if (known.length === 0 || known.length < samples.length) return undefined;
  const mean = (key: keyof CpuUse) => known.reduce((sum, sample) => sum + sample[key], 0) / known.length;
  return {
    server: mean('server'),
    postgres: mean('postgres'),
    bench: mean('bench'),
    other: mean('other'),
    idle: mean('idle'),
  };
}
