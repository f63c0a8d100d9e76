import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // A test waits as long as a loaded machine needs (a browser test that takes 20 s alone took over a minute with
    // the server suites beside it): a deadline is not a speed check.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Most of these files wait: on a server starting, a browser, a heartbeat's interval. Two at a time keep two
    // cores busy (the default on two cores is one file at a time). Each starts its own server on its own port,
    // data folder and database, so they share nothing.
    maxWorkers: 2,
    // A poll waits for the page, not for a deadline: generous, so a busy machine (npm test runs suites side by side)
    // is never a failure. Speed is measured in the benches.
    expect: { poll: { timeout: 120_000 } },
  },
});
