import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two cores here and in CI: loopback servers and SIGKILL crash loops behave better with
    // fewer parallel files.
    maxWorkers: 2,
  },
});
