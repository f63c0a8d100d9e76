#!/usr/bin/env node
// `npm test`: every check CI runs, with one summary at the end.
//
// Stages that share no state run side by side (DOSSIER_TEST_JOBS at a time, default one per core, at most 3): the server suite on SQLite
// and on PostgreSQL (its own database, made for this run and dropped after it), the SDK, CLI, web and end-to-end
// suites, the type checks and the contract checks. Each stage's output is kept and printed whole when it ends, so
// parallel stages never interleave. The summary names every stage with its time, every failed test, and closes
// with "N passed, N failed".
//
//   node scripts/test.mjs [word…]   run only the stages whose title holds one of the words (e.g. `sqlite typecheck`)
//
// Under CI=true nothing may be skipped: a missing PostgreSQL or a skipped test fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const ci = process.env.CI === 'true' || process.env.CI === '1';
// One stage per core: the end-to-end and SQLite suites run two workers each, the PostgreSQL suite one (its files
// share one database). Measured on 2 cores: one at a time 12 min 55 s, two 9 min 49 s, three 22 min (both cores
// saturated, each stage 4-6x slower than alone).
const jobs = Math.max(1, Number(process.env.DOSSIER_TEST_JOBS) || Math.min(3, os.availableParallelism()));
const words = process.argv.slice(2).map((w) => w.toLowerCase());
const started = Date.now();

const results = [];
const failures = [];
let passed = 0;
let failed = 0;

/** Runs a command with its output captured; resolves { ok, output }. */
function exec(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      ...opts,
      env: { ...process.env, FORCE_COLOR: '0', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (e) => resolve({ ok: false, output: `${e.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

function report(title, ok, seconds, output, note = '') {
  console.log(`\n━━ ${title} (${seconds.toFixed(1)} s)${note}\n${output.trimEnd()}`);
  results.push({ title: note ? `${title}${note}` : title, ok, seconds });
}

async function check(title, cmd, args) {
  const t0 = Date.now();
  const { ok, output } = await exec(cmd, args);
  if (ok) passed++;
  else {
    failed++;
    failures.push(`${title}: exit non-zero (its output is above)`);
  }
  report(title, ok, (Date.now() - t0) / 1000, output);
}

async function vitest(title, dir, env = {}, args = []) {
  const t0 = Date.now();
  const file = path.join(os.tmpdir(), `dossier-vitest-${process.pid}-${title.replace(/\W+/g, '-')}.json`);
  fs.rmSync(file, { force: true });
  const { ok, output } = await exec(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    { cwd: path.join(root, dir), env },
  );
  let counted = 0;
  const skipped = [];
  let stageOk = ok;
  if (fs.existsSync(file)) {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    counted = r.numTotalTests;
    // Named again in the summary: CI shows only the end of the output.
    for (const f of r.testResults ?? []) {
      for (const t of f.assertionResults ?? []) {
        const where = `${title}: ${path.relative(root, f.name)} › ${t.fullName}`;
        if (t.status === 'failed')
          failures.push(
            `${where}\n       ${String(t.failureMessages?.[0] ?? '')
              .split('\n')[0]
              .slice(0, 300)}`,
          );
        else if (t.status === 'pending' || t.status === 'skipped' || t.status === 'todo') skipped.push(where);
      }
    }
    fs.rmSync(file, { force: true });
  }
  if (!counted) {
    failed++;
    stageOk = false;
    failures.push(`${title}: ${ok ? 'ran no test' : 'failed before running its tests (its output is above)'}`);
  } else if (!ok && !failures.some((f) => f.startsWith(`${title}:`))) {
    // A suite can fail outside any test (an unhandled error, a failed setup file): count it.
    failed++;
    failures.push(`${title}: vitest exited non-zero outside the tests (its output is above)`);
  }
  if (skipped.length && ci) {
    failed += skipped.length;
    stageOk = false;
    failures.push(...skipped.map((s) => `${s}\n       skipped, and nothing may be skipped under CI=true`));
  }
  const note = skipped.length ? ` — ${skipped.length} skipped` : '';
  report(title, stageOk, (Date.now() - t0) / 1000, output, note);
}

// The server suite again on PostgreSQL, in a database made for this run and dropped after it; `shard` (vitest's
// `i/n`) runs that part of its files only.
async function postgresPass(title, shard) {
  const pg = createRequire(path.join(root, 'server/package.json'))('pg');
  const adminUrl = process.env.DOSSIER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dossier_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    const why = `no PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, ':***@')} (${e.message}). Set DOSSIER_TEST_POSTGRES_URL to a server where the test may create databases.`;
    if (ci) {
      failed++;
      failures.push(`${title}: ${why} Nothing may be skipped under CI=true.`);
      report(title, false, 0, `SKIPPED — ${why}`);
    } else {
      console.log(`\n━━ ${title}: SKIPPED — ${why}`);
      results.push({ title: `${title} (SKIPPED: no PostgreSQL)`, ok: true, seconds: 0 });
    }
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await vitest(title, 'server', { DATABASE_URL: url.toString() }, shard ? [`--shard=${shard}`] : []);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

// Longest first, so the slow suites start at once and the short ones fill the gaps.
const stages = [
  ['end-to-end tests', () => vitest('end-to-end tests', 'test')],
  ['server tests on SQLite', () => vitest('server tests on SQLite', 'server', { DATABASE_URL: '' })],
  // In two halves, each on a database of its own: the suite runs one file at a time (its files share a database),
  // and as one stage it followed the SQLite suite on one lane, the longest path of the run; halves fill both lanes.
  ...[1, 2].map((i) => [
    `server tests on PostgreSQL (${i}/2)`,
    () => postgresPass(`server tests on PostgreSQL (${i}/2)`, `${i}/2`),
  ]),
  ['CLI tests (against Prism)', () => vitest('CLI tests (against Prism)', 'packages/cli')],
  ['SDK tests (msw and Prism contract)', () => vitest('SDK tests (msw and Prism contract)', 'packages/sdk')],
  [
    "web tests (the pages' shared browser modules)",
    () => vitest("web tests (the pages' shared browser modules)", 'packages/web'),
  ],
  ...['server', 'packages/sdk', 'packages/cli', 'packages/web', 'packages/embed', 'examples', 'test'].map((pkg) => [
    `typecheck ${pkg}`,
    () => check(`typecheck ${pkg}`, bin('tsc'), ['-p', path.join(pkg, 'tsconfig.json'), '--noEmit']),
  ]),
  [
    'generated code is in sync with spec/',
    () => check('generated code is in sync with spec/', 'node', ['scripts/generate.mjs', '--check']),
  ],
  [
    'no breaking change against the last released spec (npm run check:breaking)',
    () =>
      check('no breaking change against the last released spec (npm run check:breaking)', 'node', [
        'scripts/check-breaking.mjs',
      ]),
  ],
  [
    'formatted and linted (biome ci: npm run format fixes the layout)',
    () =>
      check('formatted and linted (biome ci: npm run format fixes the layout)', bin('biome'), [
        'ci',
        '.',
        '--error-on-warnings',
        '--reporter=summary',
      ]),
  ],
  [
    'server imports follow the layout (scripts/check-imports.mjs)',
    () => check('server imports follow the layout (scripts/check-imports.mjs)', 'node', ['scripts/check-imports.mjs']),
  ],
  [
    'spec lints with zero errors (redocly)',
    () =>
      check('spec lints with zero errors (redocly)', bin('redocly'), [
        'lint',
        'spec/openapi.yaml',
        '--config',
        'spec/redocly.yaml',
        '--format=summary',
      ]),
  ],
].filter(([title]) => !words.length || words.some((w) => title.toLowerCase().includes(w)));

if (!stages.length) {
  console.error(`test: no stage matches ${words.join(' ')}`);
  process.exit(2);
}
console.log(
  `test: ${stages.length} stage(s), ${Math.min(jobs, stages.length)} at a time; each stage's output follows when it ends`,
);
const queue = [...stages];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let s = queue.shift(); s; s = queue.shift()) await s[1]();
  }),
);

const minutes = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`);
console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.title} (${minutes(r.seconds)})`);
console.log(`total wall time ${minutes((Date.now() - started) / 1000)} (${jobs} stages at a time)`);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
