import { buildApp } from '../app.ts';
import type { AppDependencies } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database with a clock the test controls. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  dependencies: Pick<AppDependencies, 'sendWebhook'> = {},
) {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
  const database = await createTestDatabase();
  const clock = createManualClock(new Date());
  const app = await buildApp({ config, database, clock, ...dependencies });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let phoneCounter = 0;
/** A valid Indian mobile number, different on every call (each test file has its own database). */
export function uniqueMobile(): string {
  phoneCounter += 1;
  return `98${String(phoneCounter).padStart(8, '0')}`;
}
