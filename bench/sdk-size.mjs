#!/usr/bin/env node
// `npm run size`: what @dossier/sdk weighs in a browser or worker bundle, made by esbuild as an integrator's bundler
// would (--platform=browser, minified, ES module, tree-shaken), raw and gzipped: the whole core, an app that makes a
// client (every resource comes with it), and one that only verifies webhooks. Exits 1 when the core is over its
// budget (packages/sdk/README.md, "Size") or when a bundle reaches a `node:` import. `npm run bench` prints it too.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sdk = path.join(root, 'packages/sdk/src/index.ts').replaceAll('\\', '/');
/** The core's budget, gzipped (the README's). */
export const BUDGET_GZIP = 25 * 1024;

const APPS = [
  ['the core (everything @dossier/sdk exports)', `export * from '${sdk}';`],
  [
    'an app that makes a client and calls signing',
    `import { Dossier } from '${sdk}';\nexport const session = (token) => new Dossier().signing.retrieve(token);`,
  ],
  [
    'an app that only verifies webhooks (verifyAsync)',
    `import { Webhooks } from '${sdk}';\nexport const verify = (b, h, s) => new Webhooks().verifyAsync(b, h, s);`,
  ],
];

/** Each bundle's name, minified bytes and gzipped bytes. */
export async function sdkSizes() {
  const sizes = [];
  for (const [name, contents] of APPS) {
    const built = await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'js' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      metafile: true,
      logLevel: 'silent',
    });
    const nodeImports = Object.keys(built.metafile.inputs).filter((f) => f.startsWith('node:'));
    if (nodeImports.length) throw new Error(`${name}: the browser bundle reaches ${nodeImports.join(', ')}`);
    const code = built.outputFiles[0].contents;
    sizes.push({ name, minified: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length });
  }
  return sizes;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function printSizes(sizes) {
  console.log('@dossier/sdk in a browser bundle (esbuild --platform=browser --minify, gzip -9):');
  for (const s of sizes) console.log(`  ${s.name}: ${kb(s.minified)} minified, ${kb(s.gzip)} gzip`);
  const core = sizes[0];
  const ok = core.gzip <= BUDGET_GZIP;
  console.log(`  budget of the core: ${kb(BUDGET_GZIP)} gzip, ${ok ? 'within' : 'OVER'} (${kb(core.gzip)})\n`);
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(printSizes(await sdkSizes()) ? 0 : 1);
}
