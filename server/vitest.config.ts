import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Files that must start in a fresh process: they look at which modules a started app has loaded.
// The golden PDF bytes too: once, after other files in one worker, the "scripts" document came out 51,964 bytes
// instead of its recorded 51,057. fontkit's glyph cache gave a shaped glyph the characters of an earlier request
// (fixed in pdf/export/fonts.ts, tested in fonts.test.ts), the likely cause; the recorded bytes stay those of a
// fresh process all the same.
const fresh = ['src/visits/client-info-lazy.test.ts', 'src/pdf/export/golden.test.ts'];

// The pass on PostgreSQL (DATABASE_URL set) runs the files that reach a database: an app, a kit, a database of
// their own, or the built server or admin command (which inherit DATABASE_URL). The others (layout, PDF bytes,
// parsers, pure functions) would only run the same code a second time.
const DATABASE =
  /\b(makeApp|makeKit|openTestDb|openDatabase|MAIN_JS|ADMIN_JS|DATABASE_URL)\b|test-kit|test\/helpers\.js/;
function databaseFree(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.test.ts')) continue;
    const file = path.join(e.parentPath, e.name);
    if (!DATABASE.test(fs.readFileSync(file, 'utf8'))) out.push(path.relative(import.meta.dirname, file));
  }
  return out;
}
const skipped = process.env.DATABASE_URL
  ? [...databaseFree(path.join(import.meta.dirname, 'src')), ...databaseFree(path.join(import.meta.dirname, 'test'))]
  : [];

export default defineConfig({
  test: {
    // The admin tests run the built command: build the server first when its sources changed.
    globalSetup: ['test/global-setup.ts'],
    // Generous: `npm test` runs suites side by side on two cores; speed is measured in `npm run bench`, not here.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // On SQLite every app has a data folder of its own, so files run side by side (vitest's default is one worker
    // fewer than the cores: one on a 2-core machine). On PostgreSQL every app shares the run's database, and files
    // that count rows across it ("nothing stored") must not overlap: one worker.
    maxWorkers: process.env.DATABASE_URL ? 1 : Math.max(2, os.availableParallelism() - 1),
    projects: [
      // A worker runs many files one after another in one module graph: importing the server (~2 s a file) is
      // paid once a worker instead of once a file, which halves the suite. Files leave no state behind: they
      // close their apps, restore faked clocks (and the monotonic clock with them) and their mocks.
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...fresh, ...skipped],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server (fresh process)', include: fresh } },
    ],
  },
});
