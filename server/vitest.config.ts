import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The admin tests run the built command: build the server first when its sources changed.
    globalSetup: ['test/global-setup.ts'],
    // Generous: `npm test` runs suites side by side on two cores; speed is measured in `npm run bench`, not here.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
