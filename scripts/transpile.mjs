#!/usr/bin/env node
// Builds a package for running: each src/**/*.ts file transpiled on its own by esbuild into dist/ (same layout, ES
// modules, source maps), in about a second where tsc took a minute. Types are not checked here: `npm test`
// type-checks every package with tsc. Tests and test kits are left out, as tsc's build configs did.
//
// With --cjs it writes a CommonJS copy instead, into dist/cjs/ (marked `"type": "commonjs"` by its own package.json,
// with the declarations tsc wrote to dist/ copied beside it, so `require` gets types of its own): what a package
// that is also required from CommonJS (the SDK) names under its exports' `require` condition.
//
//   node scripts/transpile.mjs [package dir] [--clean] [--cjs]   (default: the current directory)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const pkgDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.');
const src = path.join(pkgDir, 'src');
const cjs = args.includes('--cjs');
const out = path.join(pkgDir, 'dist', ...(cjs ? ['cjs'] : []));
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
  format: cjs ? 'cjs' : 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  bundle: false,
  logLevel: 'warning',
});

if (cjs) {
  fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
  const copyDeclarations = (from, to) => {
    for (const e of fs.readdirSync(from, { withFileTypes: true })) {
      const p = path.join(from, e.name);
      if (e.isDirectory()) {
        if (p !== out) copyDeclarations(p, path.join(to, e.name));
      } else if (e.name.endsWith('.d.ts')) {
        fs.mkdirSync(to, { recursive: true });
        fs.copyFileSync(p, path.join(to, e.name));
      }
    }
  };
  copyDeclarations(path.join(pkgDir, 'dist'), out);
}
