// Webhook endpoints over HTTP, and deliveries to a real HTTPS receiver, on the real database.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sansRequestId, makeApp, waitFor, type Client, type TestApp } from '../../test/helpers.js';
import { startHttpsReceiver, TEST_CA, type HttpsReceiver } from '../../test/https-receiver.js';
import { verifyChain } from '../audit/verify.js';
import type { EventType } from '../events/types.js';

let t: TestApp;
/** Every call names its user agent, which the audit entries record. */
let api: Client;
let rx: HttpsReceiver;

const ENV = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
  DOSSIER_WEBHOOK_RETRY_MS: '30,30',
  DOSSIER_TICK_MS: '50',
};

beforeAll(async () => {
  t = await makeApp(ENV, { webhookTls: { ca: TEST_CA }, webhookTimeoutMs: 400 });
  api = t.api.with({ headers: { 'user-agent': 'hooks-test/1.0' } });
  rx = await startHttpsReceiver();
});
afterAll(async () => {
  await rx.close();
  await t.close();
});
afterEach(() => {
  rx.respondWith((_req, res) => res.writeHead(200).end('ok'));
  rx.requests.length = 0;
});

async function subscribe(events: string[] = [], url = `${rx.url}?n=${Math.random()}`) {
  const res = await api('POST', '/hooks', { url, events });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; secret: string; url: string };
}

/** Records an event the way domain code does: inside a transaction, through the backbone. */
function emit(type: EventType, data: Record<string, unknown> = {}, workspaceId = t.workspaceId) {
  return t.rt.events.transaction(
    { workspaceId, actorName: 'Test', actorEmail: 'test@example.com', ipAddress: '203.0.113.9', userAgent: 'test' },
    ({ emit }) => emit({ type, description: `test ${type}`, data }),
  );
}

function verify(secret: string, headers: Record<string, unknown>, body: string): boolean {
  const expected = createHmac('sha256', secret).update(`${headers['x-dossier-timestamp']}.${body}`).digest('hex');
  return expected === headers['x-dossier-signature'];
}

describe('subscribing', () => {
  it('creates an endpoint (201, secret once), lists it with the event catalogue, reads it without the secret', async () => {
    const res = await api('POST', '/hooks', { url: rx.url, events: ['recipient.signed'], event: 'envelope.completed' });
    expect(res.statusCode).toBe(201);
    const hook = res.json().data;
    expect(hook).toMatchObject({
      url: rx.url,
      events: ['envelope.completed', 'recipient.signed'],
      active: true,
      failureCount: 0,
      lastStatus: null,
      lastAttemptAt: null,
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const list = (await api('GET', '/hooks')).json();
    expect(list.data.find((h: { id: string }) => h.id === hook.id)).not.toHaveProperty('secret');
    expect(list.events.map((e: { name: string }) => e.name)).toContain('ping');
    const got = await api('GET', `/hooks/${hook.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).not.toHaveProperty('secret');
    expect(got.body).not.toContain(hook.secret);
  });

  it('an identical re-subscribe answers 200 with the same row and secret and switches it back on', async () => {
    const url = `${rx.url}?resub=1`;
    const first = (await api('POST', '/hooks', { url, events: ['link.viewed', 'link.created'] })).json().data;
    await api('PATCH', `/hooks/${first.id}`, { active: false });
    const again = await api('POST', '/hooks', { url, event: 'link.viewed', events: ['link.created'] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.id, secret: first.secret, active: true, failureCount: 0 });
    // Different events: a new endpoint.
    const other = await api('POST', '/hooks', { url, events: ['link.viewed'] });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.id).not.toBe(first.id);
  });

  it('refuses unknown events (422 with details.known), http and special-purpose addresses', async () => {
    const unknown = await api('POST', '/hooks', { url: rx.url, events: ['recipient.signed', 'nope.never'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details.known).toContain('recipient.signed');
    expect(unknown.json().details.unknown).toEqual(['nope.never']);
    const http = await api('POST', '/hooks', { url: 'http://example.com/hook' });
    expect(http.statusCode).toBe(400);
    expect(http.json().details.fields[0].field).toBe('body.url');
    for (const url of [
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/x',
      'https://192.168.1.1/',
      'https://metadata.google.internal/',
    ]) {
      const res = await api('POST', '/hooks', { url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().details.fields[0].field).toBe('body.url');
    }
    const tooMany = await api('POST', '/hooks', { url: rx.url, events: Array.from({ length: 51 }, () => 'ping') });
    expect(tooMany.statusCode).toBe(400);
    expect((await api('GET', '/hooks')).json().data.some((h: { url: string }) => h.url.startsWith('https://10.'))).toBe(
      false,
    );
  });

  it('refuses loopback unless the operator allowed it, and names the setting that allows it', async () => {
    const strict = await makeApp({}, { startJobs: false });
    try {
      const res = await strict.api('POST', '/hooks', { url: rx.url });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatch(/loopback.*WEBHOOK_ALLOWED_NETWORKS/);
      expect(res.json().details).toMatchObject({
        setting: 'WEBHOOK_ALLOWED_NETWORKS',
        fields: [{ field: 'body.url' }],
      });
      const privateNet = await strict.api('POST', '/hooks', { url: 'https://10.1.2.3/x' });
      expect(privateNet.json().details.setting).toBe('WEBHOOK_ALLOWED_NETWORKS');
      // A metadata service is refused whatever the operator allows: no hint there.
      const metadata = await strict.api('POST', '/hooks', { url: 'https://metadata.google.internal/' });
      expect(metadata.statusCode).toBe(422);
      expect(metadata.json().details.setting).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('updates url, events and active; active true resets the failure count; 422 on unknown events', async () => {
    const hook = await subscribe(['link.viewed']);
    await t.db.kysely.updateTable('hooks').set({ failure_count: 7 }).where('id', '=', hook.id).execute();
    const off = await api('PATCH', `/hooks/${hook.id}`, { active: false, events: [] });
    expect(off.json().data).toMatchObject({ active: false, events: [], failureCount: 7 });
    const on = await api('PATCH', `/hooks/${hook.id}`, { active: true });
    expect(on.json().data).toMatchObject({ active: true, failureCount: 0 });
    expect((await api('PATCH', `/hooks/${hook.id}`, { events: ['bogus'] })).statusCode).toBe(422);
    expect((await api('PATCH', `/hooks/${hook.id}`, {})).statusCode).toBe(400);
    expect((await api('PATCH', `/hooks/${hook.id}`, { url: 'https://127.0.0.1.nip.invalid/' })).statusCode).toBe(422);
  });

  it('deletes idempotently; another workspace sees 404 exactly like a missing row', async () => {
    const hook = await subscribe();
    const otherKey = await t.keyWith(['documents:read', 'documents:write'], { workspace: `other-${Date.now()}` });
    for (const [m, p, body] of [
      ['GET', ''],
      ['PATCH', '', { active: false }],
      ['POST', '/rotate'],
      ['POST', '/ping'],
      ['GET', '/deliveries'],
    ] as const) {
      const theirs = await api(m, `/hooks/${hook.id}${p}`, body, otherKey);
      const missing = await api(m, `/hooks/hook_missing${p}`, body, otherKey);
      expect(theirs.statusCode, `${m} ${p}`).toBe(404);
      expect(sansRequestId(theirs.body)).toEqual(sansRequestId(missing.body));
    }
    expect((await api('DELETE', `/hooks/${hook.id}`, undefined, otherKey)).statusCode).toBe(204);
    expect((await api('GET', `/hooks/${hook.id}`)).statusCode).toBe(200); // their delete touched nothing
    expect((await api('DELETE', `/hooks/${hook.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/hooks/${hook.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/hooks/${hook.id}`)).statusCode).toBe(404);
  });

  it('needs documents:read to read and documents:write to change (403 names the scope)', async () => {
    const reader = await t.keyWith(['documents:read']);
    expect((await api('GET', '/hooks', undefined, reader)).statusCode).toBe(200);
    const res = await api('POST', '/hooks', { url: rx.url }, reader);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('documents:write');
  });

  it('records each change in the audit trail with actor, ip and user agent, and the chain verifies', async () => {
    const hook = await subscribe(['link.viewed']);
    await api('POST', `/hooks/${hook.id}/rotate`);
    await api('DELETE', `/hooks/${hook.id}`);
    const audit = (await api('GET', '/audit?family=documents&limit=500')).json().data as {
      type: string;
      metadata: { endpointId?: string };
      ipAddress: string;
      userAgent: string;
      actorName: string;
    }[];
    const mine = audit.filter((e) => e.metadata.endpointId === hook.id).map((e) => e.type);
    expect(mine).toEqual(['webhook.deleted', 'webhook.rotated', 'webhook.created']);
    const created = audit.find((e) => e.type === 'webhook.created' && e.metadata.endpointId === hook.id)!;
    expect(created.ipAddress).toBe('127.0.0.1');
    expect(created.userAgent).toBe('hooks-test/1.0');
    expect(created.actorName).toMatch(/^API key/);
    expect(JSON.stringify(audit)).not.toContain(hook.secret);
    expect((await verifyChain(t.db.kysely, t.workspaceId)).ok).toBe(true);
  });
});

describe('delivering', () => {
  // Each case counts deliveries to its own endpoints only.
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('hooks').where('workspace_id', '=', t.workspaceId).execute();
  });

  it('POSTs each committed event to subscribed, active endpoints, signed, with the same event id in body and header', async () => {
    const all = await subscribe([]);
    const signedOnly = await subscribe(['recipient.signed']);
    const off = await subscribe([]);
    await api('PATCH', `/hooks/${off.id}`, { active: false });
    const ev = await emit('link.viewed', { linkId: 'lnk_1' });
    expect(ev.deliveries).toBe(1);
    const got = await waitFor(() => rx.requests.find((r) => r.headers['x-dossier-event-id'] === ev.id));
    expect(got.headers['x-dossier-event']).toBe('link.viewed');
    expect(got.headers['content-type']).toBe('application/json');
    expect(verify(all.secret, got.headers, got.rawBody)).toBe(true);
    expect(verify(signedOnly.secret, got.headers, got.rawBody)).toBe(false);
    expect(JSON.parse(got.rawBody)).toEqual({
      id: ev.id,
      event: 'link.viewed',
      createdAt: ev.createdAt,
      data: { linkId: 'lnk_1' },
    });
    const d = await waitFor(async () =>
      (await api('GET', `/hooks/${all.id}/deliveries?include=payload`))
        .json()
        .data.find((x: { status: string }) => x.status === 'delivered'),
    );
    expect(d).toMatchObject({
      endpointId: all.id,
      eventId: ev.id,
      event: 'link.viewed',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      error: null,
    });
    expect(d.payload).toEqual(JSON.parse(got.rawBody));
    const hook = (await api('GET', `/hooks/${all.id}`)).json().data;
    expect(hook).toMatchObject({ lastStatus: 200, failureCount: 0 });
    for (const h of [all, signedOnly, off]) await api('DELETE', `/hooks/${h.id}`);
  });

  it('emits nothing for a change that rolled back', async () => {
    const hook = await subscribe([]);
    await expect(
      t.rt.events.transaction(
        { workspaceId: t.workspaceId, actorName: null, actorEmail: null, ipAddress: null, userAgent: null },
        async ({ emit }) => {
          await emit({ type: 'document.created', description: 'rolled back', data: {} });
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    const audit = (await api('GET', '/audit?q=rolled%20back')).json().data;
    expect(audit).toEqual([]);
    expect(
      (await t.db.kysely.selectFrom('deliveries').select('id').where('endpoint_id', '=', hook.id).execute()).length,
    ).toBe(0);
    expect((await verifyChain(t.db.kysely, t.workspaceId)).ok).toBe(true);
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('retries a 5xx, a 429, a timeout and a redirect (never followed) up to 3 attempts with the same event id', async () => {
    const hook = await subscribe([]);
    let n = 0;
    rx.respondWith((_req, res) => {
      n++;
      if (n === 1) return res.writeHead(503).end();
      if (n === 2) return res.writeHead(429).end();
      res.writeHead(204).end();
    });
    const ev = await emit('document.edited');
    const d = await waitFor(async () =>
      (await api('GET', `/hooks/${hook.id}/deliveries`))
        .json()
        .data.find((x: { status: string }) => x.status === 'delivered'),
    );
    expect(d).toMatchObject({ attempts: 3, responseStatus: 204 });
    expect(rx.requests.filter((r) => r.headers['x-dossier-event-id'] === ev.id)).toHaveLength(3);

    rx.requests.length = 0;
    rx.respondWith((req, res) =>
      req.path.startsWith('/elsewhere')
        ? res.writeHead(200).end()
        : res.writeHead(302, { location: `${rx.url.replace('/hook', '/elsewhere')}` }).end(),
    );
    const ev2 = await emit('document.edited');
    const d2 = await waitFor(async () =>
      (await api('GET', `/hooks/${hook.id}/deliveries?status=failed`))
        .json()
        .data.find((x: { eventId: string }) => x.eventId === ev2.id),
    );
    expect(d2).toMatchObject({ attempts: 3, responseStatus: 302, error: 'redirect not followed' });
    expect(rx.requests.filter((r) => r.path.startsWith('/elsewhere'))).toHaveLength(0);

    rx.respondWith(() => {}); // never answers
    const ev3 = await emit('document.edited');
    const d3 = await waitFor(async () =>
      (await api('GET', `/hooks/${hook.id}/deliveries?status=failed`))
        .json()
        .data.find((x: { eventId: string }) => x.eventId === ev3.id),
    );
    expect(d3.attempts).toBe(3);
    expect(d3.responseStatus).toBeNull();
    expect(d3.error).toMatch(/timeout/);
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('does not retry a refusal (4xx other than 429)', async () => {
    const hook = await subscribe([]);
    rx.respondWith((_req, res) => res.writeHead(410).end());
    const ev = await emit('document.created');
    const d = await waitFor(
      async () => (await api('GET', `/hooks/${hook.id}/deliveries?status=failed`)).json().data[0],
    );
    expect(d).toMatchObject({ eventId: ev.id, attempts: 1, responseStatus: 410, error: 'receiver answered 410' });
    await new Promise((r) => setTimeout(r, 200));
    expect(rx.requests.filter((r) => r.headers['x-dossier-event-id'] === ev.id)).toHaveLength(1);
    expect((await api('GET', `/hooks/${hook.id}`)).json().data.failureCount).toBe(1);
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('switches an endpoint off after 10 consecutive failed deliveries, keeps its log, and PATCH active=true revives it', async () => {
    const hook = await subscribe([]);
    rx.respondWith((_req, res) => res.writeHead(400).end());
    for (let i = 0; i < 10; i++) await emit('document.edited');
    const off = await waitFor(async () => {
      const h = (await api('GET', `/hooks/${hook.id}`)).json().data;
      return h.active === false ? h : null;
    });
    expect(off.failureCount).toBe(10);
    await emit('document.edited'); // not delivered to an inactive endpoint
    const log = (await api('GET', `/hooks/${hook.id}/deliveries?limit=100`)).json().data;
    expect(log).toHaveLength(10);
    const audit = (await api('GET', '/audit?type=webhook.disabled')).json().data;
    expect(audit[0]).toMatchObject({ type: 'webhook.disabled', actorName: 'Dossier' });
    expect(audit[0].metadata.endpointId).toBe(hook.id);
    const on = (await api('PATCH', `/hooks/${hook.id}`, { active: true })).json().data;
    expect(on).toMatchObject({ active: true, failureCount: 0 });
    rx.respondWith((_req, res) => res.writeHead(200).end());
    await emit('document.edited');
    await waitFor(
      async () => (await api('GET', `/hooks/${hook.id}/deliveries?status=delivered`)).json().data.length === 1,
    );
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('hears an endpoint another process switches on: a workspace without one is remembered only until then', async () => {
    const hook = await subscribe([]);
    // Another process (the admin's SQL, another instance) switches it off, then on again: no local hint, only the signal.
    const setActive = (active: number) =>
      t.db.kysely.updateTable('hooks').set({ active }).where('id', '=', hook.id).execute();
    await setActive(0);
    await waitFor(async () => (await emit('document.edited')).deliveries === 0);
    expect((await emit('document.edited')).deliveries).toBe(0); // "no endpoint" is now what this instance remembers
    await setActive(1);
    await waitFor(
      async () => (await emit('document.edited')).deliveries === 1,
      10_000,
      'the endpoint switched on elsewhere to be heard',
    );
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('a good delivery resets the run of failures', async () => {
    const hook = await subscribe([]);
    rx.respondWith((_req, res) => res.writeHead(404).end());
    await emit('document.edited');
    await waitFor(async () => (await api('GET', `/hooks/${hook.id}`)).json().data.failureCount === 1);
    rx.respondWith((_req, res) => res.writeHead(200).end());
    await emit('document.edited');
    await waitFor(async () => (await api('GET', `/hooks/${hook.id}`)).json().data.failureCount === 0);
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('pings now, even an inactive endpoint not subscribed to ping, and returns the delivery with its payload', async () => {
    const hook = await subscribe(['recipient.signed']);
    await api('PATCH', `/hooks/${hook.id}`, { active: false });
    const res = await api('POST', `/hooks/${hook.id}/ping`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      endpointId: hook.id,
      event: 'ping',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
    });
    expect(d.payload).toMatchObject({
      id: d.eventId,
      event: 'ping',
      data: { endpointId: hook.id, message: 'ping from Dossier' },
    });
    const got = rx.requests.find((r) => r.headers['x-dossier-event-id'] === d.eventId)!;
    expect(verify(hook.secret, got.headers, got.rawBody)).toBe(true);
    // A failing ping reports it and does not count toward switching the endpoint off.
    rx.respondWith((_req, res) => res.writeHead(500).end());
    const bad = (await api('POST', `/hooks/${hook.id}/ping`)).json().data;
    expect(bad).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect((await api('GET', `/hooks/${hook.id}`)).json().data).toMatchObject({ failureCount: 0, lastStatus: 500 });
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('rotate returns a new secret once; later deliveries are signed with it', async () => {
    const hook = await subscribe([]);
    const rotated = (await api('POST', `/hooks/${hook.id}/rotate`)).json().data;
    expect(rotated.secret).not.toBe(hook.secret);
    const ev = await emit('link.created');
    const got = await waitFor(() => rx.requests.find((r) => r.headers['x-dossier-event-id'] === ev.id));
    expect(verify(rotated.secret, got.headers, got.rawBody)).toBe(true);
    expect(verify(hook.secret, got.headers, got.rawBody)).toBe(false);
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('lists deliveries newest first with filters, payload on request and a cursor; strict filters', async () => {
    const hook = await subscribe([]);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await emit(i % 2 ? 'link.viewed' : 'link.created')).id);
    await waitFor(
      async () => (await api('GET', `/hooks/${hook.id}/deliveries?status=delivered`)).json().data.length === 5,
    );
    const p1 = (await api('GET', `/hooks/${hook.id}/deliveries?limit=2`)).json();
    expect(p1.data).toHaveLength(2);
    expect(p1.data[0]).not.toHaveProperty('payload');
    const p2 = (await api('GET', `/hooks/${hook.id}/deliveries?limit=2&cursor=${p1.nextCursor}`)).json();
    const p3 = (await api('GET', `/hooks/${hook.id}/deliveries?limit=2&cursor=${p2.nextCursor}`)).json();
    expect(p3.nextCursor).toBeNull();
    expect([...p1.data, ...p2.data, ...p3.data].map((d: { eventId: string }) => d.eventId)).toEqual([...ids].reverse());
    const viewed = (await api('GET', `/hooks/${hook.id}/deliveries?event=link.viewed`)).json().data;
    expect(viewed.map((d: { eventId: string }) => d.eventId)).toEqual([ids[3], ids[1]]);
    expect((await api('GET', `/hooks/${hook.id}/deliveries?status=done`)).statusCode).toBe(400);
    expect((await api('GET', `/hooks/${hook.id}/deliveries?include=body`)).statusCode).toBe(400);
    expect((await api('GET', `/hooks/${hook.id}/deliveries?cursor=garbage`)).json().code).toBe('invalid_cursor');
    // A cursor of another list or workspace is refused.
    const audit = (await api('GET', '/audit?limit=1')).json();
    expect((await api('GET', `/hooks/${hook.id}/deliveries?cursor=${audit.nextCursor}`)).statusCode).toBe(400);
    await api('DELETE', `/hooks/${hook.id}`);
  });

  it('samples: recent delivered bodies, else a synthetic one of the same shape; 422 for an unknown event', async () => {
    const synthetic = (await api('GET', '/hooks/samples?event=envelope.voided')).json().data;
    expect(synthetic).toHaveLength(1);
    expect(synthetic[0].id).toMatch(/^evt_sample_/);
    expect(synthetic[0]).toMatchObject({ event: 'envelope.voided' });
    expect(typeof synthetic[0].data).toBe('object');
    const hook = await subscribe([]);
    const evs = [];
    for (let i = 0; i < 4; i++) evs.push(await emit('consent.accepted', { n: i }));
    await waitFor(
      async () => (await api('GET', `/hooks/${hook.id}/deliveries?status=delivered`)).json().data.length === 4,
    );
    const real = (await api('GET', '/hooks/samples?event=consent.accepted')).json().data;
    expect(real.map((s: { id: string }) => s.id)).toEqual([evs[3].id, evs[2].id, evs[1].id]);
    expect(real[0].data).toEqual({ n: 3 });
    expect((await api('GET', '/hooks/samples?event=nope')).statusCode).toBe(422);
    expect((await api('GET', '/hooks/samples')).json().data[0].event).toBe('ping');
    await api('DELETE', `/hooks/${hook.id}`);
  });
});
