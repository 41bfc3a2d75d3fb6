import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    // Files share a worker's loaded modules: importing React, the router and happy-dom again for every
    // file cost three times the tests themselves. testing/isolation.ts clears what a file leaves behind.
    isolate: false,
    setupFiles: ['src/testing/isolation.ts'],
  },
});
