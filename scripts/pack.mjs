#!/usr/bin/env node
// `npm run pack`: installable tarballs of @dossier/sdk, @dossier/cli and @dossier/embed (the browser package that
// frames the signing page and viewer) in dist-packages/, built first. pnpm pack turns `workspace:*` into the real
// version, so outside this repository
//   npm install ./dist-packages/dossier-sdk-<v>.tgz ./dist-packages/dossier-cli-<v>.tgz
// installs both (their other dependencies come from the npm registry).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist-packages');
const packages = ['packages/sdk', 'packages/cli', 'packages/embed'];

await build(root, { only: packages });
fs.mkdirSync(out, { recursive: true });
for (const dir of packages) {
  const status = pnpm(['pack', '--pack-destination', out], {
    cwd: path.join(root, dir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) {
    console.error(`dossier: packing ${dir} failed (exit ${status})`);
    process.exit(status);
  }
}
for (const { name, version } of packages.map((dir) =>
  JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
)) {
  console.log(
    `dossier: ${path.relative(process.cwd(), path.join(out, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`))}`,
  );
}
