// Makes sure the tests run the current code: the workspace's incremental build (scripts/build.mjs) rebuilds the CLI
// (dist and oclif.manifest.json) and the SDK it depends on when their sources changed, and does nothing otherwise.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export default function setup(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), 'packages/cli'], { stdio: 'inherit' });
}
