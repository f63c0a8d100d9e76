import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The tests run the built CLI (bin/run.js → dist): rebuild it first when src is newer.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // The two server-backed files spend most of their time waiting on child processes: run them side by side.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
