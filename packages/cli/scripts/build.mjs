#!/usr/bin/env node
// The CLI's build: a clean dist/ (a command whose source was removed must not linger there and stay runnable),
// then each source transpiled by esbuild (scripts/transpile.mjs; `npm test` type-checks), then oclif.manifest.json from dist/commands, so `dossier` finds its commands without importing them all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const node = (script, args, env = {}) =>
  execFileSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
fs.rmSync(path.join(root, 'oclif.manifest.json'), { force: true });
node(path.join(root, '../../scripts/transpile.mjs'), [root]);
// The oclif tool would otherwise ask the npm registry whether it is out of date: nothing downloads at build time.
node(path.join(path.dirname(require.resolve('oclif/package.json')), 'bin/run.js'), ['manifest'], {
  OCLIF_SKIP_NEW_VERSION_CHECK: 'true',
});
