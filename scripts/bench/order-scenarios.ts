// What the order bench requests: add-to-cart and init-order from many logged-in customers in turn,
// and the method text that heads the order section of docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { idempotencyKeyHeader } from '@railbite/contract/orders';
import { apiPaths } from '@railbite/contract/paths';
import type { BenchRequest, Scenario } from './load.ts';
import type { BenchCustomer, Dish } from './order-customers.ts';

const addToCartTarget = { rate: 200, p99Ms: 100 };
const initOrderTarget = { rate: 50, p99Ms: 150 };

/** Hands out the customers round-robin, with how many requests each has sent before this one. */
function rotation(customers: BenchCustomer[]) {
  let sent = 0;
  return () => {
    const index = sent % customers.length;
    const turn = Math.floor(sent / customers.length);
    sent += 1;
    const customer = customers[index];
    if (!customer) throw new Error('the order bench needs at least one customer');
    return { customer, turn };
  };
}

function postJson(path: string, customer: BenchCustomer, body: object, headers = {}): BenchRequest {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', authorization: customer.authorization, ...headers },
    body: JSON.stringify(body),
  };
}

export const orderScenarioNames = ['add-to-cart', 'init-order'] as const;

export function orderScenarios(customers: BenchCustomer[], dishes: Dish[]): Scenario[] {
  const nextAdder = rotation(customers);
  const nextBuyer = rotation(customers);
  return [
    {
      name: 'add-to-cart',
      label: 'Add to cart',
      path: apiPaths.cart.add,
      rate: addToCartTarget.rate,
      expectStatus: 200,
      p99TargetMs: addToCartTarget.p99Ms,
      nextRequest: () => {
        const { customer, turn } = nextAdder();
        const dish = dishes[turn % dishes.length] ?? dishes[0];
        return postJson(apiPaths.cart.add, customer, { ...dish, quantity: 1 });
      },
    },
    {
      name: 'init-order',
      label: 'Init order (checkout)',
      path: apiPaths.orders.init,
      rate: initOrderTarget.rate,
      expectStatus: 200,
      p99TargetMs: initOrderTarget.p99Ms,
      nextRequest: () => {
        const { customer, turn } = nextBuyer();
        // The tip differs from this customer's previous checkout: a new order, not a retry of the last.
        const body = { addressId: customer.addressId, tip: turn % 2 === 0 ? 20 : 30 };
        return postJson(apiPaths.orders.init, customer, body, { [idempotencyKeyHeader]: randomUUID() });
      },
    },
  ];
}

export const orderMethodText = `## Order path under load

Written by \`npm run bench:orders\` (scripts/bench/orders.ts, sharing the catalog bench's load
generator, server start-up and report code); everything between the order-bench markers is replaced
on the next run, one block per database kind.

Targets on PostgreSQL (2 cores): add-to-cart p99 ≤ ${addToCartTarget.p99Ms} ms at
${addToCartTarget.rate} req/s, init-order p99 ≤ ${initOrderTarget.p99Ms} ms at ${initOrderTarget.rate} req/s,
zero errors (no non-2xx response, no socket error or timeout).

How it measures:

- Before anything is measured the bench registers N customers through the API (argon2 hashing, a few
  at a time), logs each in and gives each an address; the bench server allows that many sign-ups and
  logins from one address (\`SIGNUPS_PER_IP\`, \`LOGIN_ATTEMPTS_PER_IP\`). The catalog is the demo seed.
- Add to cart: the customers take turns (round-robin), each adding one of a restaurant's available
  dishes, the next one on each turn. Every customer has their own cart row lock, so the load is many
  shoppers at once rather than one cart serialising every request. Carts are emptied before each run.
- Init order: every customer's cart holds one dish; the customers take turns checking out with a fresh
  Idempotency-Key each time and a tip that differs from their previous checkout. Every request is
  therefore a new checkout: under the cart lock it prices the cart, supersedes that customer's
  previous unpaid order and inserts the order, its items and its payment row; then it closes the old
  sandbox payment, creates the new one and attaches it (ADR 018) — the expensive path, not the cheap
  "same checkout again" answer.
- Each run, twice over, after a warm-up at the same settings (carts prepared afresh before each):
  - autocannon at a fixed overall rate over rate ÷ 4 connections (at least 10). autocannon bounds the
    rate per connection per wall-clock second: each connection sends its quota back to back as soon as
    its one-second timer resets and then waits, and all the timers start together. At 200 req/s that is
    a burst of 200 requests at the start of every second, so its p99 is the time to drain a whole
    second's requests at once — a far harsher shape than 200 req/s spread over the second.
  - the open-loop pacer (the catalog bench's): request i is due at start + i ÷ rate, sent whatever
    happened to earlier ones, each with its own customer, method, headers and body, and timed from when
    it was due, so a slow server shows as latency rather than fewer requests. This is "200 req/s" as
    customers produce it. The table judges the target on both runs.
- Latency is per response in milliseconds; failures are responses other than 200 plus socket errors and
  timeouts. With \`--repeat\` the figures are medians of the runs.
- CPU per request: the CPU time (/proc ticks, user + system) of the Node server and of the PostgreSQL
  processes serving the bench's database (its backends and the shared background processes; backends
  of other databases on the same server do not count) during each run, divided by the requests
  answered. Measured at the fixed rate, warm-up included, so the idle cost of both is spread over the
  requests too; the table gives the median over every run of both load generators.
- The machine is shared with other work; the cores other processes used during each run are
  recorded, and figures from a busy machine are upper bounds.`;
