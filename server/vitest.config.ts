import { defineConfig } from 'vitest/config';

// Files that must start in a fresh process: they look at which modules a started app has loaded.
const fresh = ['src/visits/client-info-lazy.test.ts'];

export default defineConfig({
  test: {
    // The admin tests run the built command: build the server first when its sources changed.
    globalSetup: ['test/global-setup.ts'],
    // Generous: `npm test` runs suites side by side on two cores; speed is measured in `npm run bench`, not here.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      // A worker runs many files one after another in one module graph: importing the server (~2 s a file) is
      // paid once a worker instead of once a file, which halves the suite. Files leave no state behind: they
      // close their apps, restore faked clocks (and the monotonic clock with them) and their mocks.
      { extends: true, test: { name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: fresh, isolate: false } },
      { extends: true, test: { name: 'server (fresh process)', include: fresh } },
    ],
  },
});
