// After `dossier autocomplete [SHELL]`: when it ran through `npx dossier` / `npm exec` (no `dossier` on the user's
// PATH), the plugin's instructions call a `dossier` the shell cannot find, and completion (which completes the word
// `dossier`) would have nothing to complete. Say so, and give the lines that work: a shell function named `dossier`
// that runs this CLI by its absolute path, and the completion setup called the same way.
import fs from 'node:fs';
import path from 'node:path';
import type { Hook } from '@oclif/core';

/** Whether a `dossier` the user's own shell would find is on PATH (npm exec adds node_modules/.bin: not counted). */
export function dossierOnPath(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.npm_command === 'exec' || env.npm_lifecycle_event === 'npx') return false;
  const names = process.platform === 'win32' ? ['dossier.cmd', 'dossier.exe', 'dossier.ps1'] : ['dossier'];
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir || /[\\/]node_modules[\\/]\.bin[\\/]?$/.test(dir)) continue;
    for (const name of names) {
      try {
        fs.accessSync(path.join(dir, name), fs.constants.X_OK);
        return true;
      } catch {
        // not here
      }
    }
  }
  return false;
}

/** The lines that set completion up for `shell` with the CLI at `bin` (an absolute path to bin/run.js). */
export function npxInstructions(shell: string, bin: string): string {
  const run = `node ${JSON.stringify(bin)}`;
  if (shell === 'powershell') {
    return [
      '`dossier` is not on your PATH (this ran through npx or npm exec), so the cmdlets above cannot find it.',
      'Completion completes the word `dossier`: define it as a function running this CLI, then set completion up:',
      '',
      `  Add-Content -Path $PROFILE -Value 'function dossier { ${run} @args }'`,
      `  Add-Content -Path $PROFILE -Value (Invoke-Expression -Command '${run} autocomplete script powershell'); .$PROFILE`,
    ].join('\n');
  }
  const rc = shell === 'zsh' ? '~/.zshrc' : '~/.bashrc';
  return [
    '`dossier` is not on your PATH (this ran through npx or npm exec), so the commands above cannot find it.',
    `Completion completes the word \`dossier\`: define it as a shell function running this CLI (a function, not an`,
    'alias: zsh expands aliases before completing), then set completion up with it:',
    '',
    `  printf '%s\\n' 'dossier() { ${run} "$@"; }' >> ${rc}`,
    `  printf "$(${run} autocomplete script ${shell})" >> ${rc}; source ${rc}`,
    '',
    'Or put a `dossier` on your PATH for good (npm install -g @dossier/cli, or in this repository',
    '`pnpm --filter @dossier/cli link --global`) and run `dossier autocomplete` again.',
  ].join('\n');
}

const hook: Hook<'postrun'> = async function (opts) {
  if (opts.Command.id !== 'autocomplete') return;
  const argv = opts.argv ?? [];
  if (argv.some((a) => a === '--refresh-cache' || a === '-r' || a === '--help' || a === '-h')) return;
  if (dossierOnPath()) return;
  const shell = argv.find((a) => !a.startsWith('-')) ?? opts.config.shell;
  if (!shell) return;
  this.log(
    `\n${npxInstructions(shell.endsWith('bash.exe') ? 'bash' : shell, path.join(opts.config.root, 'bin', 'run.js'))}\n`,
  );
};

export default hook;
