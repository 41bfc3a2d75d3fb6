import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${String(port)}`;
const executablePath = (await findChromium()) ?? undefined;

/** The specs that also run on a phone-sized viewport (see `projects`). */
const phoneJourneys = [
  'accessibility',
  'addresses',
  'cart',
  'catalog',
  'checkout',
  'delivery-location',
  'offline-app',
  'order-live',
  'partner-onboarding',
  'phone-layout',
  'train-delay',
  'train-journey',
  'train-seat-order',
].map((name) => `**/${name}.spec.ts`);

/**
 * e2e journeys run against the built app served by the real server, on a fresh in-memory database
 * with the demo seed. `npm run test:e2e` builds the web app first.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky journey is a defect to fix, not to retry: a retry would hide it.
  retries: 0,
  workers: 2,
  // Three times Playwright's defaults (30 s a test, 5 s an expectation). Some hosts run every journey
  // 3–5 times slower: there a fresh process's first touch of its memory costs 12–68 µs a page
  // (docs/benchmarks.md, 2 Dec), and one CI run of unchanged code had eight journeys time out at the
  // defaults. A timeout only bounds how long a failure takes to show; a passing journey takes as long.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The journeys whose phone layout differs (bottom bars, the drawer, the map picker, scrolling
    // lists) or that an issue asks for on a phone; the rest behave the same at any width and run on
    // the desktop project only (ADR 015's addendum: e2e time).
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: phoneJourneys },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Migrating and seeding an in-memory database takes seconds on an idle machine, far longer on a loaded one.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // Test mode: responses are checked against the contract, and the development SMS outbox page
      // (where the forgot-password journey reads its code) is served.
      NODE_ENV: 'test',
      // Every journey signs up and logs in from the same address; the per-IP limits are tested in the
      // API tests.
      LOGIN_ATTEMPTS_PER_IP: '1000',
      SIGNUPS_PER_IP: '1000',
      // Refunds are made by the sweep (ADR 018): a rejected order's refund completes within a moment,
      // so a journey sees it without waiting out the default 5 s.
      SWEEP_INTERVAL_MS: '200',
      // push-notifications.spec.ts runs a local push service per project on these ports (ADR 032).
      WEB_PUSH_EXTRA_ORIGINS: [1100, 1200]
        .map((offset) => `http://127.0.0.1:${String(port + offset)}`)
        .join(','),
    },
  },
});
