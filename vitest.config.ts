import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverModuleMockingProject } from './apps/server/vitest.config.ts';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', serverModuleMockingProject, 'apps/web'],
    // Vitest's default leaves one core idle (cores − 1): on a 2-core machine that is a single worker.
    maxWorkers: availableParallelism(),
  },
});
