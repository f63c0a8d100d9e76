import { defineConfig } from 'vitest/config';

// The shared modules' logic runs under Node (which has fetch and Response); the pages themselves are tested in
// Chromium (test/pages.test.ts).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
