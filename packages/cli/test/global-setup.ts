// Makes sure the tests run the current code: the CLI is rebuilt when a source file is newer than its output,
// and the SDK must have been built (its dist is what @dossier/sdk resolves to).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const cliRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir: string, ext: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p, ext));
    else if (entry.name.endsWith(ext)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

export default function setup(): void {
  const sdkDist = path.join(cliRoot, 'node_modules/@dossier/sdk/dist/index.js');
  if (!fs.existsSync(sdkDist)) {
    throw new Error('@dossier/sdk is not built: run "npx tsc -p tsconfig.build.json" in packages/sdk first');
  }
  const dist = path.join(cliRoot, 'dist');
  const stale = !fs.existsSync(dist) || newestMtime(path.join(cliRoot, 'src'), '.ts') > newestMtime(dist, '.js');
  if (stale) {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', path.join(cliRoot, 'tsconfig.build.json')], { stdio: 'inherit' });
  }
}
