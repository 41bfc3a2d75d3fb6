// `npm run bench:flood [-- options]`: floods the catalog search with a misspelt term (its most
// expensive query) and meanwhile measures how long a bystander waits: /api/health (one database
// round trip) and an unknown API path (no database: the server's event loop alone). On PGlite, which
// runs in the server's thread, one endpoint's flood must not stall the others (issue 21).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { medianValue, runAutocannon } from './load.ts';
import type { Measurement } from './load.ts';
import { describeTarget, freePort, killChildren, startServer, targetFromEnv } from './server.ts';
import type { RunningServer } from './server.ts';
import {
  codeVersion,
  machine,
  prepareTarget,
  runBench,
  settle,
  show,
  stopChildrenOnExit,
  wholeNumber,
} from './run-support.ts';

const usage = `Usage: npm run bench:flood [-- options]

Seeds the database named by DATABASE_URL (else a PGlite folder under ${os.tmpdir()}) like
bench:catalog, starts the server, floods GET search?search=<term> with autocannon and meanwhile sends
one bystander request at a time (every 50 ms) to /api/health and to an unknown API path, reporting
their latencies. Prints the figures; record them in docs/benchmarks.md by hand.

Options:
  --scale N        generated restaurants (default 5000, or BENCH_SCALE)
  --connections N  flood connections (default 32)
  --duration S     flood seconds per run (default 10)
  --repeat N       runs; the report gives each and the medians (default 1)
  --term T         the search term (default "biryni", a typo of the most common name word)
  -h, --help       show this help`;

const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    repeat: { type: 'string', default: '1' },
    term: { type: 'string', default: 'biryni' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const scale = wholeNumber(usage, '--scale', values.scale ?? process.env.BENCH_SCALE ?? '5000', 1);
const connections = wholeNumber(usage, '--connections', values.connections, 1);
const durationS = wholeNumber(usage, '--duration', values.duration, 1);
const repeat = wholeNumber(usage, '--repeat', values.repeat, 1);
const target = targetFromEnv(scale);
let server: RunningServer | undefined;
stopChildrenOnExit(killChildren);

type Probe = { label: string; path: string };
const probes: Probe[] = [
  { label: 'GET /api/health (database)', path: '/api/health' },
  { label: 'GET unknown API path (no database)', path: '/api/bench-flood-probe' },
];
const probeIntervalMs = 50;

type ProbeStats = { count: number; p50: number; p99: number; max: number };

function stats(latencies: number[]): ProbeStats {
  const sorted = latencies.slice().sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

/** One bystander request after another, each timed from when it was sent, until `done` is set. */
async function bystander(baseUrl: string, probe: Probe, done: { value: boolean }): Promise<number[]> {
  const latencies: number[] = [];
  while (!done.value) {
    const sent = performance.now();
    await fetch(baseUrl + probe.path).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, probeIntervalMs));
  }
  return latencies;
}

type FloodRun = { flood: Measurement; probes: { probe: Probe; stats: ProbeStats }[] };

async function floodOnce(baseUrl: string, searchPath: string): Promise<FloodRun> {
  await settle(baseUrl);
  const done = { value: false };
  const watching = probes.map(async (probe) => ({
    probe,
    stats: stats(await bystander(baseUrl, probe, done)),
  }));
  const flood = await runAutocannon(
    baseUrl,
    { name: 'flood', label: 'flood', path: searchPath, rate: 0, expectStatus: 200 },
    { durationS, warmupS: 0 },
    { connections },
  );
  done.value = true;
  return { flood, probes: await Promise.all(watching) };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

async function main() {
  console.log(`Flood bench: ${describeTarget(target)}, scale ${scale}, ${codeVersion()}`);
  console.log(machine());
  const facts = await prepareTarget(target, false, scale);
  console.log(`${facts.engine}; ${facts.restaurants} restaurants, ${facts.menuItems} menu items`);
  server = await startServer(target, await freePort());
  const searchPath = `/api/external/search-restaurants-and-categories?search=${encodeURIComponent(values.term)}`;
  console.log(`Flood: ${connections} connections on ${searchPath}, ${durationS} s per run`);

  const runs: FloodRun[] = [];
  for (let k = 0; k < repeat; k++) {
    const run = await floodOnce(server.baseUrl, searchPath);
    runs.push(run);
    console.log(`\nRun ${k + 1}: search ${show(run.flood)}`);
    for (const { probe, stats: seen } of run.probes) {
      console.log(
        `  ${probe.label}: ${seen.count} requests, p50 ${ms(seen.p50)} ms, p99 ${ms(seen.p99)} ms, max ${ms(seen.max)} ms`,
      );
    }
  }
  if (repeat > 1) {
    console.log(`\nMedians of ${repeat} runs:`);
    console.log(
      `  search: ${ms(medianValue(runs.map((run) => run.flood.achieved)))} req/s, p50 ${ms(medianValue(runs.map((run) => run.flood.p50)))} ms, failures ${medianValue(runs.map((run) => run.flood.failures))}`,
    );
    for (const probe of probes) {
      const of = (pick: (seen: ProbeStats) => number) =>
        ms(
          medianValue(
            runs.flatMap((run) =>
              run.probes.filter((entry) => entry.probe === probe).map((entry) => pick(entry.stats)),
            ),
          ),
        );
      console.log(
        `  ${probe.label}: p50 ${of((seen) => seen.p50)} ms, p99 ${of((seen) => seen.p99)} ms, max ${of((seen) => seen.max)} ms`,
      );
    }
  }
  await server.stop();
  server = undefined;
}

await runBench(main, async () => {
  await server?.stop();
});
