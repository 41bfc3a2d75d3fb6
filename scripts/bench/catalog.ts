// `npm run bench:catalog [-- options]` (the first half of `npm run bench`): load-tests the catalog API
// on a scale-seeded database and records the figures in docs/benchmarks.md. Run with --help for the options.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { medianOf, runAutocannon, runPaced } from './load.ts';
import type { Measurement, Scenario } from './load.ts';
import { explainScenarios, formatPlans } from './plans.ts';
import type { ScenarioPlans } from './plans.ts';
import { fixedRateTable, plansSummary, reading, saturationTable, section, writeDoc } from './report.ts';
import type { ScenarioResult } from './report.ts';
import { describeTarget, freePort, killChildren, repoRoot, startServer, targetFromEnv } from './server.ts';
import type { RunningServer, Target } from './server.ts';
import {
  codeVersion,
  runDate,
  machine,
  measuredCode,
  measuredRun,
  noise,
  loadBenchOptions,
  loadBenchSettings,
  prepareTarget,
  reproduceCommand as reproduce,
  runBench,
  settle,
  show,
  stopChildrenOnExit,
  wholeNumber,
} from './run-support.ts';
import { methodText, pickTerms, scenariosFor } from './scenarios.ts';

const usage = `Usage: npm run bench:catalog [-- options]

Seeds the database named by DATABASE_URL (else a PGlite folder under ${os.tmpdir()}) with the
demo data plus N generated restaurants, starts the server on a free port in 3400–3499, and measures
the catalog endpoints: latency at fixed rates (autocannon overallRate, plus an open-loop pacer) and
the maximum rate at saturation. Prints the tables and updates docs/benchmarks.md.

Options:
  --scale N        generated restaurants (default 5000, or BENCH_SCALE)
  --fresh          drop and recreate the database (or PGlite folder) first
  --duration S     measured seconds per run (default 10)
  --warmup S       warm-up seconds before each run (default 3)
  --repeat N       repeat the fixed-rate autocannon runs and report medians (default 1)
  --only a,b       only these scenarios (names: ceiling, list, list-deep, list-filters, list-cuisine,
                   list-near, list-cuisine-near, restaurant, menu, search, search-typo, search-near,
                   search-typo-near, train-number, train-typo, train-stations)
  --no-open-loop   skip the open-loop runs
  --no-saturation  skip the saturation runs
  --no-docs        do not write docs/benchmarks.md
  --port P         server port (default: a free one in 3400–3499)
  -h, --help       show this help`;

const { values } = parseArgs({
  options: {
    ...loadBenchOptions,
    scale: { type: 'string' },
    'no-open-loop': { type: 'boolean', default: false },
    'no-saturation': { type: 'boolean', default: false },
  },
});
const { timing, repeat, port, only } = loadBenchSettings(usage, values);
const scale = wholeNumber(usage, '--scale', values.scale ?? process.env.BENCH_SCALE ?? '5000', 1);
const saturationConnections = 32;
const fixedConnections = 10;
const target: Target = targetFromEnv(scale);
let server: RunningServer | undefined;
stopChildrenOnExit(killChildren);
const run = measuredRun;

function reproduceCommand(): string {
  const scaleEnv =
    values.scale === undefined && process.env.BENCH_SCALE ? [`BENCH_SCALE=${process.env.BENCH_SCALE}`] : [];
  return reproduce('bench:catalog', target, scaleEnv);
}

async function measure(server: RunningServer, scenarios: Scenario[]): Promise<ScenarioResult[]> {
  const { baseUrl } = server;
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    console.log(`\n${scenario.label}  ${scenario.path}`);
    const { rate } = scenario;
    const runs: Measurement[] = [];
    for (let k = 0; k < repeat; k++) {
      const fixed = await run(server, () =>
        runAutocannon(baseUrl, scenario, timing, { rate, connections: fixedConnections }),
      );
      runs.push(fixed);
      console.log(`  autocannon @ ${rate} req/s: ${show(fixed)}`);
    }
    const result: ScenarioResult = { scenario, fixed: medianOf(runs) };
    if (!values['no-open-loop']) {
      result.paced = await run(server, () => runPaced(baseUrl, scenario, timing));
      console.log(`  open-loop  @ ${rate} req/s: ${show(result.paced)}`);
    }
    if (!values['no-saturation']) {
      result.saturation = await run(server, () =>
        runAutocannon(baseUrl, scenario, timing, { connections: saturationConnections }),
      );
      console.log(`  saturation (${saturationConnections} connections): ${show(result.saturation)}`);
    }
    results.push(result);
  }
  return results;
}

async function main() {
  const codeAtStart = codeVersion();
  console.log(`Catalog bench: ${describeTarget(target)}, scale ${scale}, ${codeAtStart}`);
  const facts = await prepareTarget(target, values.fresh, scale);
  const dataset = `${facts.restaurants.toLocaleString('en-US')} restaurants, ${facts.menuItems.toLocaleString('en-US')} menu items, ${facts.cuisines} cuisines (demo seed + \`--scale ${scale}\`)`;
  console.log(`${facts.engine}; ${dataset}`);

  server = await startServer(target, await freePort(port));
  console.log(`Server ${server.baseUrl} (pid ${String(server.pid)})`);
  const picks = await pickTerms(server.baseUrl);
  console.log(`Picked: ${picks.summary}`);
  const scenarios = scenariosFor(picks).filter((scenario) => !only || only.includes(scenario.name));

  let plans: ScenarioPlans[] | undefined;
  if (target.kind === 'postgres') {
    plans = await explainScenarios(target.url, scenarios);
    const file = path.join(os.tmpdir(), 'railbite-bench-plans-postgres.txt');
    writeFileSync(file, formatPlans(plans));
    console.log(`\nQuery plans (full text in ${file}):`);
    console.log(plansSummary(plans, new Map(scenarios.map((s) => [s.name, s.label]))));
  }

  const results = await measure(server, scenarios);
  const code = measuredCode(codeAtStart);
  await settle(server.baseUrl);
  await server.stop();
  server = undefined;

  const body = {
    fixed: fixedRateTable(results),
    saturation: values['no-saturation'] ? '(not run)' : saturationTable(results),
    ...(plans ? { plans: plansSummary(plans, new Map(scenarios.map((s) => [s.name, s.label]))) } : {}),
    reading: reading(results, os.cpus().length, target.kind),
  };
  console.log(
    `\nLatency at a fixed rate\n${body.fixed}\n\nSaturation\n${body.saturation}\n\n${body.reading}`,
  );
  if (!values['no-docs']) {
    const file = path.join(repoRoot, 'docs/benchmarks.md');
    const info = {
      kind: target.kind,
      date: runDate(),
      machine: `${machine()}${noise(results)}`,
      engine: facts.engine,
      dataset,
      command: reproduceCommand(),
      code,
      settings: `${timing.warmupS} s warm-up + ${timing.durationS} s per run${repeat > 1 ? `, fixed-rate figures are medians of ${repeat} runs` : ''}; picked ${picks.summary}`,
    };
    await writeDoc(file, methodText, target.kind, section(info, body));
    console.log(`\nWrote ${path.relative(repoRoot, file)}`);
  }
}

await runBench(main, async () => server?.stop());
