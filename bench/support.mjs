// Shared by the benchmarks: a PostgreSQL database made for one run and dropped after it, free ports, and the
// built server started as an operator starts it (a real process).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test/free-port.mjs';

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAIN = path.join(root, 'server/dist/main.js');
// pg, fastify and undici are the server's dependencies, not the root's.
export const serverRequire = createRequire(path.join(root, 'server/package.json'));

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * CPU time of PostgreSQL's processes on this machine (its backends, the WAL writer, the checkpointer …) as a
 * snapshot; `postgresCpuSince(snapshot)` is the ms they spent since. A backend that started since counts whole; one
 * that ended since is left out (a few ms at most: the bench's connections live as long as the server).
 */
export function postgresCpu() {
  const by = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').startsWith('postgres')) by.set(d, cpuMs(d));
    } catch {
      // gone meanwhile
    }
  }
  return by;
}
export const postgresCpuSince = (before) =>
  [...postgresCpu()].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** Creates a database on DOSSIER_TEST_POSTGRES_URL's server; returns its URL and a function that drops it. */
export async function createTempDatabase(tag) {
  const pg = serverRequire('pg');
  const adminUrl = process.env.DOSSIER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const name = `dossier_bench_${tag}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export const tempDir = (tag) => fs.mkdtempSync(path.join(os.tmpdir(), `dossier-bench-${tag}-`));

/**
 * Starts `node [nodeArgs] server/dist/main.js` on a free port and resolves once it prints its banner, with the
 * key a first start prints (if any). `stop()` sends SIGTERM and waits for the exit.
 */
export async function startDossier(env, { nodeArgs = [], timeoutMs = 30_000 } = {}) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first (pnpm build)`);
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Dossier is serving')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const startMs = performance.now() - started;
  // A first start prints its key after the banner; the newline proves the whole key has arrived.
  let key;
  const keyDeadline = Date.now() + 1000;
  while (!(key = output.match(/(dsk_[A-Za-z0-9_-]{20,})\n/)?.[1]) && Date.now() < keyDeadline)
    await new Promise((r) => setTimeout(r, 10));
  return { child, pid: child.pid, port, origin: `http://127.0.0.1:${port}`, key, startMs, output: () => output, stop };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * An all-scopes key of the workspace `bench` (or `workspace`), on the plan without ceilings (so write scenarios never
 * meet a document or link ceiling), made with the admin command against the database in `env`.
 */
export function benchKey(env, workspace = 'bench') {
  const made = spawnSync(
    process.execPath,
    [
      path.join(root, 'server/dist/admin.js'),
      'keys',
      'create',
      '--workspace',
      workspace,
      '--plan',
      'enterprise',
      '--scopes',
      'all',
      '--json',
    ],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`admin keys create failed: ${made.stderr}`);
  return JSON.parse(made.stdout).key;
}

/** A local SMTP server that accepts every message and counts them (the benches' signing emails). */
export async function startSmtpCounter() {
  const { SMTPServer } = serverRequire('smtp-server');
  let delivered = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        delivered++;
        cb();
      });
    },
  });
  await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    delivered: () => delivered,
    close: () => new Promise((r) => smtp.close(r)),
  };
}
