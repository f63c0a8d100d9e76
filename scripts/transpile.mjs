#!/usr/bin/env node
// Builds a package for running: each src/**/*.ts file transpiled on its own by esbuild into dist/ (same layout, ES
// modules, source maps), in about a second where tsc took a minute. Types are not checked here: `npm test`
// type-checks every package with tsc. Tests and test kits are left out, as tsc's build configs did.
//
//   node scripts/transpile.mjs [package dir] [--clean]   (default: the current directory)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const pkgDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.');
const src = path.join(pkgDir, 'src');
const out = path.join(pkgDir, 'dist');
// esbuild is the web package's bundler already; resolve it from the root so every package shares one copy.
const esbuild = createRequire(import.meta.url)('esbuild');

const SKIP = [/\.test\.ts$/, /\.d\.ts$/, /(^|\/)test-kit\.ts$/];
/** The .ts sources; .cjs files (CommonJS on purpose, e.g. server/src/work/worker-entry.cjs) are copied as they are. */
function sources(dir, list = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, list);
    else if (e.name.endsWith('.ts') && !SKIP.some((re) => re.test(p))) list.push(p);
    else if (e.name.endsWith('.cjs')) {
      fs.mkdirSync(path.join(out, path.relative(src, dir)), { recursive: true });
      fs.copyFileSync(p, path.join(out, path.relative(src, p)));
    }
  }
  return list;
}

// --clean empties dist/ of what an earlier build wrote (a removed source must not linger runnable), keeping any
// folder another package builds into (server/dist/public is the pages' assets).
if (args.includes('--clean') && fs.existsSync(out)) {
  const keep = new Set(['public']);
  for (const e of fs.readdirSync(out)) if (!keep.has(e)) fs.rmSync(path.join(out, e), { recursive: true, force: true });
}

const entryPoints = sources(src);
await esbuild.build({
  entryPoints,
  outdir: out,
  outbase: src,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  bundle: false,
  logLevel: 'warning',
});
