import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import type { AppDependencies } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabaseOptions } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database with a clock the test controls. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  dependencies: Pick<AppDependencies, 'sendWebhook' | 'decorateGateway' | 'liveReconnectDelay'> = {},
  databaseOptions: TestDatabaseOptions = {},
) {
  const config = {
    // API tests sign many customers up from inject's one address; the sign-up limits have their own
    // tests (security/account-abuse.test.ts), which pass their own rules.
    // app.inject's requests carry `Host: localhost:80`: the address the test app is reached at, where
    // pages are served rather than redirected (ADR 023).
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIGNUPS_PER_IP: '100000',
      PUBLIC_URL: 'http://localhost',
    }),
    // API tests must not depend on whether `npm run build` has left a web build behind (CI builds first);
    // tests of the SPA fallback pass their own directory.
    webDistDir: path.join(tmpdir(), 'railbite-tests-without-web-build'),
    // Uploads of one test app never meet another's.
    files: { store: 'local' as const, dir: path.join(tmpdir(), 'railbite-test-files', randomUUID()) },
    ...overrides,
  };
  const database = await createTestDatabase(databaseOptions);
  const clock = createManualClock(new Date());
  const start = async () => {
    const built = await buildApp({ config, database, clock, ...dependencies });
    await built.ready();
    return built;
  };
  const t = {
    app: await start(),
    database,
    clock,
    /** Stops this app and starts a new one on the same database, as a process restart would. */
    async restart() {
      await t.app.close();
      t.app = await start();
    },
    async close() {
      await t.app.close();
      await database.close();
    },
  };
  return t;
}

let phoneCounter = 0;
/** A valid Indian mobile number, different on every call (each test file has its own database). */
export function uniqueMobile(): string {
  phoneCounter += 1;
  return `98${String(phoneCounter).padStart(8, '0')}`;
}

let clientAddressCounter = 0;
/** A client address no other call has used: per-IP limits stay out of the way of tests about something else. */
export function uniqueClientAddress(): string {
  clientAddressCounter += 1;
  return `10.77.${String(Math.floor(clientAddressCounter / 250))}.${String(clientAddressCounter % 250)}`;
}
