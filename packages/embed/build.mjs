#!/usr/bin/env node
// After tsc (dist/index.js, dist/messages.js and their .d.ts): one minified ES module, dist/dossier-embed.min.js,
// for a <script type="module"> without a bundler, and its size, raw and gzipped. Over the budget the README
// states, the build fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The budget, gzipped (README.md, "Size"). */
export const BUDGET_GZIP = 3 * 1024;
const out = path.join(here, 'dist/dossier-embed.min.js');
await esbuild.build({
  entryPoints: [path.join(here, 'src/index.ts')],
  outfile: out,
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  legalComments: 'none',
  logLevel: 'warning',
});
const bytes = fs.readFileSync(out);
const gzip = zlib.gzipSync(bytes, { level: 9 }).length;
console.log(`embed: dist/dossier-embed.min.js ${bytes.length} bytes, ${gzip} gzipped (budget ${BUDGET_GZIP})`);
if (gzip > BUDGET_GZIP) {
  console.error(`embed: over its budget of ${BUDGET_GZIP} bytes gzipped`);
  process.exit(1);
}
