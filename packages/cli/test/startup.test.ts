// What `dossier` loads to start: --version answers as oclif would without loading it, help and commands that need
// no API load neither the SDK nor the spinner, prompt or table libraries (each is imported when first used), and a
// mistyped command is named with spaces and answered with the nearest command. Speed itself is measured, not
// asserted: these check what is loaded, which is what makes start-up slow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cliRoot, removeTempHomes, runCli, tempHome } from './helpers.js';

afterAll(removeTempHomes);

// A module resolution hook that records every module the ES loader resolves (the CLI's own lazy imports are all
// ES imports: the SDK, ora, @inquirer/prompts, cli-table3).
const traceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-cli-trace-'));
fs.writeFileSync(
  path.join(traceDir, 'hooks.mjs'),
  `import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  fs.appendFileSync(process.env.DOSSIER_TRACE_FILE, r.url + '\\n');
  return r;
}
`,
);
fs.writeFileSync(
  path.join(traceDir, 'register.mjs'),
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(traceDir, 'hooks.mjs')).href)});\n`,
);
afterAll(() => fs.rmSync(traceDir, { recursive: true, force: true }));

const HEAVY = ['@dossier/sdk', '/sdk/dist/', '/ora/', '@inquirer', '/cli-table3/'];

async function loaded(args: string[]): Promise<{ code: number | null; stdout: string; modules: string[] }> {
  const trace = path.join(traceDir, `${Math.random().toString(36).slice(2)}.txt`);
  fs.writeFileSync(trace, '');
  const res = await runCli(args, {
    home: tempHome(),
    env: {
      NODE_OPTIONS: `--import=${pathToFileURL(path.join(traceDir, 'register.mjs')).href}`,
      DOSSIER_TRACE_FILE: trace,
    },
  });
  return { code: res.code, stdout: res.stdout, modules: fs.readFileSync(trace, 'utf8').split('\n').filter(Boolean) };
}

describe('start-up', () => {
  it('--version prints what oclif would, without loading oclif', async () => {
    const res = await loaded(['--version']);
    const { Config } = await import('@oclif/core');
    const config = await Config.load({ root: cliRoot });
    expect(res.code).toBe(0);
    expect(res.stdout).toBe(`${config.userAgent}\n`);
    expect(res.modules.filter((m) => m.includes('node_modules'))).toEqual([]);
  });

  it.each([
    ['the root help', ['--help']],
    ["a command's help", ['documents', 'list', '--help']],
    ['a command that needs no API (logout, nothing stored)', ['logout']],
  ])('%s loads no SDK, spinner, prompt or table library', async (_name, args) => {
    const res = await loaded(args);
    expect(res.code).toBe(0);
    expect(res.modules.length).toBeGreaterThan(0); // the trace works
    expect(res.modules.filter((m) => HEAVY.some((h) => m.includes(h)))).toEqual([]);
  });

  it('a command that calls the API loads the SDK (and only then)', async () => {
    const res = await loaded([
      'me',
      '--api-key',
      'dsk_live_x',
      '--base-url',
      'http://127.0.0.1:9/api/v1',
      '--max-retries',
      '0',
    ]);
    expect(res.code).toBe(7);
    expect(res.modules.some((m) => m.includes('/sdk/dist/'))).toBe(true);
  });
});

describe('unknown commands', () => {
  it('names the command with spaces, suggests the nearest one, exit 2', async () => {
    const res = await runCli(['documnets', 'list', '--q', 'nda'], { home: tempHome() });
    expect([res.code, res.stdout]).toEqual([2, '']);
    expect(res.stderr).toBe(
      'Error: command "documnets list" not found\nDid you mean "documents list"? See "dossier documents list --help".\n',
    );
  });

  it('under --json, the error is JSON; without a near command, the help is suggested', async () => {
    const json = await runCli(['documents', 'lst', '--json'], { home: tempHome() });
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stderr)).toEqual({
      error: 'command "documents lst" not found',
      code: 'usage_error',
      status: null,
      details: null,
    });
    const none = await runCli(['frobnicate'], { home: tempHome() });
    expect([none.code, none.stderr]).toEqual([
      2,
      'Error: command "frobnicate" not found\nSee "dossier --help" for the commands.\n',
    ]);
  });
});
