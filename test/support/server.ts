// Starting the built server the way an operator does (`node server/dist/main.js`), for end-to-end tests, and
// databases made for one test on the machine's PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/free-port.mjs';

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MAIN = path.join(root, 'server/dist/main.js');
export const KEY = /dsk_[A-Za-z0-9_-]{20,}/g;
export const TEST_CA_PATH = path.join(root, 'server/test/fixtures/tls/ca.crt');
export const ADMIN_URL = process.env.DOSSIER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  dataDir: string;
  output: () => string;
  /** The key printed on first start, if this start printed one. */
  key: string | undefined;
  stop: () => Promise<void>;
  /** SIGKILL: no shutdown, no cleanup, as a crash or an OOM kill. */
  kill: () => Promise<void>;
}

export async function serve(
  env: Record<string, string>,
  opts: { dataDir?: string; keepDataDir?: boolean } = {},
): Promise<Server> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (pnpm -r run build)`);
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  const cleanup = () => {
    if (!opts.dataDir && !opts.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
    cleanup();
  };
  // A wait, not a speed check: on a shared, loaded machine a start takes minutes (158 s measured on a fresh
  // PostgreSQL at load 56).
  const deadline = Date.now() + 300_000;
  while (!output.includes('Dossier is serving')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await signal('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 100)); // let the key line arrive with the banner
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}/api/v1`,
    dataDir,
    output: () => output,
    key: output.match(KEY)?.[0],
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** A call to the server's API with the key it printed: a body as JSON, or a Buffer sent as it is. */
export function fetchApi(
  server: Server,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const raw = Buffer.isBuffer(body);
  return fetch(`${server.base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${server.key}`,
      ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? new Uint8Array(body as Buffer) : JSON.stringify(body),
  });
}

/** The answer's status beside the fields of its JSON body, whatever the status (a test checks refusals too). */
export async function answerOf(...call: Parameters<typeof fetchApi>): Promise<Record<string, any>> {
  const res = await fetchApi(...call);
  const text = await res.text();
  return { status: res.status, ...(text ? JSON.parse(text) : {}) };
}

/** A JSON call to the server's API with the key it printed, for arranging a test: the parsed answer, or a throw. */
export async function callApi(server: Server, method: string, url: string, body?: unknown) {
  const res = await fetchApi(server, method, url, body);
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export interface PgClient {
  connect(): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are whatever the query selects
  query(q: string, values?: unknown[]): Promise<{ rows: any[] }>;
  end(): Promise<void>;
}
// pg is the server's dependency, not this package's.
const pg = createRequire(path.join(root, 'server/package.json'))('pg') as { Client: new (o: object) => PgClient };
export const redacted = (u: string) => u.replace(/:[^:@/]*@/, ':***@');

/** An admin connection to the test PostgreSQL, or null (with a printed notice naming what is skipped). */
export async function postgresAdmin(what: string): Promise<PgClient | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch (e) {
    console.warn(`\n  SKIPPED: ${what} — no PostgreSQL at ${redacted(ADMIN_URL)} (${(e as Error).message}).`);
    console.warn('  Set DOSSIER_TEST_POSTGRES_URL to a server where the test may create databases.\n');
    return null;
  }
}

/** A connection to one database (a test's own, to look at what the servers wrote). */
export async function connectPg(url: string): Promise<PgClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Runs `body` with the URL of a database created for it, dropped afterwards. */
export async function withDatabase<T>(admin: PgClient, tag: string, body: (url: string) => Promise<T>): Promise<T> {
  const name = `dossier_${tag}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await body(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** True when a Redis answers PING at the URL (plain RESP over a socket, no client library needed). */
export function redisAnswers(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.on('error', () => done(false));
    s.on('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}
