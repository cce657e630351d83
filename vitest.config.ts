import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    globalSetup: ['test/setup/global.ts'],
    setupFiles: ['test/setup/env.ts'],
    // Limits catch hangs; speed is for the benches. A busy shared machine (load 15+) makes
    // a 2 s test take 20 s (D-189).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers only queue on moto.
    maxWorkers: 2,
    // Handlers log one line per request; show it only for failing tests.
    silent: 'passed-only',
  },
});
