// The incremental build behind `npm start` and `npm test` (scripts/build.mjs), run on a small workspace of its own
// whose packages' build scripts record each run: a fresh tree builds everything in dependency order, a second run
// builds nothing, and a changed source rebuilds its package and the packages that depend on it, and nothing else.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../server/test/wait.js';
import { PATIENT } from './support/patient.js';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/build.mjs');
const bootstrap = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/bootstrap.mjs');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-build-test-'));
const builds = path.join(root, 'builds.log');

// Each package's build copies src/ into dist/ and appends its name to builds.log; FAIL=<name> makes it fail.
const BUILD = `const fs = require('node:fs');
const name = require('./package.json').name;
if (process.env.FAIL === name) process.exit(3);
// HOLD=<name> keeps that build waiting until the file HOLD_UNTIL exists (exit 4 after 120 s): an order shown by
// events, not by a sleep a busy machine could outrun.
if (process.env.HOLD === name) {
  const started = Date.now();
  while (!fs.existsSync(process.env.HOLD_UNTIL)) {
    if (Date.now() - started > 120000) process.exit(4);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
fs.mkdirSync('dist', { recursive: true });
for (const f of fs.readdirSync('src')) fs.copyFileSync('src/' + f, 'dist/' + f);
fs.appendFileSync('../../builds.log', name + '\\n');
`;

function writePackage(name: string, deps: string[] = []) {
  const dir = path.join(root, 'packages', name);
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'test'), { recursive: true });
  const dependencies = Object.fromEntries(deps.map((d) => [d, 'workspace:*']));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', private: true, scripts: { build: 'node build.cjs' }, dependencies }),
  );
  fs.writeFileSync(path.join(dir, 'build.cjs'), BUILD);
  fs.writeFileSync(path.join(dir, 'src', 'index.js'), `export const name = '${name}';\n`);
  fs.writeFileSync(path.join(dir, 'src', 'index.test.js'), '// a test: not a build input\n');
  fs.writeFileSync(path.join(dir, 'test', 'more.test.js'), '// a test: not a build input\n');
  fs.writeFileSync(path.join(dir, 'README.md'), `# ${name}\n`);
}

function run(...args: string[]) {
  fs.rmSync(builds, { force: true });
  const r = spawnSync(process.execPath, [script, '--root', root, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      FAIL: process.env.FAIL ?? '',
      HOLD: process.env.HOLD ?? '',
      HOLD_UNTIL: process.env.HOLD_UNTIL ?? '',
    },
  });
  const built = fs.existsSync(builds) ? fs.readFileSync(builds, 'utf8').trim().split('\n') : [];
  return { code: r.status, out: r.stdout, err: r.stderr, built };
}

/** Gives a file a modification time in the future, as an editor saving it would (mtimes can be coarse). */
function touch(file: string, content?: string) {
  if (content !== undefined) fs.writeFileSync(file, content);
  const later = new Date(Date.now() + 5000 + Math.random() * 1000);
  fs.utimesSync(file, later, later);
}

const src = (pkg: string, file = 'src/index.js') => path.join(root, 'packages', pkg, file);

beforeAll(() => {
  fs.writeFileSync(path.join(root, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/*'\n");
  fs.writeFileSync(path.join(root, 'tsconfig.base.json'), '{}\n');
  fs.writeFileSync(path.join(root, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
  // app depends on sdk; server stands alone. Listed out of order on purpose.
  writePackage('app', ['sdk']);
  writePackage('sdk');
  writePackage('server');
  // A workspace package without a build script is not built.
  fs.mkdirSync(path.join(root, 'packages', 'examples'));
  fs.writeFileSync(
    path.join(root, 'packages', 'examples', 'package.json'),
    JSON.stringify({ name: 'examples', private: true }),
  );
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('scripts/build.mjs', () => {
  it('builds everything on a fresh tree, dependencies first and the rest side by side, saying why', () => {
    // sdk's build waits until another build has finished (builds.log exists): only server, which depends on
    // nothing, can be built meanwhile, and only if builds run side by side; app waits for sdk.
    Object.assign(process.env, { HOLD: 'sdk', HOLD_UNTIL: builds });
    let r: ReturnType<typeof run>;
    try {
      r = run();
    } finally {
      delete process.env.HOLD;
      delete process.env.HOLD_UNTIL;
    }
    expect(r.code, r.err).toBe(0);
    expect(r.built).toEqual(['server', 'sdk', 'app']);
    expect(r.out).toContain('dossier: building sdk (not built yet)…');
    expect(r.out).toMatch(/dossier: built app in \d+\.\d s/);
    expect(fs.existsSync(path.join(root, 'packages/app/dist/index.js'))).toBe(true);
  });

  it('builds nothing when nothing changed, and says so', () => {
    const r = run();
    expect(r.code, r.err).toBe(0);
    expect(r.built).toEqual([]);
    expect(r.out).toBe('dossier: sdk, app and server are up to date\n');
  });

  it('a touched source rebuilds only its package', () => {
    touch(src('server'));
    const r = run();
    expect(r.built).toEqual(['server']);
    expect(r.out).toContain('dossier: sdk and app are up to date');
    expect(r.out).toContain('dossier: building server (sources changed)…');
    expect(run().built).toEqual([]);
  });

  it('a changed dependency rebuilds the packages that depend on it', () => {
    touch(src('sdk'), "export const name = 'sdk v2';\n");
    const r = run();
    expect(r.built).toEqual(['sdk', 'app']);
    expect(r.out).toContain('dossier: building app (sdk changed)…');
    expect(fs.readFileSync(path.join(root, 'packages/app/../sdk/dist/index.js'), 'utf8')).toContain('sdk v2');
  });

  it('an added or removed source file counts as a change; tests and docs do not', () => {
    touch(src('app', 'src/index.test.js'));
    touch(src('app', 'test/more.test.js'));
    touch(src('app', 'README.md'));
    expect(run().built).toEqual([]);
    fs.writeFileSync(src('app', 'src/extra.js'), 'export {};\n');
    expect(run().built).toEqual(['app']);
    fs.rmSync(src('app', 'src/extra.js'));
    expect(run().built).toEqual(['app']);
  });

  it('shared inputs (the lockfile, the base tsconfig) rebuild everything', () => {
    touch(path.join(root, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n# changed\n");
    const r = run();
    expect([...r.built].sort()).toEqual(['app', 'sdk', 'server']);
    expect(r.built.indexOf('app')).toBeGreaterThan(r.built.indexOf('sdk'));
    expect(r.out).toContain('(dependencies or compiler settings changed)');
  });

  it('a deleted dist is rebuilt; naming a package builds it and what it depends on only', () => {
    fs.rmSync(path.join(root, 'packages/sdk/dist'), { recursive: true });
    touch(src('server'));
    const r = run('packages/app');
    expect(r.built).toEqual(['sdk']);
    expect(r.out).toContain('dossier: app is up to date');
    expect(run().built).toEqual(['server']);
  });

  it('a failed build stops with its exit code and leaves the package to be built next time', () => {
    touch(src('sdk'));
    process.env.FAIL = 'sdk';
    try {
      const r = run();
      expect(r.code).toBe(3);
      expect(r.err).toContain('dossier: building sdk failed (exit 3)');
      expect(r.built).toEqual([]);
    } finally {
      delete process.env.FAIL;
    }
    expect(run().built).toEqual(['sdk', 'app']);
  });

  it('--force rebuilds everything', () => {
    const built = run('--force').built;
    expect([...built].sort()).toEqual(['app', 'sdk', 'server']);
    expect(built.indexOf('app')).toBeGreaterThan(built.indexOf('sdk'));
  });

  it('a package that builds into another folder (config.buildOutput, as packages/web) is judged by that folder', () => {
    // Like packages/web: no dist/ of its own, its output in the server's dist.
    writePackage('web');
    const pkgFile = src('web', 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, config: { buildOutput: '../server/dist/public' } }));
    fs.writeFileSync(
      src('web', 'build.cjs'),
      BUILD.replaceAll("'dist'", "'../server/dist/public'").replace("'dist/' + f", "'../server/dist/public/' + f"),
    );
    const out = path.join(root, 'packages/server/dist/public');
    expect(run().built).toEqual(['web']);
    expect(fs.existsSync(path.join(out, 'index.js'))).toBe(true);
    expect(fs.existsSync(src('web', 'dist'))).toBe(false);
    expect(run().built).toEqual([]);
    touch(src('web'));
    expect(run().built).toEqual(['web']);
    fs.rmSync(out, { recursive: true });
    const r = run();
    expect(r.built).toEqual(['web']);
    expect(r.out).toContain('dossier: building web (not built yet)…');
  });

  it('files outside a package that its build reads (config.buildInputs, as packages/web reads the spec) count as its sources', () => {
    fs.mkdirSync(path.join(root, 'spec', 'parts'), { recursive: true });
    fs.writeFileSync(path.join(root, 'spec', 'openapi.json'), '{}\n');
    fs.writeFileSync(path.join(root, 'spec', 'parts', 'a.yaml'), 'a: 1\n');
    const pkgFile = src('web', 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    fs.writeFileSync(
      pkgFile,
      JSON.stringify({ ...pkg, config: { ...pkg.config, buildInputs: ['spec/openapi.json', 'spec/parts'] } }),
    );
    expect(run().built).toEqual(['web']);
    expect(run().built).toEqual([]);
    touch(path.join(root, 'spec', 'openapi.json'));
    expect(run().built).toEqual(['web']);
    fs.writeFileSync(path.join(root, 'spec', 'parts', 'b.yaml'), 'b: 2\n');
    expect(run().built).toEqual(['web']);
    expect(run().built).toEqual([]);
  });
  it('bootstrap --serve builds what the server runs (config.serves) and returns at once; the rest builds beside it', async () => {
    fs.writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ name: 'root', private: true, config: { serves: ['packages/server', 'packages/web'] } }),
    );
    // Installed already (the marker bootstrap writes after an install), nothing built yet.
    fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'node_modules/.dossier-installed'),
      fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8'),
    );
    fs.rmSync(path.join(root, 'node_modules/.dossier-build'), { recursive: true, force: true });
    fs.rmSync(builds, { force: true });
    const built = () => (fs.existsSync(builds) ? fs.readFileSync(builds, 'utf8').trim().split('\n') : []);
    // sdk's build waits for the release file, written only once bootstrap has exited.
    const release = path.join(root, 'release');
    fs.rmSync(release, { force: true });
    // Its exit, not its output's end: the build it leaves running holds the same output (npm start's `&&` waits for
    // the exit alone too).
    const child = spawn(process.execPath, [bootstrap, '--serve', '--root', root], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FAIL: '', HOLD: 'sdk', HOLD_UNTIL: release },
    });
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    const status = await new Promise((resolve) => child.on('exit', resolve));
    expect(status, err).toBe(0);
    expect([...built()].sort()).toEqual(['server', 'web']);
    fs.writeFileSync(release, '');
    // The build records app's stamp once app's build script has exited, a moment after its line in the log.
    const stamped = path.join(root, 'node_modules/.dossier-build/packages__app.json');
    await waitFor(() => built().includes('app') && fs.existsSync(stamped), PATIENT);
    expect(built().slice(2)).toEqual(['sdk', 'app']);
    expect(run().built).toEqual([]);
  });
});
