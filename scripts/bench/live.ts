// `npm run bench:live [-- options]`: time from a partner's click to the customer's screen. N customers
// hold their order's live stream while the partner accepts their orders one after another; each
// change is timed from the partner's request start to its arrival on that customer's stream.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@railbite/contract/paths';
import { startCpuSample } from './cpu.ts';
import { openOrderStream, openPartnerRestaurant, placePaidOrders } from './live-setup.ts';
import type { OrderStream, PaidOrder, Partner } from './live-setup.ts';
import type { BenchCustomer } from './order-customers.ts';
import { createCustomers } from './order-customers.ts';
import { intro, measure, medianRun, ms, table } from './live-report.ts';
import type { Change, RateRun } from './live-report.ts';
import { writeDoc } from './report.ts';
import {
  codeVersion,
  machine,
  measuredCode,
  prepareTarget,
  reproduceCommand,
  runBench,
  runDate,
  settle,
  stopChildrenOnExit,
  wholeNumber,
} from './run-support.ts';
import { describeTarget, freePort, killChildren, repoRoot, startServer, targetFromEnv } from './server.ts';
import type { RunningServer } from './server.ts';

const usage = `Usage: npm run bench:live [-- options]

Seeds the database named by DATABASE_URL (else a PGlite folder under ${os.tmpdir()}) with the demo
data, starts the server on a free port in 3600–3699, signs up N customers who each pay for an order at
the demo partner's restaurant (not measured), opens each customer's order stream, then has the partner
accept the N orders at an even rate through the partner API; once per rate, each time with new orders
and streams. Each change is timed from the start of the partner's request to the arrival of the
order's new status on that customer's stream. Prints the figures and updates docs/benchmarks.md.

Options:
  --streams N   customers, each with one order and its open stream (default 200)
  --rates a,b   partner changes per second, evenly spaced, one run each (default 20,200); the
                target is judged on the first, the others are stress runs
  --repeat N    repeat each run with new orders and report medians (default 1)
  --fresh       drop and recreate the database (or PGlite folder) first
  --no-docs     do not write docs/benchmarks.md
  --port P      server port (default: a free one in 3600–3699)
  -h, --help    show this help`;

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '200' },
    rates: { type: 'string', default: '20,200' },
    repeat: { type: 'string', default: '1' },
    fresh: { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const streamCount = wholeNumber(usage, '--streams', values.streams, 1);
const repeat = wholeNumber(usage, '--repeat', values.repeat, 1);
const rates = values.rates.split(',').map((rate) => wholeNumber(usage, '--rates', rate.trim(), 1));
const port = values.port === undefined ? undefined : wholeNumber(usage, '--port', values.port, 1);
/** A change not on its stream this long after its request counts as lost. */
const lostAfterMs = 10_000;
const target = targetFromEnv('live');
let server: RunningServer | undefined;
stopChildrenOnExit(killChildren);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}

/** The partner accepts each order in turn, request i sent at start + i ÷ rate whatever came before. */
async function acceptAll(
  baseUrl: string,
  partner: Partner,
  orders: PaidOrder[],
  rate: number,
): Promise<Change[]> {
  const start = performance.now() + 100;
  return Promise.all(
    orders.map(async ({ orderId }, i) => {
      await pause(Math.max(0, start + (i * 1000) / rate - performance.now()));
      const change: Change = { orderId, sentAt: performance.now() };
      try {
        const response = await fetch(`${baseUrl}${apiPaths.partner.accept(orderId)}`, {
          method: 'POST',
          headers: { authorization: partner.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ preparationMinutes: 15 }),
        });
        await response.arrayBuffer();
        change.status = response.status;
      } catch {
        change.status = 0;
      }
      change.respondedAt = performance.now();
      return change;
    }),
  );
}

/** New paid orders for every customer, each with its order stream open and showing it confirmed. */
async function ordersWithStreams(baseUrl: string, customers: BenchCustomer[], partner: Partner) {
  const orders = await placePaidOrders(baseUrl, customers, partner.restaurantId);
  const streams = new Map<string, OrderStream>();
  for (const order of orders) streams.set(order.orderId, await openOrderStream(baseUrl, order));
  await waitFor(
    () => [...streams.values()].every((stream) => stream.arrivals.has('confirmed')),
    60_000,
    'every order to be confirmed on its stream',
  );
  return { orders, streams };
}

/** One measured run: the partner accepts every order at `rate`; each arrival is timed. */
async function runAt(running: RunningServer, customers: BenchCustomer[], partner: Partner, rate: number) {
  const { orders, streams } = await ordersWithStreams(running.baseUrl, customers, partner);
  await settle(running.baseUrl);
  const stopCpu = startCpuSample(running.pid, running.database);
  const changes = await acceptAll(running.baseUrl, partner, orders, rate);
  await waitFor(
    () => orders.every(({ orderId }) => streams.get(orderId)?.arrivals.has('preparing')),
    lostAfterMs,
    'every change to arrive',
  ).catch((error: unknown) => {
    console.warn(error instanceof Error ? error.message : error);
  });
  const cpu = stopCpu();
  for (const stream of streams.values()) stream.close();
  const result = measure(changes, streams);
  console.log(
    `  ${String(rate)}/s: click → screen p50 ${ms(result.screen.p50)} ms, p99 ${ms(result.screen.p99)} ms, max ${ms(result.screen.max)} ms, failures ${String(result.failed)}`,
  );
  return { rate, result, cpu };
}

async function main() {
  const codeAtStart = codeVersion();
  console.log(
    `Live bench: ${describeTarget(target)}, ${String(streamCount)} streams, ${rates.join(' and ')} changes/s, ${codeAtStart}`,
  );
  const facts = await prepareTarget(target, values.fresh);
  console.log(facts.engine);

  const perIp = String(Math.max(1000, streamCount * 2));
  server = await startServer(target, await freePort(port, 3600), {
    LOGIN_ATTEMPTS_PER_IP: perIp,
    SIGNUPS_PER_IP: perIp,
    LIVE_MAX_STREAMS: String(Math.max(500, streamCount + 50)),
    MAX_CONNECTIONS: String(Math.max(1000, streamCount * 2 + 100)),
  });
  const running = server;
  console.log(`Server ${running.baseUrl} (pid ${String(running.pid)})`);

  const partner = await openPartnerRestaurant(running.baseUrl);
  const customers = await createCustomers(running.baseUrl, streamCount);
  const runs: RateRun[] = [];
  for (const rate of rates) {
    const repeats: RateRun[] = [];
    for (let k = 0; k < repeat; k++) repeats.push(await runAt(running, customers, partner, rate));
    runs.push(medianRun(repeats));
  }
  const code = measuredCode(codeAtStart);
  await settle(running.baseUrl);
  await running.stop();
  server = undefined;

  const body = table(runs);
  console.log(`\n${body}`);
  if (values['no-docs']) return;
  const title = target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)';
  const block = [
    `### ${title}`,
    '',
    `- Date: ${runDate()}`,
    `- Machine: ${machine()}`,
    `- Database: ${facts.engine}`,
    `- Dataset: demo seed (${facts.restaurants.toLocaleString('en-US')} restaurants); ${String(streamCount)} bench customers, each with one paid order and its open stream per run`,
    `- Settings: per run, ${String(streamCount)} changes (accept), evenly spaced at the rate shown${repeat > 1 ? `; medians of ${String(repeat)} runs per rate` : ''}`,
    `- Code: ${code}`,
    `- Reproduce: \`${reproduceCommand('bench:live', target)}\``,
    '',
    body,
  ].join('\n');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeDoc(file, intro, target.kind, block, 'live-bench');
  console.log(`\nWrote ${path.relative(repoRoot, file)}`);
}

await runBench(main, async () => server?.stop());
