#!/usr/bin/env node
// `pnpm bench:me [--postgres] [--redis] [--concurrency 32] [--seconds 10]`: throughput and latency of an
// authenticated GET /api/v1/me against the built server (server/dist), started here on a free port with a fresh
// DATA_DIR — embedded SQLite by default, a database created (and dropped) for the run with --postgres. The
// request passes authentication, the rate limit (counted in that store) and the handler: the floor every
// authenticated operation pays. Exits 1 if any request failed.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createTempDatabase, serverRequire, startDossier, tempDir } from './support.mjs';

const { Pool } = serverRequire('undici');

const { values: opts } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    redis: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
  },
});
const concurrency = positive('concurrency');
const seconds = positive('seconds');
const warmup = Number(opts.warmup);

function positive(name) {
  const n = Number(opts[name]);
  if (!(n > 0)) {
    console.error(`--${name} must be a positive number`);
    process.exit(2);
  }
  return n;
}

const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error(`cleanup: ${e.message}`));
}
process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));

async function createDatabase() {
  const db = await createTempDatabase('me');
  cleanups.push(db.drop);
  return db.url;
}

/** Starts the server and returns its origin and the key it prints on its first start. */
async function startServer(env) {
  const dataDir = tempDir('me');
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The highest limit the config accepts (per key and minute), so the bench measures counting, not refusals.
  const server = await startDossier({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000', ...env });
  cleanups.push(server.stop);
  if (!server.key) throw new Error(`the server printed no key:\n${server.output()}`);
  return server;
}

async function run() {
  const env = { DATABASE_URL: '', REDIS_URL: '' };
  if (opts.postgres) env.DATABASE_URL = await createDatabase();
  if (opts.redis) env.REDIS_URL = process.env.DOSSIER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const server = await startServer(env);
  const pool = new Pool(server.origin, { connections: concurrency, pipelining: 1 });
  cleanups.push(() => pool.close());
  const headers = { authorization: `Bearer ${server.key}` };

  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let done = 0;
  let recording = false;
  let stopAt = Infinity;

  async function worker() {
    while (performance.now() < stopAt) {
      const started = performance.now();
      let status;
      try {
        const res = await pool.request({ path: '/api/v1/me', method: 'GET', headers });
        await res.body.dump();
        status = res.statusCode;
      } catch (e) {
        status = e.code ?? e.message;
      }
      if (!recording) continue;
      done++;
      if (status === 200) latencies.push(performance.now() - started);
      else {
        errors++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
  }

  const workers = Array.from({ length: concurrency }, worker);
  await new Promise((r) => setTimeout(r, warmup * 1000));
  recording = true;
  const t0 = performance.now();
  stopAt = t0 + seconds * 1000;
  await Promise.all(workers);
  const elapsed = (performance.now() - t0) / 1000;

  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN;
  const setup = `${opts.postgres ? 'PostgreSQL' : 'SQLite'}${opts.redis ? ' with REDIS_URL' : ''}`;
  console.log(
    `GET /api/v1/me on ${setup}: concurrency ${concurrency}, ${seconds} s after a ${warmup} s warm-up (node ${process.version})`,
  );
  console.log(`  requests/s  ${(done / elapsed).toFixed(0)}  (${done} requests)`);
  console.log(`  latency     p50 ${pct(50).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`);
  console.log(
    `  errors      ${errors}${errors ? `  (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})` : ''}`,
  );
  if (errors) console.log(server.output().trim().split('\n').slice(-10).join('\n'));
  return errors;
}

let code = 1;
try {
  code = (await run()) === 0 ? 0 : 1;
} catch (e) {
  console.error(`bench: ${e.message}`);
} finally {
  await cleanup();
}
process.exit(code);
