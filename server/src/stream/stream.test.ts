// The live event stream (GET /events/stream, issue 42) over a listening server on the real database (SQLite, or
// PostgreSQL with DATABASE_URL): each webhook event as an SSE message (id, event, data = the webhook body), the
// `events` filter, the key's scopes as for a webhook endpoint, resuming after a drop with Last-Event-ID (nothing
// missed, nothing repeated), keep-alives, the per-key limit, a revoked key's stream ending, and two instances on one
// database (an event committed through one reaches a stream open on the other; the per-key limit counts both
// together, and a killed instance's streams stop counting once their leases expire). POST /events/trigger too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/free-port.mjs';
import { MAIN_JS, makeApp, type TestApp, untilServing, waitFor } from '../../test/helpers.js';
import type { EventType } from '../events/types.js';
import { resetMonotonicClock } from '../platform/clock.js';
import { hubOf, LEASE_MS, MAX_PER_KEY } from './hub.js';
import { liveLeases } from './repository.js';

interface Message {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

interface Sse {
  status: number;
  headers: Headers;
  body: string;
  /** The next message (comments included when `comments`), or null once the stream ended. */
  next(opts?: { comments?: boolean }): Promise<Message | null>;
  close(): void;
}

/** A minimal SSE reader over fetch (the SDK's own is tested in packages/sdk). */
async function open(base: string, key: string, opts: { events?: string; lastEventId?: string } = {}): Promise<Sse> {
  const ctl = new AbortController();
  const url = new URL(`${base}/api/v1/events/stream`);
  if (opts.events !== undefined) url.searchParams.set('events', opts.events);
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${key}`, ...(opts.lastEventId ? { 'last-event-id': opts.lastEventId } : {}) },
    signal: ctl.signal,
  });
  if (res.status !== 200)
    return { status: res.status, headers: res.headers, body: await res.text(), next: async () => null, close() {} };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  const queue: Message[] = [];
  let done = false;
  const parse = () => {
    for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const m: Message = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) m.comment = line.slice(1).trim();
        else {
          const at = line.indexOf(':');
          const field = line.slice(0, at);
          const value = line.slice(at + 1).replace(/^ /, '');
          if (field === 'id' || field === 'event' || field === 'data') m[field] = value;
        }
      }
      queue.push(m);
    }
  };
  return {
    status: 200,
    headers: res.headers,
    body: '',
    async next({ comments = false } = {}) {
      for (;;) {
        while (queue.length) {
          const m = queue.shift()!;
          if (m.comment !== undefined && !comments) continue;
          return m;
        }
        if (done) return null;
        const r = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (r.done) done = true;
        else {
          buf += r.value;
          parse();
        }
      }
    },
    close: () => ctl.abort(),
  };
}

let t: TestApp;
let base: string;

/** Closes a listening app: fetch's pool may hold a connection it opened and never sent a request on, and Node's
 * close waits for such a one. */
async function closeListening(app: TestApp | undefined): Promise<void> {
  app?.app.server.closeAllConnections();
  await app?.close();
}

beforeAll(async () => {
  t = await makeApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    DOSSIER_STREAM_KEEPALIVE_MS: '100',
    DOSSIER_STREAM_POLL_MS: '100',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => closeListening(t));

/** An event of the workspace through the backbone, as the domains emit them. */
function emit(type: EventType, data: Record<string, unknown> = { probe: type }) {
  return t.rt.events.transaction(
    { workspaceId: t.workspaceId, actorName: 'Test', actorEmail: null, ipAddress: null, userAgent: null },
    ({ emit }) => emit({ type, description: `test ${type}`, data }),
  );
}

describe('GET /events/stream', () => {
  it('sends each event as id (the event id), event (its name) and data (the webhook body)', async () => {
    const s = await open(base, t.key);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('x-request-id')).toBeTruthy();
    const doc = await t.api('POST', '/documents', { title: 'Streamed', markdown: '# Hi' });
    expect(doc.statusCode).toBe(201);
    const m = (await s.next())!;
    expect(m.event).toBe('document.created');
    const body = JSON.parse(m.data!);
    expect(body).toMatchObject({ id: m.id, event: 'document.created', data: { document: { id: doc.json().data.id } } });
    expect(Object.keys(body)).toEqual(['id', 'event', 'createdAt', 'data']);
    // The same bytes a webhook delivery of it carries (kept on its audit entry).
    const row = await t.db.kysely
      .selectFrom('audit_events')
      .select('payload')
      .where('id', '=', m.id!)
      .executeTakeFirstOrThrow();
    expect(m.data).toBe(row.payload);
    s.close();
  });

  it('events= keeps only the names and family.* patterns given; a pattern naming nothing is a 400 naming events', async () => {
    const s = await open(base, t.key, { events: 'link.*,envelope.completed' });
    await emit('document.created');
    await emit('link.created');
    await emit('recipient.signed');
    await emit('envelope.completed');
    expect((await s.next())?.event).toBe('link.created');
    expect((await s.next())?.event).toBe('envelope.completed');
    s.close();
    for (const events of ['nope.*', 'document.created,linkz', 'ping', '']) {
      const bad = await open(base, t.key, { events });
      expect(bad.status, events).toBe(400);
      expect(JSON.parse(bad.body).details.fields[0].field).toBe('query.events');
    }
  });

  it('limited by the key scopes exactly as a webhook endpoint: no links:read, no link events; no views:read, no visits', async () => {
    const docsOnly = await t.keyWith(['documents:read']);
    const linksNoViews = await t.keyWith(['documents:read', 'links:read']);
    const a = await open(base, docsOnly);
    const b = await open(base, linksNoViews);
    await emit('link.created');
    await emit('link.viewed');
    await emit('envelope.completed');
    await emit('document.edited');
    expect((await a.next())?.event).toBe('document.edited');
    expect((await b.next())?.event).toBe('link.created');
    expect((await b.next())?.event).toBe('document.edited');
    a.close();
    b.close();
    // A key without documents:read may not open one at all (the rule of webhook endpoints).
    const none = await open(base, await t.keyWith(['links:read']));
    expect(none.status).toBe(403);
  });

  it('resumes after a drop with Last-Event-ID: every event committed meanwhile, in order, none twice', async () => {
    const s = await open(base, t.key, { events: 'document.*' });
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) sent.push((await emit('document.created', { n: i })).id);
    const first = (await s.next())!;
    expect(first.id).toBe(sent[0]);
    s.close(); // the connection dies with two events unread
    for (let i = 3; i < 6; i++) sent.push((await emit('document.edited', { n: i })).id);
    const again = await open(base, t.key, { events: 'document.*', lastEventId: first.id });
    const got: string[] = [];
    for (let i = 1; i < 6; i++) got.push((await again.next())!.id!);
    expect(got).toEqual(sent.slice(1));
    // Then live: the next event, and only it.
    const live = (await emit('document.created', { n: 6 })).id;
    expect((await again.next())?.id).toBe(live);
    again.close();
    const bad = await open(base, t.key, { lastEventId: 'evt_nosuchevent' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).details.fields[0].field).toBe('header.last-event-id');
  });

  it('sends a keep-alive comment while quiet', async () => {
    const s = await open(base, t.key);
    expect(await s.next({ comments: true })).toEqual({ comment: 'stream open' });
    expect(await s.next({ comments: true })).toEqual({ comment: 'keep-alive' });
    s.close();
  });

  it('at most 3 open streams per key: the 4th is a 429 with retry-after; closing one frees its place', async () => {
    const key = await t.keyWith(['documents:read']);
    const open3 = [await open(base, key), await open(base, key), await open(base, key)];
    expect(open3.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await open(base, key);
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.body).code).toBe('rate_limited');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another key is not counted with it.
    const other = await open(base, await t.keyWith(['documents:read']));
    expect(other.status).toBe(200);
    other.close();
    open3[0].close();
    let reopened: Sse | undefined;
    for (let i = 0; i < 100 && reopened?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      reopened = await open(base, key);
    }
    expect(reopened?.status).toBe(200);
    for (const s of [...open3, reopened!]) s.close();
  });

  it('an open stream keeps its place by renewing its lease; one whose lease expired unrenewed ends, its lease swept', async () => {
    const key = await t.keyWith(['documents:read']);
    const keyId = (await t.keys.verify(key))!.id;
    const s = await open(base, key, { events: 'document.created' });
    expect(s.status).toBe(200);
    const hub = hubOf(t.rt);
    const leases = () => liveLeases(t.db.kysely, keyId, Date.now());
    // This process's clock moved on (rather than waited for); the real one goes on ticking under it.
    let shifted: { mockRestore(): void } | undefined;
    const moveClock = (by: number) => {
      shifted?.mockRestore();
      const [now0, at0] = [Date.now(), performance.now()];
      shifted = vi.spyOn(Date, 'now').mockImplementation(() => now0 + by + Math.floor(performance.now() - at0));
    };
    try {
      moveClock(LEASE_MS - 5000);
      await hub.renew();
      moveClock(LEASE_MS + 5000); // past the first expiry, not the renewed one
      expect(await leases()).toBe(1);
      await hub.renew();
      await emit('document.created');
      expect((await s.next())?.event).toBe('document.created');
      moveClock(3 * LEASE_MS); // unrenewed past its expiry: another instance may have taken the place
      expect(await leases()).toBe(0);
      await hub.renew();
      expect(await s.next()).toBeNull();
      const rows = await t.db.kysely.selectFrom('stream_leases').select('id').where('key_id', '=', keyId).execute();
      expect(rows).toEqual([]);
    } finally {
      shifted?.mockRestore();
      resetMonotonicClock();
      s.close();
    }
  });

  it('the stream of a revoked key ends', async () => {
    const key = await t.keyWith(['documents:read']);
    const s = await open(base, key);
    const id = (await t.keys.verify(key))!.id;
    await t.keys.revoke(id);
    let m: Message | null;
    do m = await s.next({ comments: true });
    while (m !== null);
    expect(m).toBeNull();
  });
});

describe('POST /events/trigger', () => {
  it('document.created runs the real flow; another event is a marked sample through the same pipeline', async () => {
    const s = await open(base, t.key);
    const created = await t.api('POST', '/events/trigger', { type: 'document.created' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ event: 'document.created' });
    expect(created.json().data.sample).toBeUndefined();
    const docId = created.json().data.data.document.id;
    expect((await t.api('GET', `/documents/${docId}`)).statusCode).toBe(200);
    const m1 = (await s.next())!;
    expect(m1.id).toBe(created.json().data.id);

    const sample = await t.api('POST', '/events/trigger', { type: 'envelope.completed' });
    expect(sample.statusCode, sample.body).toBe(201);
    expect(sample.json().data).toMatchObject({ event: 'envelope.completed', sample: true });
    expect(sample.json().data.id).toMatch(/^evt_sample_/);
    const m2 = (await s.next())!;
    expect(m2).toMatchObject({ id: sample.json().data.id, event: 'envelope.completed' });
    expect(JSON.parse(m2.data!).sample).toBe(true);
    s.close();
    const audit = await t.api('GET', `/audit?type=envelope.completed`);
    expect(audit.json().data[0].description).toContain('sample');
  });

  it('link.created and link.viewed run the real flow with links:write (a link made, a visit opening it); a marked sample without', async () => {
    const s = await open(base, t.key, { events: 'link.*' });
    const viewed = await t.api('POST', '/events/trigger', { type: 'link.viewed' });
    expect(viewed.statusCode, viewed.body).toBe(201);
    expect(viewed.json().data).toMatchObject({ event: 'link.viewed' });
    expect(viewed.json().data.sample).toBeUndefined();
    const linkId = viewed.json().data.data.link.id;
    const link = (await t.api('GET', `/links/${linkId}`)).json().data;
    expect(link.viewCount).toBe(1);
    // The stream hears the link made, then its view, in that order.
    expect((await s.next())!.event).toBe('link.created');
    expect((await s.next())!).toMatchObject({ id: viewed.json().data.id, event: 'link.viewed' });
    s.close();
    const created = await t.api('POST', '/events/trigger', { type: 'link.created' });
    expect(created.json().data).toMatchObject({ event: 'link.created' });
    expect(created.json().data.id).not.toMatch(/^evt_sample_/);
    const narrow = await t.keyWith(['documents:write', 'documents:read', 'links:read', 'views:read']);
    const sample = await t.api('POST', '/events/trigger', { type: 'link.viewed' }, narrow);
    expect(sample.statusCode, sample.body).toBe(201);
    expect(sample.json().data).toMatchObject({ event: 'link.viewed', sample: true });
  });

  it('422 naming type for ping or an unknown name; 403 for an event the key may not read', async () => {
    for (const type of ['ping', 'nope.nope']) {
      const res = await t.api('POST', '/events/trigger', { type });
      expect(res.statusCode).toBe(422);
      expect(res.json().details.fields[0].field).toBe('body.type');
    }
    const res = await t.api(
      'POST',
      '/events/trigger',
      { type: 'link.viewed' },
      await t.keyWith(['documents:write', 'links:read']),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'insufficient_scope', details: { scope: 'views:read' } });
  });
});

describe('two instances on one database', () => {
  // A second app on the same database (SQLite: the same folder; PostgreSQL: the same DATABASE_URL).
  let second: TestApp;
  let base2: string;
  beforeAll(async () => {
    second = await makeApp({
      DATA_DIR: t.rt.config.dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      DOSSIER_STREAM_POLL_MS: '100',
    });
    base2 = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => closeListening(second));

  const keyIdOf = async (key: string) => (await t.keys.verify(key))!.id;
  /** Opens until the server answers 200 (a closed stream's place is given back once its server saw the close). */
  const openOnceFree = (at: string, key: string) =>
    waitFor(
      async () => {
        const s = await open(at, key);
        return s.status === 200 ? s : null;
      },
      60_000,
      'a free place',
    );

  it('an event committed through one instance reaches a stream open on the other', async () => {
    const s = await open(base2, t.key, { events: 'document.created' });
    expect(s.status).toBe(200);
    const doc = await t.api('POST', '/documents', { title: 'From the first', markdown: 'x' });
    const m = (await s.next())!;
    expect(JSON.parse(m.data!).data.document.id).toBe(doc.json().data.id);
    s.close();
  });

  it('3 streams per key over both instances: 3 on one, the 4th on the other is a 429; closing one lets it open', async () => {
    const key = await t.keyWith(['documents:read']);
    const onFirst = [await open(base, key), await open(base, key), await open(base, key)];
    expect(onFirst.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await open(base2, key);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rate_limited', details: { limit: MAX_PER_KEY } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    onFirst[0].close();
    const onSecond = await openOnceFree(base2, key);
    // 2 on the first, 1 on the second: full on both.
    expect((await open(base, key)).status).toBe(429);
    expect((await open(base2, key)).status).toBe(429);
    for (const s of [...onFirst, onSecond]) s.close();
    await waitFor(async () => (await liveLeases(t.db.kysely, await keyIdOf(key), Date.now())) === 0);
  });

  it('streams opened at once through both instances: exactly 3 open, the others are 429s', async () => {
    const key = await t.keyWith(['documents:read']);
    const all = await Promise.all(Array.from({ length: 8 }, (_, i) => open(i % 2 ? base2 : base, key)));
    expect(all.filter((s) => s.status === 200)).toHaveLength(MAX_PER_KEY);
    expect(all.filter((s) => s.status === 429)).toHaveLength(8 - MAX_PER_KEY);
    for (const s of all) s.close();
  });

  it('a revoked key ends its streams on every instance, and their places are given back', async () => {
    const key = await t.keyWith(['documents:read']);
    const a = await open(base, key);
    const b = await open(base2, key);
    expect([a.status, b.status]).toEqual([200, 200]);
    const id = await keyIdOf(key);
    expect(await liveLeases(t.db.kysely, id, Date.now())).toBe(2);
    await t.keys.revoke(id);
    for (const s of [a, b]) {
      let m: Message | null;
      do m = await s.next({ comments: true });
      while (m !== null);
    }
    await waitFor(async () => (await liveLeases(t.db.kysely, id, Date.now())) === 0, 60_000, 'the leases deleted');
  });

  it('an instance killed with its streams open (SIGKILL) holds their places only until their leases expire', async () => {
    const key = await t.keyWith(['documents:read']);
    const keyId = await keyIdOf(key);
    const port = await freePort();
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const child = spawn(process.execPath, [MAIN_JS], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: t.rt.config.dataDir,
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    let shifted: { mockRestore(): void } | undefined;
    try {
      await untilServing(child);
      const killedBase = `http://127.0.0.1:${port}`;
      const onKilled = [await open(killedBase, key), await open(killedBase, key), await open(killedBase, key)];
      expect(onKilled.map((s) => s.status)).toEqual([200, 200, 200]);
      expect((await open(base, key)).status).toBe(429);
      child.kill('SIGKILL');
      await exited;
      for (const s of onKilled) s.close();
      // Nothing closed them: their leases still count until they expire.
      expect(await liveLeases(t.db.kysely, keyId, Date.now())).toBe(3);
      expect((await open(base, key)).status).toBe(429);
      // LEASE_MS later (this process's clock moved on rather than waited for): they no longer count.
      const [now0, at0] = [Date.now(), performance.now()];
      shifted = vi
        .spyOn(Date, 'now')
        .mockImplementation(() => now0 + LEASE_MS + 1000 + Math.floor(performance.now() - at0));
      expect(await liveLeases(t.db.kysely, keyId, Date.now())).toBe(0);
      const s = await open(base, key);
      expect(s.status).toBe(200);
      s.close();
    } finally {
      shifted?.mockRestore();
      resetMonotonicClock();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
  });
});
