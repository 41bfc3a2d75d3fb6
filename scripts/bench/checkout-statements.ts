// `npm run bench:checkout-statements`: the SQL one init-order sends, statement by statement, as the order
// bench's checkouts do (a new Idempotency-Key and a new tip each time, superseding the customer's last
// unpaid order). Runs the app in this process on DATABASE_URL (else an in-memory PGlite) with the
// production settings and prints each statement with its parameters' count and whether it was a named
// (prepared) statement. docs/benchmarks.md "Checkout CPU" quotes it.
import { randomUUID } from 'node:crypto';
import { idempotencyKeyHeader } from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { applySeeds } from '../../apps/server/src/db/seed/seed.ts';
import { addressBody } from '../../apps/server/src/testing/address-fixture.ts';

type Sent = { text: string; named: boolean };
let recording: Sent[] | undefined;

// node-postgres funnels every statement (pooled, in a transaction, named or not) through Client#query.
const query = Reflect.get(pg.Client.prototype, 'query') as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  const config = typeof first === 'string' ? { text: first } : (first as { text?: string; name?: string });
  recording?.push({ text: config.text ?? '', named: Boolean(config.name) });
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED: 'none',
  SIGNUPS_PER_IP: '1000',
  LOGIN_ATTEMPTS_PER_IP: '1000',
});
const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: 'memory://',
});
await database.migrate();
await applySeeds(database.db, 'demo');
const app = await buildApp({ config, database, sendWebhook: async () => {} });
await app.ready();

async function call(method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  const response = await app.inject({ method, url, payload, headers });
  if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Record<string, unknown>>();
}

const mobile = `9${String(Date.now()).slice(-9)}`;
const password = 'bench-customer-password-42';
await call('POST', apiPaths.auth.register, {
  firstName: 'Bench',
  mobile,
  email: `${mobile}@bench.example`,
  password,
});
const { token } = (await call('POST', apiPaths.auth.login, { phone: mobile, password })) as { token: string };
const authorization = { authorization: `Bearer ${token}` };
const { data: address } = (await call('POST', apiPaths.addresses.create, addressBody(), authorization)) as {
  data: { id: number };
};
// A kitchen that delivers to the address: checkout refuses one whose area does not cover it (ADR 024).
const { latitude, longitude } = addressBody();
const nearby = (await call(
  'GET',
  `${apiPaths.catalog.restaurants}?page=1&limit=1&lat=${String(latitude)}&lng=${String(longitude)}`,
)) as { restaurants: { restaurant_id: number }[] };
const restaurantId = nearby.restaurants[0]?.restaurant_id;
if (restaurantId === undefined) throw new Error('no restaurant delivers to the bench address');
const menu = (await call('GET', apiPaths.catalog.restaurantItems(restaurantId))) as {
  data: { menuId: number; restaurantId: number; isAvailable: boolean }[];
};
const dish = menu.data.find((item) => item.isAvailable);
if (!dish) throw new Error(`restaurant ${String(restaurantId)} has no available dish`);
await call(
  'POST',
  apiPaths.cart.add,
  { menuId: dish.menuId, restaurantId: dish.restaurantId, quantity: 1 },
  authorization,
);

const checkout = (tip: number) =>
  call(
    'POST',
    apiPaths.orders.init,
    { addressId: address.id, tip },
    {
      ...authorization,
      [idempotencyKeyHeader]: randomUUID(),
    },
  );
// The first checkout has nothing to supersede and prepares the named statements: not the bench's case.
for (const tip of [20, 30, 20]) await checkout(tip);
recording = [];
await checkout(30);
const sent = recording;
recording = undefined;

const transactionStart = sent.findIndex((statement) => /^begin/i.test(statement.text));
sent.forEach((statement, index) => {
  const text = statement.text.replace(/\s+/g, ' ').slice(0, 150);
  console.log(`${String(index + 1).padStart(2)} ${statement.named ? 'named ' : 'ad hoc'} ${text}`);
});
const named = sent.filter((statement) => statement.named).length;
const inTransaction = sent.findIndex((statement) => /^commit/i.test(statement.text)) - transactionStart + 1;
console.log(
  `\n${sent.length} statements for one init-order (${named} named, ${sent.length - named} parsed and planned each time); ${inTransaction} in its transaction (BEGIN and COMMIT included)`,
);
await app.close();
await database.close();
