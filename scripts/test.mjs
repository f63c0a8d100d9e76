#!/usr/bin/env node
// `npm test`: every check CI runs, in order, with one summary line at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = [];
let passed = 0;
let failed = 0;
const failures = [];

function run(title, cmd, args, opts = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  const ok = r.status === 0;
  results.push({ title, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function check(title, cmd, args, opts) {
  if (run(title, cmd, args, opts)) passed++;
  else failed++;
}

function vitest(title, dir, env = {}) {
  const report = path.join(os.tmpdir(), `dossier-vitest-${process.pid}-${path.basename(dir)}.json`);
  fs.rmSync(report, { force: true });
  const ok = run(title, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: path.join(root, dir), env: { ...process.env, ...env } });
  let counted = false;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // Named again in the summary: CI shows only the end of the output.
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const why = String(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`${title}: ${path.relative(root, file.name)} › ${t.fullName}\n       ${why}`);
      }
    }
    counted = r.numTotalTests > 0;
    fs.rmSync(report, { force: true });
  }
  if (!ok && !counted) failed++;
  if (!counted && ok) {
    console.error(`${title}: ran no test`);
    failed++;
  }
}

// The server suite runs again on PostgreSQL, in a database made for this run and dropped after it.
async function postgresPass() {
  const pg = createRequire(path.join(root, 'server/package.json'))('pg');
  const adminUrl = process.env.DOSSIER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dossier_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`\n━━ server tests on PostgreSQL: SKIPPED — no PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, ':***@')} (${e.message}).`);
    console.log('   Set DOSSIER_TEST_POSTGRES_URL to a server where the test may create databases to run this pass.');
    results.push({ title: 'server tests on PostgreSQL (skipped: no PostgreSQL)', ok: true, seconds: 0 });
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    vitest('server tests on PostgreSQL', 'server', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

check('generated code is in sync with spec/', 'node', ['scripts/generate.mjs', '--check']);
check('server imports follow the layout (scripts/check-imports.mjs)', 'node', ['scripts/check-imports.mjs']);
check('spec lints with zero errors (redocly)', bin('redocly'), ['lint', 'spec/openapi.yaml', '--config', 'spec/redocly.yaml', '--format=summary']);
for (const pkg of ['server', 'packages/sdk', 'packages/cli', 'packages/web', 'examples', 'test']) {
  check(`typecheck ${pkg}`, bin('tsc'), ['-p', path.join(pkg, 'tsconfig.json'), '--noEmit']);
}
vitest('server tests on SQLite', 'server', { DATABASE_URL: '' });
await postgresPass();
vitest('SDK tests (msw and Prism contract)', 'packages/sdk');
vitest('CLI tests (against Prism)', 'packages/cli');
vitest('web tests (the pages\' shared browser modules)', 'packages/web');
vitest('end-to-end tests', 'test');

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.title} (${r.seconds.toFixed(1)} s)`);
if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
