#!/usr/bin/env node
// Regenerates everything derived from spec/openapi.yaml:
//   spec/dist/openapi.json                 bundled contract (served by the server, read by Prism and the generators)
//   packages/sdk/src/generated/            hey-api client, typed operations and types, plus the resource facade,
//                                          paths.gen.ts (openapi-typescript's `paths`, for `client.request`), and
//                                          mocks.gen.ts (the testing kit's default answers, @dossier/sdk/testing)
//   server/src/generated/                  the operation table the server registers; api/ re-exports the SDK's types
//   README.md, spec/CONVENTIONS.md         between their `generated:` markers: the counts of operations and events,
//                                          and the table of operations (scripts/gen/docs.mjs)
//   */generated/version.gen.ts             the contract's version and deprecations (the SDK's: which release added
//                                          each operation, from spec/released/)
// `--check` generates into a scratch folder and fails when anything differs from the committed files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import openapiTS, { astToString } from 'openapi-typescript';
import { renderDocs } from './gen/docs.mjs';
import { renderMocks } from './gen/mocks.mjs';
import { renderOperations } from './gen/operations.mjs';
import { renderResources } from './gen/resources.mjs';
import { renderVersion } from './gen/version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const out = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-gen-')) : root;

const targets = {
  bundle: 'spec/dist/openapi.json',
  sdk: 'packages/sdk/src/generated',
  server: 'server/src/generated',
  readme: 'README.md',
  conventions: 'spec/CONVENTIONS.md',
};
/** What a page holds that is generated, for the message when it is out of date. */
const GENERATED_PARTS = {
  [targets.readme]: 'the counts in its status note',
  [targets.conventions]: 'its table of operations',
};

const HEADER = '// This file is generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit.\n';

function write(rel, text) {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function sortKeys(obj) {
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, obj[k]]),
  );
}

// 1. Bundle the multi-file spec into one JSON document, components sorted so the output is stable.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bundle-'));
const rawBundle = path.join(scratch, 'openapi.json');
try {
  execFileSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['bundle', path.join(root, 'spec/openapi.yaml'), '-o', rawBundle, '--config', path.join(root, 'spec/redocly.yaml')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
} catch (e) {
  process.stderr.write(String(e.stdout ?? '') + String(e.stderr ?? ''));
  throw new Error('redocly could not bundle spec/openapi.yaml');
}
const spec = JSON.parse(fs.readFileSync(rawBundle, 'utf8'));
for (const k of Object.keys(spec.components ?? {})) spec.components[k] = sortKeys(spec.components[k]);
spec.components = sortKeys(spec.components);
const bundleText = `${JSON.stringify(spec, null, 2)}\n`;
write(targets.bundle, bundleText);
const bundlePath = path.join(out, targets.bundle);

// 2. hey-api: the SDK's client, typed operations and types; the server's types.
const quiet = { level: 'silent' };
fs.rmSync(path.join(out, targets.sdk, 'api'), { recursive: true, force: true });
await createClient({
  input: bundlePath,
  output: { path: path.join(out, targets.sdk, 'api') },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
  logs: quiet,
});
// The server's types are the SDK's, generated once above: its generated/api holds only a re-export (type-only,
// erased at build), so the ~200 files that import '../generated/api/types.gen.js' read the one copy.
fs.rmSync(path.join(out, targets.server, 'api'), { recursive: true, force: true });
const reexport = `${HEADER}// The API's types, generated once into packages/sdk/src/generated/api (tsconfig.base.json maps the name).\nexport type * from '@dossier/sdk/types';\n`;
write(path.join(targets.server, 'api', 'types.gen.ts'), reexport);
write(path.join(targets.server, 'api', 'index.ts'), reexport);

// openapi-typescript's `paths`: what types openapi-fetch, the SDK's typed escape hatch (client.request).
const pathsAst = await openapiTS(new URL(`file://${bundlePath}`));
write(path.join(targets.sdk, 'paths.gen.ts'), HEADER + '/* eslint-disable */\n' + astToString(pathsAst));

// 3. Our own renderings: the server's operation table and the SDK's resource facade.
write(path.join(targets.server, 'operations.gen.ts'), HEADER + renderOperations(spec));
write(path.join(targets.sdk, 'resources.gen.ts'), HEADER + renderResources(spec));
// The contract's version and deprecations; the SDK also learns which released version added each operation.
const releasedDir = path.join(root, 'spec/released');
const released = fs
  .readdirSync(releasedDir)
  .filter((f) => /^\d+\.\d+\.\d+\.json$/.test(f))
  .map((f) => ({ version: f.slice(0, -5), doc: JSON.parse(fs.readFileSync(path.join(releasedDir, f), 'utf8')) }))
  .sort((a, b) =>
    a.version
      .split('.')
      .map(Number)
      .reduce((d, x, i) => d || x - b.version.split('.').map(Number)[i], 0),
  );
write(path.join(targets.server, 'version.gen.ts'), HEADER + renderVersion(spec));
write(path.join(targets.sdk, 'version.gen.ts'), HEADER + renderVersion(spec, released));

write(path.join(targets.sdk, 'mocks.gen.ts'), HEADER + renderMocks(spec));

// 4. The pages that restate the spec, rewritten between their markers (the rest of each page stays as written).
for (const [rel, text] of Object.entries(renderDocs(spec, (rel) => fs.readFileSync(path.join(root, rel), 'utf8'))))
  write(rel, text);

if (check) {
  const diff = [];
  const walk = (rel) => {
    const a = path.join(out, rel);
    const b = path.join(root, rel);
    if (fs.statSync(a).isDirectory()) {
      const names = new Set([...fs.readdirSync(a), ...(fs.existsSync(b) ? fs.readdirSync(b) : [])]);
      for (const n of names) {
        if (!fs.existsSync(path.join(a, n))) diff.push(`${path.join(rel, n)} (stale: no longer generated)`);
        else walk(path.join(rel, n));
      }
    } else if (!fs.existsSync(b) || fs.readFileSync(a, 'utf8') !== fs.readFileSync(b, 'utf8')) {
      diff.push(GENERATED_PARTS[rel] ? `${rel} (${GENERATED_PARTS[rel]})` : rel);
    }
  };
  for (const t of Object.values(targets)) walk(t);
  fs.rmSync(out, { recursive: true, force: true });
  if (diff.length) {
    console.error(`generated code is out of date with spec/ (run npm run generate):\n  ${diff.join('\n  ')}`);
    process.exit(1);
  }
  console.log('generated code is in sync with spec/');
} else {
  console.log(`generated ${Object.values(targets).join(', ')}`);
}
fs.rmSync(scratch, { recursive: true, force: true });
