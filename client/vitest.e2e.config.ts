import { defineConfig } from 'vitest/config';

// Browser tests: a real `renju serve` and Debian's chromium; one file at a time (2 cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
