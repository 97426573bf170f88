import { defineConfig } from 'vitest/config';

// Unit tests: no browser, no server. Game-page unit tests may live beside their code in src/.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
