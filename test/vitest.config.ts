import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A poll waits for the page, not for a deadline: generous, so a busy machine (npm test runs suites side by side)
    // is never a failure. Speed is measured in the benches.
    expect: { poll: { timeout: 15_000 } },
  },
});
