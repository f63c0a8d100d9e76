// The first hour of a new user, outside the server: `npx dossier` works anywhere in the checkout, and `npm run pack`
// makes tarballs of @dossier/sdk, @dossier/cli and @dossier/embed that install with npm into a project outside the
// workspace (their other dependencies from the npm registry) and work there: the SDK imports, with its types, the
// CLI runs, and the embed package's types check in a browser project.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'packages/cli/package.json'), 'utf8')) as {
  version: string;
};
const userAgent = `@dossier/cli/${version} ${process.platform}-${process.arch} node-${process.version}\n`;

function sh(cmd: string, args: string[], opts: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 240_000, ...opts });
  return { code: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

describe('npx dossier in the checkout', () => {
  it.each([
    ['the root', '.'],
    ['a folder of the spec', 'spec'],
    ['a package', 'server'],
    ['deep in the CLI sources', 'packages/cli/src/commands'],
  ])('from %s', (_where, dir) => {
    const cwd = path.join(root, dir);
    const version = sh('npx', ['--no-install', 'dossier', '--version'], { cwd });
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout).toBe(userAgent);
    const help = sh('npx', ['--no-install', 'dossier', 'documents', 'list', '--help'], { cwd });
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('$ dossier documents list');
  });
});

describe('npm run pack, installed outside the workspace', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-pack-test-'));
  const embedVersion = (
    JSON.parse(fs.readFileSync(path.join(root, 'packages/embed/package.json'), 'utf8')) as { version: string }
  ).version;
  const tarballs = [
    `dossier-sdk-${version}.tgz`,
    `dossier-cli-${version}.tgz`,
    `dossier-embed-${embedVersion}.tgz`,
  ].map((f) => path.join(root, 'dist-packages', f));

  beforeAll(() => {
    const pack = sh('npm', ['run', '-s', 'pack'], { cwd: root });
    expect(pack.code, pack.stderr).toBe(0);
    for (const t of tarballs) expect(pack.stdout).toContain(path.relative(root, t));
    fs.writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'outside', private: true, type: 'module' }),
    );
    const install = sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], {
      cwd: project,
    });
    expect(install.code, install.stderr).toBe(0);
  }, 300_000);

  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

  /** Writes `lines` to `file` in the project and type-checks it as a user's project would (`module` node16 or nodenext). */
  function typecheck(file: string, module: string, lines: string[]) {
    fs.writeFileSync(path.join(project, file), lines.join('\n'));
    const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
    return sh(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--module',
        module,
        '--moduleResolution',
        module,
        '--target',
        'es2022',
        '--lib',
        'es2023,dom',
        file,
      ],
      { cwd: project },
    );
  }

  it('the tarballs hold the built code and the manifest, no sources or tests, and real versions for workspace:*', () => {
    const list = (t: string) => sh('tar', ['tzf', t]).stdout.trim().split('\n');
    const [sdk, cli, embed] = tarballs.map(list) as [string[], string[], string[]];
    expect(embed.sort()).toEqual(
      [
        'package/README.md',
        'package/dist/dossier-embed.min.js',
        'package/dist/index.d.ts',
        'package/dist/index.js',
        'package/dist/messages.d.ts',
        'package/dist/messages.js',
        'package/package.json',
      ].sort(),
    );
    expect(sdk).toContain('package/dist/index.js');
    expect(sdk).toContain('package/dist/index.d.ts');
    // The CommonJS build, with its own types, and the other entry points.
    expect(sdk).toEqual(
      expect.arrayContaining([
        'package/dist/cjs/package.json',
        'package/dist/cjs/index.js',
        'package/dist/cjs/index.d.ts',
        'package/dist/node.js',
        'package/dist/cjs/node.js',
        'package/dist/testing.js',
      ]),
    );
    expect(cli).toEqual(
      expect.arrayContaining([
        'package/bin/run.js',
        'package/oclif.manifest.json',
        'package/dist/base/command.js',
        'package/dist/commands/documents/list.js',
      ]),
    );
    for (const file of [...sdk, ...cli, ...embed])
      expect(file).not.toMatch(/\.test\.|\/test\/|\/src\/|\.map$|tsconfig/);
    const installed = JSON.parse(fs.readFileSync(path.join(project, 'node_modules/@dossier/cli/package.json'), 'utf8'));
    expect(installed.dependencies['@dossier/sdk']).toBe(version);
  });

  it('the SDK imports (ESM) and its types resolve', () => {
    const imported = sh(
      process.execPath,
      ['-e', "import('@dossier/sdk').then((m) => console.log(typeof m.Dossier, typeof m.WebhookVerificationError))"],
      { cwd: project },
    );
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toBe('function function\n');
    const types = typecheck('check.ts', 'nodenext', [
      "import { Dossier, type Document, type Uploadable } from '@dossier/sdk';",
      "const d = new Dossier({ apiKey: 'dsk_x' });",
      'export const list: Promise<Document[]> = d.documents.list().then((p) => p.data);',
      // Every upload method takes a stream, typed without Node's types: a web stream, an async iterable of bytes.
      'async function* chunks() { yield new Uint8Array([37, 80, 68, 70]); }',
      "export const files: Uploadable[] = [new Blob(['x']).stream(), chunks(), new Uint8Array(1), new Blob(['x'])];",
      "export const up = d.documents.upload(chunks(), { filename: 'a.pdf' });",
      "export const sent = d.uploads.create('slug', new Blob(['x']).stream(), { filename: 'a.txt' });",
      '',
    ]);
    expect(types.code, types.stdout + types.stderr).toBe(0);
  });

  it('@dossier/embed imports outside a browser (nothing defined there) and its types check in a browser project', () => {
    const imported = sh(
      process.execPath,
      ['-e', "import('@dossier/embed').then((m) => console.log(typeof m.mountSigning, typeof m.mountViewer))"],
      { cwd: project },
    );
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toBe('function function\n');
    const types = typecheck('embed-check.ts', 'nodenext', [
      "import { mountSigning, type SigningMessage, type ViewerPageMessage } from '@dossier/embed';",
      "const seen: SigningMessage['type'][] = [];",
      'export const signing = mountSigning(document.body, {',
      "  url: 'https://dossier.example.com/sign/sgn_x',",
      '  onSigned: (m) => seen.push(m.type),',
      '  onDeclined: (m) => (m.reason ?? "").length,',
      '  onError: (m) => m.code.length + m.message.length,',
      '});',
      "export const page = (m: ViewerPageMessage) => (m.unit === 'page' ? m.number : m.count);",
      'signing.destroy();',
      '',
    ]);
    expect(types.code, types.stdout + types.stderr).toBe(0);
  });

  it('the SDK requires (CommonJS) with types of its own, and @dossier/sdk/node adds fileFromPath', () => {
    const required = sh(
      process.execPath,
      [
        '-e',
        "const m = require('@dossier/sdk'); const n = require('@dossier/sdk/node'); console.log(typeof m.Dossier, typeof n.fileFromPath, m.APIError === n.APIError, 'fileFromPath' in m)",
      ],
      { cwd: project },
    );
    expect(required.code, required.stderr).toBe(0);
    expect(required.stdout).toBe('function function true false\n');
    // node16: a CommonJS file may not require an ES module there, so this passes only with the require types.
    const types = typecheck('check-cjs.cts', 'node16', [
      "import { Dossier, type Document } from '@dossier/sdk';",
      "import { fileFromPath } from '@dossier/sdk/node';",
      "const d = new Dossier({ apiKey: 'dsk_x' });",
      'export const list: Promise<Document[]> = d.documents.list().then((p) => p.data);',
      "export const up = fileFromPath('a.pdf').then((f) => d.documents.upload(f));",
      '',
    ]);
    expect(types.code, types.stdout + types.stderr).toBe(0);
  });

  it('the installed dossier runs: version, help, and a request', () => {
    const bin = path.join(project, 'node_modules/.bin/dossier');
    const version = sh(bin, ['--version'], { cwd: project });
    expect([version.code, version.stdout]).toEqual([0, userAgent]);
    const help = sh(bin, ['documents', 'list', '--help'], { cwd: project });
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('--all');
    // A request to a port nothing listens on: the SDK is there and used (exit 7, cannot reach). NODE_ENV=development,
    // common in a developer's shell, must not make oclif look for TypeScript sources (or warn that there are none).
    const me = sh(
      bin,
      ['me', '--api-key', 'dsk_live_x', '--base-url', 'http://127.0.0.1:9/api/v1', '--max-retries', '0', '--json'],
      {
        cwd: project,
        env: { ...process.env, NODE_ENV: 'development', HOME: project, XDG_CONFIG_HOME: path.join(project, '.config') },
      },
    );
    expect(me.code, me.stderr).toBe(7);
    expect(JSON.parse(me.stderr)).toMatchObject({ code: 'connection_error' });
  });
});
