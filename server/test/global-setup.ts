// The admin tests run the built command (dist/admin.js: a child process without tsx starts in a third of the time):
// the workspace's incremental build rebuilds the server when its sources changed, and does nothing otherwise.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), 'server'], { stdio: 'inherit' });
}
