#!/usr/bin/env node
// `pnpm bench:me [--postgres] [--redis] [--concurrency 32] [--seconds 10]`: throughput and latency of an
// authenticated GET /api/v1/me against the built server (server/dist), started here on a free port with a fresh
// DATA_DIR — embedded SQLite by default, a database created (and dropped) for the run with --postgres. The
// request passes authentication, the rate limit (counted in that store) and the handler: the floor every
// authenticated operation pays. Exits 1 if any request failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTempDatabase } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(root, 'server/dist/main.js');
// undici and pg are the server's dependencies, not the root's.
const serverRequire = createRequire(path.join(root, 'server/package.json'));
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
  while (cleanups.length) await cleanups.pop()().catch((e) => console.error(`cleanup: ${e.message}`));
}
process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function createDatabase() {
  const db = await createTempDatabase('me');
  cleanups.push(db.drop);
  return db.url;
}

/** Starts the server and returns its origin and the key it prints on its first start. */
async function startServer(env) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (pnpm build)`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    // The highest limit the config accepts (per key and minute), so the bench measures counting, not refusals.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + 30_000;
  let key;
  // The newline proves the whole key has arrived, not the first chunk of it.
  while (!(key = output.match(/(dsk_[A-Za-z0-9_-]{20,})\n/)?.[1])) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start or printed no key:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { origin: `http://127.0.0.1:${port}`, key, output: () => output };
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
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
  const setup = `${opts.postgres ? 'PostgreSQL' : 'SQLite'}${opts.redis ? ' with REDIS_URL' : ''}`;
  console.log(`GET /api/v1/me on ${setup}: concurrency ${concurrency}, ${seconds} s after a ${warmup} s warm-up (node ${process.version})`);
  console.log(`  requests/s  ${(done / elapsed).toFixed(0)}  (${done} requests)`);
  console.log(`  latency     p50 ${pct(50).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`);
  console.log(`  errors      ${errors}${errors ? `  (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})` : ''}`);
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
