// `npm run bench:orders [-- options]`: load-tests add-to-cart and init-order at fixed rates with many
// logged-in customers and records the figures in docs/benchmarks.md. Run with --help for the options.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { medianOf, runAutocannon, runPaced } from './load.ts';
import type { Measurement, Scenario } from './load.ts';
import { createCustomers, emptyCarts, fillCarts, pickDishes } from './order-customers.ts';
import { orderMethodText, orderScenarioNames, orderScenarios } from './order-scenarios.ts';
import { cpuPerRequestTable, fixedRateTable, reading, section, writeDoc } from './report.ts';
import type { ScenarioResult } from './report.ts';
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
  reproduceCommand,
  runBench,
  settle,
  show,
  stopChildrenOnExit,
  wholeNumber,
} from './run-support.ts';
import { describeTarget, freePort, killChildren, repoRoot, startServer, targetFromEnv } from './server.ts';
import type { RunningServer } from './server.ts';

const usage = `Usage: npm run bench:orders [-- options]

Seeds the database named by DATABASE_URL (else a PGlite folder under ${os.tmpdir()}) with the demo
data, starts the server on a free port in 3500–3599, signs up N customers (not measured), then
measures add-to-cart and init-order at fixed rates, with autocannon and with an evenly paced open-loop
sender. Prints the table and updates docs/benchmarks.md.

Options:
  --customers N    customers taking turns (default 200)
  --fresh          drop and recreate the database (or PGlite folder) first
  --duration S     measured seconds per run (default 10)
  --warmup S       warm-up seconds before each run (default 3)
  --repeat N       repeat each run and report medians (default 1)
  --only a,b       only these scenarios (names: ${orderScenarioNames.join(', ')})
  --no-docs        do not write docs/benchmarks.md
  --port P         server port (default: a free one in 3500–3599)
  --cpu-prof DIR   run the server under node --cpu-prof, writing its profile into DIR when it stops
                   (sign-ups included; the figures of a profiled run are not comparable)
  -h, --help       show this help`;

const { values } = parseArgs({
  options: {
    ...loadBenchOptions,
    customers: { type: 'string', default: '200' },
    'cpu-prof': { type: 'string' },
  },
});
const { timing, repeat, port, only } = loadBenchSettings(usage, values);
const customerCount = wholeNumber(usage, '--customers', values.customers, 1);
/**
 * Connections per scenario: enough that the rate holds while responses take up to 250 ms (autocannon
 * keeps one request in flight per connection), so a slow server shows as latency, not as a lower rate.
 */
const connectionsFor = (rate: number) => Math.max(10, Math.ceil(rate / 4));
const target = targetFromEnv('orders');
let server: RunningServer | undefined;
stopChildrenOnExit(killChildren);

async function measure(
  running: RunningServer,
  scenarios: Scenario[],
  prepare: (scenario: Scenario) => Promise<void>,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    console.log(`\n${scenario.label}  ${scenario.path}`);
    const autocannonRuns: Measurement[] = [];
    const pacedRuns: Measurement[] = [];
    for (let k = 0; k < repeat; k++) {
      await prepare(scenario);
      const fixed = await measuredRun(running, () =>
        runAutocannon(running.baseUrl, scenario, timing, {
          rate: scenario.rate,
          connections: connectionsFor(scenario.rate),
        }),
      );
      autocannonRuns.push(fixed);
      console.log(`  autocannon @ ${scenario.rate} req/s: ${show(fixed)}`);
      await prepare(scenario);
      const paced = await measuredRun(running, () => runPaced(running.baseUrl, scenario, timing));
      pacedRuns.push(paced);
      console.log(`  open-loop  @ ${scenario.rate} req/s: ${show(paced)}`);
    }
    results.push({
      scenario,
      fixed: medianOf(autocannonRuns),
      paced: medianOf(pacedRuns),
      runs: [...autocannonRuns, ...pacedRuns],
    });
  }
  return results;
}

async function main() {
  const codeAtStart = codeVersion();
  console.log(`Order bench: ${describeTarget(target)}, ${customerCount} customers, ${codeAtStart}`);
  const facts = await prepareTarget(target, values.fresh);
  console.log(facts.engine);

  // Every customer signs up and logs in from this one address, and a few times over when runs repeat.
  const perIp = String(Math.max(1000, customerCount * 2));
  const env = { LOGIN_ATTEMPTS_PER_IP: perIp, SIGNUPS_PER_IP: perIp };
  const profileDir = values['cpu-prof'];
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  server = await startServer(target, await freePort(port, 3500), env, nodeArgs);
  const { baseUrl } = server;
  console.log(`Server ${baseUrl} (pid ${String(server.pid)})`);

  const signUpStart = performance.now();
  const customers = await createCustomers(baseUrl, customerCount);
  const dishes = await pickDishes(baseUrl, 3);
  console.log(
    `Signed up ${customers.length} customers in ${((performance.now() - signUpStart) / 1000).toFixed(0)} s; ${dishes.length} dishes to add`,
  );
  const [firstDish] = dishes;
  if (!firstDish) throw new Error('no dish to order');

  const scenarios = orderScenarios(customers, dishes).filter((s) => !only || only.includes(s.name));
  const results = await measure(server, scenarios, async (scenario) => {
    await emptyCarts(baseUrl, customers);
    if (scenario.name === 'init-order') await fillCarts(baseUrl, customers, firstDish);
  });
  const code = measuredCode(codeAtStart);
  // Requests still in the server when it stops would fail against a closed pool: let them finish.
  await settle(baseUrl);
  await server.stop();
  server = undefined;

  const body = {
    fixed: fixedRateTable(results),
    cpu: cpuPerRequestTable(results),
    reading: reading(results, os.cpus().length, target.kind),
  };
  console.log(`\nLatency at a fixed rate\n${body.fixed}\n\nCPU per request\n${body.cpu}\n\n${body.reading}`);
  if (values['no-docs']) return;
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const info = {
    kind: target.kind,
    date: runDate(),
    machine: `${machine()}${noise(results)}`,
    engine: facts.engine,
    dataset: `demo seed (${facts.restaurants.toLocaleString('en-US')} restaurants); ${customerCount} bench customers, each with an address`,
    command: reproduceCommand('bench:orders', target),
    code,
    settings: `${timing.warmupS} s warm-up + ${timing.durationS} s per run, ${results.map((r) => `${r.scenario.name} over ${connectionsFor(r.scenario.rate)} connections`).join(', ')}${repeat > 1 ? `, medians of ${repeat} runs` : ''}`,
  };
  await writeDoc(file, orderMethodText, target.kind, section(info, body), 'order-bench');
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
}

await runBench(main, async () => server?.stop());
