#!/usr/bin/env node
// Builds the pages' browser code with esbuild: each src/pages/<name>.ts (one per page, with the shared modules it
// imports bundled in), src/styles.css, the icon (src/favicon.svg) and the viewer's default link-preview card (src/og-card.png), minified, under content-hashed names, into server/dist/public (this
// package's config.buildOutput), with manifest.json mapping each logical name to its file:
//   { "closed.js": "closed.5QK2MZ7A.js", "styles.css": "styles.H3LX0C2D.css" }
// The server reads the manifest (server/src/pages/assets.ts) and serves those files as immutable.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { withCodeSamples } from './docs-samples.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const out = path.resolve(here, pkg.config.buildOutput);
const pages = fs.readdirSync(path.join(here, 'src/pages')).filter((f) => f.endsWith('.ts'));

// pdf.js's worker (the signing page draws PDFs with it) is an entry of its own, a hashed same-origin file like the
// rest, so the CSP's script-src 'self' covers it and no CDN is involved: manifest name `pdf.worker.js`.
const require = createRequire(import.meta.url);
const pdfWorker = require.resolve('pdfjs-dist/build/pdf.worker.min.mjs');
// The pages format their words with intl-messageformat from message ASTs the server parsed (server/src/pages/i18n.ts):
// the ICU parser (about 7 KB of the 10 gzipped) stays out of the bundles.
const noParser = createRequire(require.resolve('intl-messageformat')).resolve(
  '@formatjs/icu-messageformat-parser/no-parser.js',
);
const entryPoints = [
  ...pages.map((f) => path.join(here, 'src/pages', f)),
  path.join(here, 'src/styles.css'),
  path.join(here, 'src/favicon.svg'),
  path.join(here, 'src/og-card.png'),
  { in: pdfWorker, out: 'pdf.worker' },
];
// The folder is this package's alone: old hashed files go, so it holds exactly what the manifest names.
fs.rmSync(out, { recursive: true, force: true });
const result = await esbuild.build({
  entryPoints,
  outdir: out,
  entryNames: '[name].[hash]',
  // pdf.js is imported dynamically (src/pdf.ts): split, it is a chunk of its own that only a page showing a PDF loads.
  splitting: true,
  chunkNames: '[name].[hash]',
  bundle: true,
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  legalComments: 'none',
  metafile: true,
  loader: { '.svg': 'copy', '.png': 'copy' },
  alias: { '@formatjs/icu-messageformat-parser': noParser },
  logLevel: 'warning',
});

// A stylesheet esbuild had to guess about (an unclosed block swallows every rule after it) fails the build: the
// pages would otherwise ship half styled without a word.
const cssWarnings = result.warnings.filter((w) => w.location?.file.endsWith('.css'));
if (cssWarnings.length) {
  console.error(`web: styles.css has ${cssWarnings.length} problem(s); fix them before building.`);
  process.exit(1);
}

const manifest = {};
// The API reference (/docs): Redoc's standalone bundle, a classic script that must stay as shipped (re-bundled,
// its UMD wrapper would no longer set window.Redoc), and the spec with the SDK and CLI samples of each operation.
const hashed = (name, ext, text) => {
  const file = `${name}.${createHash('sha256')
    .update(text)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}${ext}`;
  fs.writeFileSync(path.join(out, file), text);
  manifest[name + ext] = file;
};
// Its one remote load, the "API docs by Redocly" logo from a CDN, becomes an empty image: the page loads nothing
// from elsewhere (a browser test blocks and asserts every other origin).
const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const redoc = fs.readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
if (!redoc.includes(REDOC_LOGO))
  throw new Error('redoc.standalone.js no longer names its logo URL: check what it loads from elsewhere');
hashed(
  'redoc',
  '.js',
  redoc.replaceAll(
    REDOC_LOGO,
    'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 1 1%22/%3E',
  ),
);
const spec = JSON.parse(fs.readFileSync(path.join(here, '../../spec/dist/openapi.json'), 'utf8'));
const resources = fs.readFileSync(path.join(here, '../sdk/src/generated/resources.gen.ts'), 'utf8');
hashed(
  'openapi.docs',
  '.json',
  JSON.stringify(withCodeSamples(spec, { resources, cliDir: path.join(here, '../cli/src/commands') })),
);
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  // A shared chunk has no logical name: it is named by its file, which the entries that import it ask for.
  if (!output.entryPoint) {
    if (file.endsWith('.js')) manifest[path.basename(file)] = path.basename(file);
    continue;
  }
  const ext = path.extname(file);
  // The logical name is the output's own name without its hash (`pdf.worker.X1Y2Z3W4.js` → `pdf.worker.js`).
  const name = path.basename(file, ext).replace(/\.[A-Z0-9]{8}$/, '');
  manifest[name + ext] = path.basename(file);
}
// Text files are also written compressed (file.br, file.gz, once here rather than per request); the server sends
// the one the browser accepts. Brotli at quality 10, not 11: measured on these files, 11 made them 1.5-2% smaller
// for twice the time (5.4 CPU-s of a fresh clone's first start, most of it on Redoc and pdf.js's worker). The files
// are compressed side by side on libuv's thread pool rather than one after another.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
await Promise.all(
  Object.values(manifest)
    .filter((file) => /\.(js|css|svg|json)$/.test(file))
    .map(async (file) => {
      const body = fs.readFileSync(path.join(out, file));
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzip(body, { level: 9 }),
      ]);
      fs.writeFileSync(path.join(out, `${file}.br`), br);
      fs.writeFileSync(path.join(out, `${file}.gz`), gz);
    }),
);
fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
