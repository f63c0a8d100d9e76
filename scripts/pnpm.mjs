// Runs pnpm: the one on PATH, or (on a machine with only Node and npm) the pinned one through npm exec.
import { spawn, spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

let direct;
function hasDirect() {
  if (direct === undefined) {
    const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
    direct = r.status === 0 && r.stdout.trim() === PNPM_VERSION;
  }
  return direct;
}

const command = (args) =>
  hasDirect() ? ['pnpm', args] : ['npm', ['exec', '--yes', `--package=pnpm@${PNPM_VERSION}`, '--', 'pnpm', ...args]];

/** pnpm as a child process of its own (the builds that may run side by side). */
export function pnpmAsync(args, opts = {}) {
  const [cmd, argv] = command(args);
  return spawn(cmd, argv, { stdio: 'inherit', ...opts });
}

export function pnpm(args, opts = {}) {
  const [cmd, argv] = command(args);
  const r = spawnSync(cmd, argv, { stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
