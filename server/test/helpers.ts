// Shared set-up for the server's tests: the real app over the real database — embedded SQLite in a fresh
// folder, or PostgreSQL when DATABASE_URL is set (the test runner runs the suite once on each).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import type { DbKeyStore } from '../src/auth/key-store.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/connect.js';
import type { Database } from '../src/db/schema.js';
import { allScopes, type Scope } from '../src/generated/operations.gen.js';
import { openRuntime, type Runtime, type RuntimeOptions } from '../src/runtime.js';
import { client, type Client } from './client.js';
import { startHttpsReceiver, TEST_CA, type HttpsReceiver } from './https-receiver.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export { client, multipart, type Client, type CallOptions, type FetchAnswer } from './client.js';

/** The built admin command (the vitest global setup builds the server first): `node ADMIN_JS keys list`. */
export const ADMIN_JS = fileURLToPath(new URL('../dist/admin.js', import.meta.url));
/** The built server's entry point (`npm run serve`). */
export const MAIN_JS = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A refusal's body without its requestId (each answer has its own): for "answers exactly like a missing row". */
export function sansRequestId(body: string): unknown {
  try {
    const { requestId: _, ...rest } = JSON.parse(body) as Record<string, unknown>;
    return rest;
  } catch {
    return body;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The process's services (job runner, webhooks, mail…), as main.ts builds them. */
  rt: Runtime;
  keys: DbKeyStore;
  /** This app's own workspace slug. */
  workspace: string;
  /** Its id. */
  workspaceId: string;
  /** An all-scopes key of that workspace. */
  key: string;
  /** The shared test client over this app, with its key: `t.api('POST', '/documents', body)`, `t.api.get(url, otherKey)`. */
  api: Client;
  keyWith(scopes: Scope[], opts?: { expiresAt?: Date; workspace?: string }): Promise<string>;
  close(): Promise<void>;
}

/** A test database in a fresh folder; `close` closes it and removes the folder. */
export interface TestDb {
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 4 });
  return {
    db,
    dataDir,
    close: async () => {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface MakeAppOptions extends Partial<AppOptions>, RuntimeOptions {
  /** Start the job runner (deliveries are then attempted as in production). Default true. */
  startJobs?: boolean;
}

export async function makeApp(env: Record<string, string> = {}, extra: MakeAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
  const config = loadConfig({ PORT: '8080', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', ...env });
  const rt = await openRuntime(config, {
    poolSize: 4,
    webhookTls: extra.webhookTls,
    webhookTimeoutMs: extra.webhookTimeoutMs,
    log: extra.log,
  });
  const { db, keys } = rt;
  const app = await buildApp({ config, keys, services: rt, ...extra });
  if (extra.startJobs !== false) await rt.start();
  await app.ready();
  const workspace = `acme-${randomBytes(4).toString('hex')}`;
  const keyWith: TestApp['keyWith'] = async (scopes, opts = {}) =>
    (await keys.create({ workspace: opts.workspace ?? workspace, scopes, expiresAt: opts.expiresAt ?? null })).key;
  const key = await keyWith([...allScopes]);
  const workspaceId = (await keys.verify(key))!.workspace.id;
  return {
    app,
    db,
    rt,
    workspaceId,
    keys,
    workspace,
    key,
    api: client({ app, key }),
    keyWith,
    close: async () => {
      await app.close();
      await rt.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The one app (or test database) of a test file, opened before its tests and closed after them:
 * `const t = perFile(() => makeApp())`, then `t.api(…)` in the tests. The object answered is filled in when the app
 * opens, so no file writes the hooks out.
 */
export function perFile<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  const app = {} as T;
  beforeAll(async () => {
    Object.assign(app, await open());
  });
  afterAll(async () => {
    await (app as Partial<T>).close?.();
  });
  return app;
}

/** A test app mailing through an SMTP sink of its own (`SMTP_URL`), the sink closed with it. */
export interface MailingTestApp extends TestApp {
  sink: SmtpSink;
}

export async function makeMailingApp(
  env: Record<string, string> = {},
  extra: MakeAppOptions = {},
): Promise<MailingTestApp> {
  const sink = await startSmtpSink();
  try {
    const t = await makeApp({ SMTP_URL: sink.url, ...env }, extra);
    return {
      ...t,
      sink,
      close: async () => {
        await t.close();
        await sink.close();
      },
    };
  } catch (e) {
    await sink.close();
    throw e;
  }
}

/** A mailing test app whose workspace has an HTTPS endpoint (`rx`, trusted through the fixture CA, on loopback)
 * subscribed to `events`: the signing and bulk-send suites check each event's payload as delivered. */
export interface HookedTestApp extends MailingTestApp {
  rx: HttpsReceiver;
}

export async function makeHookedApp(env: Record<string, string>, events: string[]): Promise<HookedTestApp> {
  const rx = await startHttpsReceiver();
  let t: MailingTestApp | undefined;
  try {
    t = await makeMailingApp(
      { RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128', ...env },
      { webhookTls: { ca: TEST_CA } },
    );
    const hook = await t.api('POST', '/hooks', { url: rx.url, events });
    if (hook.statusCode !== 201) throw new Error(`subscribing the receiver answered ${hook.statusCode}: ${hook.body}`);
  } catch (e) {
    await t?.close();
    await rx.close();
    throw e;
  }
  const app = t;
  return {
    ...app,
    rx,
    close: async () => {
      await app.close();
      await rx.close();
    },
  };
}

/** How many rows a query selects from: `await rowCount(t.db.kysely.selectFrom('blobs'))`, a `where` added as needed. */
export async function rowCount<TB extends keyof Database>(
  q: SelectQueryBuilder<Database, TB, object>,
): Promise<number> {
  return Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

/** An address at a domain of its own (`uniqueAddress('ada')` → ada@3f9a0c1d.example.com): no test reads another's
 * mail. */
export const uniqueAddress = (local: string) => `${local}@${randomBytes(4).toString('hex')}.example.com`;

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A second workspace beside the app's own, with an all-scopes key; both on the plan without ceilings (the ceilings
 * have their own tests and workspaces). Returns its key. */
export async function otherWorkspace(t: TestApp): Promise<string> {
  const other = `other-${randomBytes(4).toString('hex')}`;
  const key = await t.keyWith([...allScopes], { workspace: other });
  await t.db.kysely
    .updateTable('workspaces')
    .set({ plan: 'enterprise' })
    .where('slug', 'in', [t.workspace, other])
    .execute();
  return key;
}

export { waitFor } from './wait.js';

/** A TCP proxy that can be cut, as a network failure or a database restart would cut a connection. */
export async function startTcpProxy(host: string, port: number): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

/** DATABASE_URL of this run routed through a cuttable proxy (PostgreSQL runs only). */
export async function proxiedDatabaseUrl(): Promise<{ url: string; cut(): Promise<void> }> {
  const target = new URL(process.env.DATABASE_URL!);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String(proxy.port);
  return { url: via.toString(), cut: proxy.cut };
}

/** Resolves once a started built server (MAIN_JS, stdout piped) says it is serving; rejects if it exits first. */
export function untilServing(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/serving/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited ${code} before serving`)));
  });
}
