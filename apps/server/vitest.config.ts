import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** Files that replace a module with `vi.mock`: they need a module registry of their own. */
const moduleMockingTests = ['src/modules/payments/phonepe/phonepe-webhook.test.ts'];

const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: { LOG_LEVEL: 'silent' },
};

/** The server's API and unit tests: `server`, plus `server-mocks` for the files that mock modules. */
export default defineProject({
  test: {
    ...shared,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: moduleMockingTests,
    // One migrated database for the run; each test file starts from a copy of it (PGlite in memory, or a
    // fresh PostgreSQL database made from the template).
    globalSetup: ['src/testing/global-setup.ts'],
    // Files share a worker's loaded modules (each still builds its own app and database): re-importing
    // Fastify, drizzle and PGlite for every file cost more than most files' tests.
    isolate: false,
  },
});

export const serverModuleMockingProject: TestProjectInlineConfiguration = {
  test: {
    ...shared,
    name: 'server-mocks',
    root: fileURLToPath(new URL('.', import.meta.url)),
    // No database here: these files test modules on their own.
    include: moduleMockingTests,
  },
};
