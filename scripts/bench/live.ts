// `npm run bench:live [-- options]`: time from a partner's click to the customer's screen. N customers
// hold their order's live stream while the partner accepts their orders one after another; each
// change is timed from the partner's request start to its arrival on that customer's stream.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@railbite/contract/paths';
import { startCpuSample } from './cpu.ts';
import type { CpuUse } from './cpu.ts';
import { openOrderStream, openPartnerRestaurant, placePaidOrders } from './live-setup.ts';
import type { OrderStream, PaidOrder, Partner } from './live-setup.ts';
import { percentile } from './load.ts';
import { createCustomers } from './order-customers.ts';
import { cpuText, writeDoc } from './report.ts';
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
accept the N orders at an even rate through the partner API. Each change is timed from the start of
the partner's request to the arrival of the order's new status on that customer's stream. Prints the
figures and updates docs/benchmarks.md.

Options:
  --streams N   customers, each with one order and its open stream (default 200)
  --rate R      partner changes per second, evenly spaced (default 20)
  --fresh       drop and recreate the database (or PGlite folder) first
  --no-docs     do not write docs/benchmarks.md
  --port P      server port (default: a free one in 3600–3699)
  -h, --help    show this help`;

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '200' },
    rate: { type: 'string', default: '20' },
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
const rate = wholeNumber(usage, '--rate', values.rate, 1);
const port = values.port === undefined ? undefined : wholeNumber(usage, '--port', values.port, 1);
const targetP99Ms = 500;
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

type Change = { orderId: string; sentAt: number; respondedAt?: number; status?: number };
type Summary = { count: number; p50: number; p99: number; max: number };

function summary(latencies: number[]): Summary {
  const sorted = latencies.slice().sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** The partner accepts each order in turn, request i sent at start + i ÷ rate whatever came before. */
async function acceptAll(baseUrl: string, partner: Partner, orders: PaidOrder[]): Promise<Change[]> {
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

function measure(changes: Change[], streams: Map<string, OrderStream>) {
  const screen: number[] = [];
  const request: number[] = [];
  let failed = 0;
  for (const change of changes) {
    const arrived = streams.get(change.orderId)?.arrivals.get('preparing');
    if (change.status !== 200 || arrived === undefined) failed += 1;
    if (arrived !== undefined) screen.push(arrived - change.sentAt);
    if (change.respondedAt !== undefined) request.push(change.respondedAt - change.sentAt);
  }
  return { screen: summary(screen), request: summary(request), failed };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

function table(result: ReturnType<typeof measure>, cpu: CpuUse | undefined): string {
  const met = result.failed === 0 && result.screen.p99 <= targetP99Ms;
  const line = (label: string, s: Summary, failures: string, verdict: string) =>
    `| ${label} | ${String(s.count)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${failures} | ${verdict} |`;
  return [
    '| Measure | Changes | p50 ms | p99 ms | max ms | Failures | p99 target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    line(
      "Partner's click → customer's stream",
      result.screen,
      String(result.failed),
      `${met ? 'met' : 'MISSED'} (≤ ${String(targetP99Ms)} ms)`,
    ),
    line("Partner's accept request (its response)", result.request, '–', '–'),
    '',
    `Cores during the changes (server / pg / load / other): ${cpuText(cpu)}.`,
  ].join('\n');
}

const intro = `## Live updates: click to screen

Written by \`npm run bench:live\` (scripts/bench/live.ts); everything between the live-bench markers is
replaced on the next run, one block per database kind.

Target on PostgreSQL (issue 16): with 200 customers holding their order's live stream, p99 ≤ 500 ms from
the partner's click to the change arriving on the customer's stream.

How it measures: the bench signs up N customers, each pays for one order at the demo partner's first
restaurant (the sandbox webhook confirms it), and opens that order's stream
(\`GET /api/orders/{orderId}/events\`, as the tracking page does). None of this is measured. Then the
partner accepts the N orders through \`POST /api/partner/accept-order/{orderId}\` at an even rate, each
request sent when it is due whatever happened to earlier ones. A change is timed from the start of the
partner's request (the click) to the moment the order's \`preparing\` message is parsed off that
customer's stream: the transaction, the NOTIFY, the listener, the read of the order's details, and the
write to the stream. Every stream sees exactly one change; a change that fails or does not arrive within
10 s is a failure. The load generator, the server and PostgreSQL share the machine.`;

async function main() {
  const codeAtStart = codeVersion();
  console.log(
    `Live bench: ${describeTarget(target)}, ${streamCount} streams, ${rate} changes/s, ${codeAtStart}`,
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
  const { baseUrl } = server;
  console.log(`Server ${baseUrl} (pid ${String(server.pid)})`);

  const partner = await openPartnerRestaurant(baseUrl);
  const setupStart = performance.now();
  const customers = await createCustomers(baseUrl, streamCount);
  const orders = await placePaidOrders(baseUrl, customers, partner.restaurantId);
  const streams = new Map<string, OrderStream>();
  for (const order of orders) streams.set(order.orderId, await openOrderStream(baseUrl, order));
  await waitFor(
    () => [...streams.values()].every((stream) => stream.arrivals.has('confirmed')),
    60_000,
    'every order to be confirmed on its stream',
  );
  console.log(
    `${streams.size} paid orders with open streams in ${((performance.now() - setupStart) / 1000).toFixed(0)} s`,
  );
  await settle(baseUrl);

  const stopCpu = startCpuSample(server.pid);
  const changes = await acceptAll(baseUrl, partner, orders);
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
  const code = measuredCode(codeAtStart);
  await settle(baseUrl);
  await server.stop();
  server = undefined;

  const body = table(result, cpu);
  console.log(`\n${body}`);
  if (values['no-docs']) return;
  const title = target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)';
  const block = [
    `### ${title}`,
    '',
    `- Date: ${runDate()}`,
    `- Machine: ${machine()}`,
    `- Database: ${facts.engine}`,
    `- Dataset: demo seed (${facts.restaurants.toLocaleString('en-US')} restaurants); ${String(streamCount)} bench customers, one paid order and one open stream each`,
    `- Settings: ${String(streamCount)} changes (accept) at ${String(rate)} per second, evenly spaced`,
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
