// End to end: webhook deliveries from the built server to a real HTTPS receiver (its certificate trusted via
// NODE_EXTRA_CA_CERTS), verified with the SDK. A SIGKILL while deliveries are in flight loses none, and two
// instances on one PostgreSQL share the delivery work. Events are committed by this test process acting as
// one more instance on the same database, through the server's own events backbone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Dossier } from '@dossier/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../server/test/wait.js';
// The server's own modules (from source: the build no longer emits declarations), so this process is one more instance.
import { openDatabase } from '../server/src/db/connect.js';
import { Events } from '../server/src/events/backbone.js';
import { eventSubscribers } from '../server/src/runtime.js';
import { startHttpsReceiver, type HttpsReceiver } from '../server/test/https-receiver.js';
import { postgresAdmin, serve, TEST_CA_PATH, withDatabase, type Server } from './support/server.js';
import { PATIENT } from './support/patient.js';

const sdk = new Dossier({ apiKey: 'dsk_unused', baseUrl: 'http://unused.invalid' });
const admin = await postgresAdmin('webhook delivery tests on PostgreSQL');
afterAll(async () => {
  await admin?.end();
});

const ENV = {
  WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
  NODE_EXTRA_CA_CERTS: TEST_CA_PATH,
  DOSSIER_JOB_LEASE_MS: '2000',
  DOSSIER_TICK_MS: '100',
  DOSSIER_WEBHOOK_RETRY_MS: '100,200',
  RATE_LIMIT_PER_MINUTE: '100000',
};

async function call(s: Server, key: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}

/** Commits `n` events in the workspace of `key`, as another instance on the same database would. */
async function commitEvents(
  target: { databaseUrl?: string; dataDir: string },
  workspaceId: string,
  n: number,
): Promise<string[]> {
  const db = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 2 });
  try {
    const events = new Events(db, { subscribers: eventSubscribers }); // as the runtime of another instance has them
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const ev = await events.transaction(
        { workspaceId, actorName: 'e2e', actorEmail: null, ipAddress: null, userAgent: null },
        ({ emit }) => emit({ type: 'document.edited', description: `edit ${i}`, data: { n: i } }),
      );
      ids.push(ev.id);
    }
    return ids;
  } finally {
    await db.close();
  }
}

/** Every request the receiver got, verified with the SDK (raw body, headers, secret); returns event ids. */
function verifiedIds(rx: HttpsReceiver, secret: string): string[] {
  return rx.requests.map((r) => {
    const event = sdk.webhooks.verify(r.rawBody, r.headers as Record<string, string>, secret);
    expect(r.headers['x-dossier-event-id']).toBe(event.id);
    return event.id;
  });
}

async function crashTest(databaseUrl: string | undefined) {
  const rx = await startHttpsReceiver({ handler: (_req, res) => setTimeout(() => res.writeHead(200).end(), 40) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-crash-'));
  const env = { ...ENV, DATABASE_URL: databaseUrl ?? '' };
  let server = await serve(env, { dataDir });
  try {
    const key = server.key!;
    const hook = (await call(server, key, 'POST', '/hooks', { url: rx.url, events: ['document.edited'] })).body.data;
    const me = (await call(server, key, 'GET', '/me')).body.data;
    const N = 120;
    const committing = commitEvents({ databaseUrl, dataDir }, me.workspaceId, N);
    await waitFor(() => rx.requests.length >= 15, PATIENT, 'the first deliveries');
    await server.kill(); // SIGKILL with deliveries in flight and most still pending
    const ids = await committing;
    const beforeRestart = new Set(rx.requests.map((r) => r.headers['x-dossier-event-id'])).size;
    expect(beforeRestart).toBeLessThan(N);
    server = await serve(env, { dataDir });
    await waitFor(
      () => new Set(rx.requests.map((r) => r.headers['x-dossier-event-id'])).size >= N,
      PATIENT,
      `all ${N} events delivered`,
    );
    const got = verifiedIds(rx, hook.secret);
    expect(new Set(got)).toEqual(new Set(ids)); // every committed event, nothing else
    // At-least-once: anything repeated was repeated with the same id and body, never a new event.
    const deliveries = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { eventId: string; status: string }[]; nextCursor: string | null } } = await call(
        server,
        key,
        'GET',
        `/hooks/${hook.id}/deliveries?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      deliveries.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(deliveries).toHaveLength(N);
    await waitFor(
      async () =>
        (await call(server, key, 'GET', `/hooks/${hook.id}/deliveries?status=pending`)).body.data.length === 0,
      PATIENT,
      'no pending deliveries',
    );
    return { delivered: got.length, distinct: N, beforeRestart };
  } finally {
    await server.stop();
    await rx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('webhook deliveries from the running server', () => {
  it('SIGKILL mid-delivery on SQLite loses no committed event; every delivery verifies with the SDK', async () => {
    const r = await crashTest(undefined);
    console.log(
      `  SQLite crash test: ${r.beforeRestart} events delivered before the kill, ${r.distinct} after restart, ${r.delivered - r.distinct} repeated`,
    );
  });

  it.runIf(admin)('SIGKILL mid-delivery on PostgreSQL loses no committed event', async () => {
    await withDatabase(admin!, 'crash', async (url) => {
      const r = await crashTest(url);
      console.log(
        `  PostgreSQL crash test: ${r.beforeRestart} delivered before the kill, ${r.distinct} after restart, ${r.delivered - r.distinct} repeated`,
      );
    });
  });

  it.runIf(admin)(
    'two instances on one PostgreSQL share the data and the delivery work, and deliver each event once',
    async () => {
      await withDatabase(admin!, 'share', async (url) => {
        const rx = await startHttpsReceiver({ handler: (_req, res) => setTimeout(() => res.writeHead(200).end(), 30) });
        const env = { ...ENV, DATABASE_URL: url, DOSSIER_JOB_LEASE_MS: '30000' };
        const a = await serve(env);
        const b = await serve(env);
        try {
          const key = a.key!;
          const hook = (await call(a, key, 'POST', '/hooks', { url: rx.url })).body.data;
          expect((await call(b, key, 'GET', `/hooks/${hook.id}`)).body.data.url).toBe(rx.url); // shared data
          const me = (await call(a, key, 'GET', '/me')).body.data;
          const N = 150;
          const lockers = new Set<string>();
          const probe = await openDatabase({ databaseUrl: url, dataDir: a.dataDir, poolSize: 1 });
          const sampling = (async () => {
            while (new Set(rx.requests.map((r) => r.headers['x-dossier-event-id'])).size < N) {
              for (const j of await probe.kysely
                .selectFrom('jobs')
                .select('locked_by')
                .where('locked_by', 'is not', null)
                .execute())
                lockers.add(j.locked_by!);
              await new Promise((r) => setTimeout(r, 20));
            }
          })();
          const ids = await commitEvents({ databaseUrl: url, dataDir: a.dataDir }, me.workspaceId, N);
          await Promise.race([
            sampling,
            new Promise((_, rej) => setTimeout(() => rej(new Error('deliveries did not finish')), 60_000)),
          ]);
          await probe.close();
          const got = verifiedIds(rx, hook.secret);
          expect(got.sort()).toEqual([...ids].sort()); // each exactly once: no instance took another's job
          expect(lockers.size).toBe(2); // both instances held delivery jobs
        } finally {
          await Promise.all([a.stop(), b.stop()]);
          await rx.close();
        }
      });
    },
  );
});
