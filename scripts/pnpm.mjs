// Runs pnpm: the one on PATH, or (on a machine with only Node and npm) the pinned one through npm exec.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

let direct;
function hasDirect() {
  if (direct === undefined) {
    const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
    direct = r.status === 0 && r.stdout.trim() === PNPM_VERSION;
  }
  return direct;
}

export function pnpm(args, opts = {}) {
  const [cmd, argv] = hasDirect() ? ['pnpm', args] : ['npm', ['exec', '--yes', `--package=pnpm@${PNPM_VERSION}`, '--', 'pnpm', ...args]];
  const r = spawnSync(cmd, argv, { stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
