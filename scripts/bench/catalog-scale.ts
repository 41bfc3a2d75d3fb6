// `npm run bench:catalog-scale [-- options]`: does the catalog's cost grow faster than its data? Every
// catalog scenario at saturation on two scale seeds at once (default 5,000 and 50,000 restaurants), the
// runs interleaved so the machine's other work weighs on both alike. Run with --help for the options.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { medianValue, runAutocannon } from './load.ts';
import type { Measurement, Scenario } from './load.ts';
import { cpuMsPerRequest, writeSection } from './report.ts';
import {
  codeVersion,
  loadBenchOptions,
  loadBenchSettings,
  machine,
  measuredCode,
  measuredRun,
  prepareTarget,
  reproduceCommand,
  runBench,
  runDate,
  settle,
  show,
  stopChildrenOnExit,
  wholeNumber,
} from './run-support.ts';
import { pickTerms, scenariosFor } from './scenarios.ts';
import { describeTarget, freePort, killChildren, repoRoot, startServer, targetFromEnv } from './server.ts';
import type { RunningServer, Target } from './server.ts';

const usage = `Usage: npm run bench:catalog-scale [-- options]

Seeds one database per scale (DATABASE_URL names the base: …/railbite_scale gives railbite_scale_5000
and railbite_scale_50000; without it, PGlite folders under ${os.tmpdir()}), starts a server on each,
and measures every catalog scenario at saturation (autocannon, 32 connections) on each scale in turn,
scenario by scenario and repeat by repeat, so both see the same machine. Prints medians, the ratio of
the larger scale's throughput to the smaller's, and updates docs/benchmarks.md.

Options:
  --scales A,B     the two scales (generated restaurants; default 5000,50000)
  --fresh          drop and recreate both databases (or PGlite folders) first
  --duration S     measured seconds per run (default 5)
  --warmup S       warm-up seconds before each run (default 1)
  --repeat N       runs per scenario and scale; the tables show medians (default 3)
  --only a,b       only these scenarios (names as in npm run bench:catalog -- --help)
  --no-docs        do not write docs/benchmarks.md
  -h, --help       show this help`;

const { values } = parseArgs({
  options: {
    ...loadBenchOptions,
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    repeat: { type: 'string', default: '3' },
    scales: { type: 'string', default: '5000,50000' },
  },
});
const { timing, repeat, only } = loadBenchSettings(usage, values);
const scales = values.scales.split(',').map((text) => wholeNumber(usage, '--scales', text.trim(), 1));
if (scales.length !== 2) {
  console.error(`--scales takes two scales (got "${values.scales}")\n\n${usage}`);
  process.exit(2);
}
const [small, large] = scales as [number, number];
const connections = 32;
/** The most a scale ten times larger may cost: half the throughput (issue 20). */
const allowedSlowdown = 2;

/** Each scale's own database: the base name from DATABASE_URL with the scale appended. */
function scaleTarget(scale: number): Target {
  const target = targetFromEnv(scale);
  if (target.kind === 'pglite') return target;
  const url = new URL(target.url);
  url.pathname = `${url.pathname}_${String(scale)}`;
  return { kind: 'postgres', url: url.toString() };
}

type Side = { scale: number; target: Target; server: RunningServer; scenarios: Scenario[]; dataset: string };
const servers: RunningServer[] = [];
stopChildrenOnExit(killChildren);

const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function resultTable(sides: [Side, Side], runs: Map<string, [Measurement[], Measurement[]]>): string[] {
  const head = [
    'Scenario',
    `${small.toLocaleString('en-US')}: req/s (median; runs)`,
    `${large.toLocaleString('en-US')}: req/s (median; runs)`,
    'Ratio',
    'CPU ms per request (server + pg)',
    'Failures',
    `Within ${allowedSlowdown}×`,
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, k) => (k === 0 ? '---' : '---:')).join(' | ')} |`,
  ];
  const verdicts: boolean[] = [];
  for (const scenario of sides[0].scenarios) {
    const pair = runs.get(scenario.name);
    if (!pair) continue;
    const [a, b] = pair.map((list) => medianValue(list.map((m) => m.achieved))) as [number, number];
    const [cpuA, cpuB] = pair.map((list) => medianValue(list.map((m) => cpuMsPerRequest(m)))) as [
      number,
      number,
    ];
    const failed = pair.flat().reduce((sum, m) => sum + m.failures, 0);
    const ok = b * allowedSlowdown >= a && failed === 0;
    if (scenario.name !== 'ceiling') verdicts.push(ok);
    const each = (list: Measurement[]) => list.map((m) => rps(m.achieved)).join(', ');
    lines.push(
      `| ${[
        scenario.label,
        `${rps(a)} (${each(pair[0])})`,
        `${rps(b)} (${each(pair[1])})`,
        (b / a).toFixed(2),
        `${cpuA.toFixed(2)} → ${cpuB.toFixed(2)}`,
        String(failed),
        scenario.name === 'ceiling' ? '– (no database)' : ok ? 'yes' : 'NO',
      ].join(' | ')} |`,
    );
  }
  const missed = verdicts.filter((ok) => !ok).length;
  return [
    ...lines,
    '',
    missed === 0
      ? `Every endpoint at ${large.toLocaleString('en-US')} keeps at least 1/${allowedSlowdown} of its throughput at ${small.toLocaleString('en-US')}.`
      : `${missed} endpoint(s) lose more than half their throughput at ${large.toLocaleString('en-US')}.`,
  ];
}

async function main() {
  const codeAtStart = codeVersion();
  const loadBefore = loadAverage();
  const sides: Side[] = [];
  for (const scale of scales) {
    const target = scaleTarget(scale);
    console.log(`Scale ${scale}: ${describeTarget(target)}`);
    const facts = await prepareTarget(target, values.fresh, scale);
    const server = await startServer(target, await freePort());
    servers.push(server);
    const picks = await pickTerms(server.baseUrl);
    console.log(`  ${facts.engine}; picked: ${picks.summary}`);
    const scenarios = scenariosFor(picks).filter((scenario) => !only || only.includes(scenario.name));
    const dataset = `${facts.restaurants.toLocaleString('en-US')} restaurants, ${facts.menuItems.toLocaleString('en-US')} menu items (picked ${picks.summary})`;
    sides.push({ scale, target, server, scenarios, dataset });
  }
  const pairOfSides = sides as [Side, Side];
  const runs = new Map<string, [Measurement[], Measurement[]]>();
  for (const scenario of pairOfSides[0].scenarios) {
    const pair: [Measurement[], Measurement[]] = [[], []];
    runs.set(scenario.name, pair);
    console.log(`\n${scenario.label}`);
    for (let k = 0; k < repeat; k++) {
      for (const [index, side] of pairOfSides.entries()) {
        const measured = pair[index as 0 | 1];
        const own = side.scenarios.find((candidate) => candidate.name === scenario.name);
        if (!own) throw new Error(`Scenario ${scenario.name} missing at scale ${side.scale}`);
        const measurement = await measuredRun(side.server, () =>
          runAutocannon(side.server.baseUrl, own, timing, { connections }),
        );
        measured.push(measurement);
        console.log(`  ${String(side.scale).padStart(6)}: ${show(measurement)}`);
      }
    }
  }
  const code = measuredCode(codeAtStart);
  for (const side of pairOfSides) {
    await settle(side.server.baseUrl);
    await side.server.stop();
  }
  servers.length = 0;
  const loadAfter = loadAverage();
  const others = [...runs.values()].flat(2).flatMap((m) => (m.cpu ? [m.cpu.other] : []));
  const table = resultTable(pairOfSides, runs);
  console.log(`\n${table.join('\n')}`);
  if (values['no-docs']) return;
  const target = pairOfSides[0].target;
  const base = target.kind === 'postgres' ? new URL(target.url) : undefined;
  if (base) base.pathname = base.pathname.replace(new RegExp(`_${String(small)}$`), '');
  const command = reproduceCommand(
    'bench:catalog-scale',
    base ? { kind: 'postgres', url: base.toString() } : target,
  );
  const content = [
    '## Catalog cost as the data grows',
    '',
    `Written by \`npm run bench:catalog-scale\` (scripts/bench/catalog-scale.ts); everything between the
catalog-scale-bench markers is replaced on the next run.`,
    '',
    `Target (issue 20): every catalog endpoint at 10× the scale seed keeps at least half its throughput
at 1×. Both databases are seeded and vacuumed, a server runs on each, and every scenario of
\`npm run bench:catalog\` is measured at saturation (autocannon, ${connections} connections, no rate) on one
scale and then the other, repeat by repeat, so load from other work on the shared machine lands on
both. "Ratio" is the larger scale's median req/s over the smaller's; CPU ms per request is the median
of (server + postgres cores) ÷ req/s, the figure least disturbed by that load.`,
    '',
    `- Date: ${runDate()}`,
    `- Machine: ${machine()}; load average (1, 5, 15 min) ${loadBefore} before the runs and ${loadAfter} after; unrelated work used ${others.length ? medianValue(others).toFixed(2) : '–'} cores (median of the runs; ${others.length ? `${Math.min(...others).toFixed(2)}–${Math.max(...others).toFixed(2)}` : '–'})`,
    ...pairOfSides.map((side) => `- Scale ${side.scale.toLocaleString('en-US')}: ${side.dataset}`),
    `- Settings: ${timing.warmupS} s warm-up + ${timing.durationS} s per run, ${repeat} runs per scenario and scale, interleaved`,
    `- Code: ${code}`,
    `- Reproduce: \`${command}\``,
    '',
    ...table,
  ].join('\n');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeSection(file, 'catalog-scale-bench', content);
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
}

await runBench(main, async () => {
  for (const server of servers) await server.stop();
});
