// A key hears through webhooks only what its scopes let it read (issue 20, item 2), over HTTP on the real database
// (SQLite, or PostgreSQL with DATABASE_URL): subscribing beyond the key's reads is a 403 naming the scope, an
// "every event" subscription is filtered per delivery by the key's scopes at that moment (a key that loses a scope
// or is revoked stops hearing), and samples and delivery bodies follow the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import type { EventType } from '../events/types.js';

let t: TestApp;
const URL = 'https://127.0.0.1:9/hook';

beforeAll(async () => {
  // No job runner: deliveries stay pending rows, which is all these tests count.
  t = await makeApp(
    { RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' },
    { startJobs: false },
  );
});
afterAll(() => t?.close());

function emit(type: EventType) {
  return t.rt.events.transaction(
    { workspaceId: t.workspaceId, actorName: 'Test', actorEmail: null, ipAddress: null, userAgent: null },
    ({ emit }) => emit({ type, description: `test ${type}`, data: { probe: type } }),
  );
}

/** The events delivered (or pending) to an endpoint, oldest first. */
async function heard(hookId: string): Promise<string[]> {
  const rows = await t.db.kysely
    .selectFrom('deliveries')
    .select(['event', 'created_at'])
    .where('endpoint_id', '=', hookId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.event);
}

const ALL = ['document.created', 'envelope.completed', 'recipient.signed', 'link.created', 'link.viewed'] as const;
async function emitAll() {
  for (const e of ALL) await emit(e);
}

async function keyId(key: string): Promise<string> {
  return (await t.keys.verify(key))!.id;
}

describe('subscribing needs the read scope of each event', () => {
  it('403 insufficient_scope naming the missing scope and the events that need it; nothing is stored', async () => {
    const writer = await t.keyWith(['documents:write']);
    for (const [events, scope] of [
      [['envelope.completed'], 'envelopes:read'],
      [['recipient.signed'], 'envelopes:read'],
      [['link.created'], 'links:read'],
      [['document.created'], 'documents:read'],
    ] as const) {
      const res = await t.api('POST', '/hooks', { url: `${URL}?${scope}`, events }, writer);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'insufficient_scope', details: { scope, events } });
      expect(res.json().error).toContain(scope);
    }
    const linkReader = await t.keyWith(['documents:write', 'links:read']);
    const visits = await t.api('POST', '/hooks', { url: URL, event: 'link.viewed' }, linkReader);
    expect(visits.statusCode).toBe(403);
    expect(visits.json().details.scope).toBe('views:read');
    expect((await t.api('POST', '/hooks', { url: URL, events: ['link.created'] }, linkReader)).statusCode).toBe(201);
    expect((await t.api('POST', '/hooks', { url: URL, events: ['ping'] }, writer)).statusCode).toBe(201); // ping carries nothing
    const urls = (await t.api('GET', '/hooks', undefined, t.key)).json().data.map((h: { url: string }) => h.url);
    expect(urls.filter((u: string) => u.includes('?'))).toEqual([]);
  });

  it('PATCH to new events is checked the same way', async () => {
    const reader = await t.keyWith(['documents:write', 'documents:read']);
    const hook = (await t.api('POST', '/hooks', { url: `${URL}?patch`, events: ['document.created'] }, reader)).json()
      .data;
    const res = await t.api('PATCH', `/hooks/${hook.id}`, { events: ['document.created', 'envelope.sent'] }, reader);
    expect(res.statusCode).toBe(403);
    expect(res.json().details.scope).toBe('envelopes:read');
    expect((await t.api('GET', `/hooks/${hook.id}`, undefined, t.key)).json().data.events).toEqual([
      'document.created',
    ]);
  });
});

describe('deliveries carry only what the key may read when the event happens', () => {
  it('a documents:write key subscribed to every event hears none of the envelope, recipient and link events', async () => {
    const probe = await t.keyWith(['documents:write']);
    const hook = (await t.api('POST', '/hooks', { url: `${URL}?probe` }, probe)).json().data;
    const full = (await t.api('POST', '/hooks', { url: `${URL}?full` }, t.key)).json().data;
    await emitAll();
    expect(await heard(hook.id)).toEqual([]);
    expect(await heard(full.id)).toEqual([...ALL]);
  });

  it('every event the key can read; a scope taken away, or the key revoked, stops the deliveries', async () => {
    const key = await t.keyWith(['documents:write', 'documents:read', 'links:read']);
    const hook = (await t.api('POST', '/hooks', { url: `${URL}?lose` }, key)).json().data;
    await emitAll();
    expect(await heard(hook.id)).toEqual(['document.created', 'link.created']);
    const id = await keyId(key);
    await t.db.kysely
      .updateTable('api_keys')
      .set({ scopes: JSON.stringify(['documents:write', 'documents:read']) })
      .where('id', '=', id)
      .execute();
    await emit('link.created');
    await emit('document.edited');
    expect(await heard(hook.id)).toEqual(['document.created', 'link.created', 'document.edited']);
    await t.db.kysely
      .updateTable('api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await emit('document.edited');
    expect(await heard(hook.id)).toEqual(['document.created', 'link.created', 'document.edited']);
  });

  it('a new URL set by a key hands the endpoint to that key: it cannot redirect what it may not read', async () => {
    const writer = await t.keyWith(['documents:write', 'documents:read']);
    const own = (await t.api('POST', '/hooks', { url: `${URL}?own` }, t.key)).json().data;
    const moved = await t.api(
      'PATCH',
      `/hooks/${own.id}`,
      { url: `${URL}?moved` },
      await t.keyWith(['documents:write', 'documents:read', 'links:read', 'views:read', 'envelopes:read']),
    );
    expect(moved.statusCode).toBe(200);
    // Now it answers to the key that moved it, which may read every event.
    await emitAll();
    expect(await heard(own.id)).toEqual([...ALL]);
    // A narrower key cannot move an endpoint that names events beyond its reads.
    const named = (await t.api('POST', '/hooks', { url: `${URL}?named`, events: ['recipient.signed'] }, t.key)).json()
      .data;
    const refused = await t.api('PATCH', `/hooks/${named.id}`, { url: `${URL}?attacker2` }, writer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.scope).toBe('envelopes:read');
  });

  it('samples and delivery bodies follow the same rule', async () => {
    const reader = await t.keyWith(['documents:read']);
    const samples = await t.api('GET', '/hooks/samples?event=link.viewed', undefined, reader);
    expect(samples.statusCode).toBe(403);
    expect(samples.json().details.scope).toBe('links:read');
    expect((await t.api('GET', '/hooks/samples?event=document.created', undefined, reader)).statusCode).toBe(200);
    const full = (
      await t.api('POST', '/hooks', { url: `${URL}?bodies`, events: ['document.created', 'link.created'] }, t.key)
    ).json().data;
    await emit('link.created');
    await emit('document.created');
    const list = (await t.api('GET', `/hooks/${full.id}/deliveries?include=payload`, undefined, reader)).json()
      .data as { event: string; payload?: unknown }[];
    expect(list.map((d) => [d.event, d.payload !== undefined])).toEqual([
      ['document.created', true],
      ['link.created', false],
    ]);
    const all = (await t.api('GET', `/hooks/${full.id}/deliveries?include=payload`, undefined, t.key)).json().data as {
      payload?: unknown;
    }[];
    expect(all.every((d) => d.payload !== undefined)).toBe(true);
  });
});

// Issue 35, item 5: a documents:write key rotated the secret of an all-scopes key's link.* endpoint (and could then
// sign link events to the owner's receiver), and patched its events down to document.created, which handed the
// endpoint to the weak key: revoking that key silenced the owner's endpoint.
describe('taking charge of an endpoint needs every scope of what it carries', () => {
  const LINK_EVENTS = ['link.created', 'link.viewed'];

  async function row(id: string) {
    return t.db.kysely.selectFrom('hooks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  it('a narrower key may not rotate, change, switch off or delete a link.* endpoint: 403 naming the scope, nothing changes', async () => {
    const owner = (await t.api('POST', '/hooks', { url: `${URL}?links`, events: LINK_EVENTS }, t.key)).json().data;
    const before = await row(owner.id);
    const weak = await t.keyWith(['documents:write', 'documents:read']);
    const tries: [string, string, unknown][] = [
      ['POST', `/hooks/${owner.id}/rotate`, undefined],
      ['PATCH', `/hooks/${owner.id}`, { events: ['document.created'] }],
      ['PATCH', `/hooks/${owner.id}`, { active: false }],
      ['PATCH', `/hooks/${owner.id}`, { url: `${URL}?attacker` }],
      ['DELETE', `/hooks/${owner.id}`, undefined],
    ];
    for (const [method, path, body] of tries) {
      const res = await t.api(method, path, body, weak);
      expect(res.statusCode, `${method} ${path} ${JSON.stringify(body)}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'insufficient_scope',
        details: { scope: 'links:read', events: LINK_EVENTS },
      });
      expect(res.json().error).toContain('links:read');
      expect(res.body).not.toContain(before!.secret);
    }
    // A key with links:read but not views:read is refused for the visit event.
    const linkReader = await t.keyWith(['documents:write', 'links:read']);
    const partial = await t.api('POST', `/hooks/${owner.id}/rotate`, undefined, linkReader);
    expect(partial.statusCode).toBe(403);
    expect(partial.json().details).toMatchObject({ scope: 'views:read', events: ['link.viewed'] });
    expect(await row(owner.id)).toEqual(before);
    // Revoking the weak key leaves the owner hearing its events.
    await t.db.kysely
      .updateTable('api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', await keyId(weak))
      .execute();
    await emit('link.created');
    expect(await heard(owner.id)).toEqual(['link.created']);
  });

  it('a key that may read everything the endpoint carries still rotates, changes and deletes it', async () => {
    const owner = (await t.api('POST', '/hooks', { url: `${URL}?peer`, events: LINK_EVENTS }, t.key)).json().data;
    const peer = await t.keyWith(['documents:write', 'links:read', 'views:read']);
    const rotated = await t.api('POST', `/hooks/${owner.id}/rotate`, undefined, peer);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data.secret).not.toBe(owner.secret);
    expect((await t.api('PATCH', `/hooks/${owner.id}`, { active: false }, peer)).statusCode).toBe(200);
    expect(
      (await t.api('PATCH', `/hooks/${owner.id}`, { events: ['link.created'], active: true }, peer)).statusCode,
    ).toBe(200);
    expect((await t.api('DELETE', `/hooks/${owner.id}`, undefined, peer)).statusCode).toBe(204);
    expect(await row(owner.id)).toBeUndefined();
    // A narrow key keeps full charge of its own endpoint, and deleting one that is gone is still a 204.
    const weak = await t.keyWith(['documents:write', 'documents:read']);
    const mine = (await t.api('POST', '/hooks', { url: `${URL}?mine`, events: ['document.created'] }, weak)).json()
      .data;
    expect((await t.api('POST', `/hooks/${mine.id}/rotate`, undefined, weak)).statusCode).toBe(200);
    expect((await t.api('PATCH', `/hooks/${mine.id}`, { url: `${URL}?mine2` }, weak)).statusCode).toBe(200);
    expect((await t.api('DELETE', `/hooks/${mine.id}`, undefined, weak)).statusCode).toBe(204);
    expect((await t.api('DELETE', `/hooks/${owner.id}`, undefined, weak)).statusCode).toBe(204);
  });

  it('an endpoint naming no events carries what its key may read: a narrower key can neither rotate, re-subscribe to nor move it', async () => {
    const owner = (await t.api('POST', '/hooks', { url: `${URL}?every` }, t.key)).json().data;
    const before = await row(owner.id);
    const weak = await t.keyWith(['documents:write', 'documents:read']);
    for (const [method, path, body] of [
      ['POST', `/hooks/${owner.id}/rotate`, undefined],
      ['POST', '/hooks', { url: `${URL}?every` }], // an identical re-subscribe answers the secret
      ['PATCH', `/hooks/${owner.id}`, { url: `${URL}?moved` }],
    ] as const) {
      const res = await t.api(method, path, body, weak);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(403);
      expect(res.json().details.scope).toBe('envelopes:read');
      expect(res.body).not.toContain(before!.secret);
    }
    expect(await row(owner.id)).toEqual(before);
    // The other way round: an endpoint of the narrow key carries only its reads, so a wider key may take it.
    const narrow = (await t.api('POST', '/hooks', { url: `${URL}?narrow` }, weak)).json().data;
    const again = await t.api('POST', '/hooks', { url: `${URL}?narrow` }, t.key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.secret).toBe(narrow.secret);
    expect((await row(narrow.id))!.key_id).toBe(await keyId(t.key));
    // The owner's key revoked, its recorded scopes still guard the endpoint's secret.
    const other = await t.keyWith(['documents:write', 'links:read', 'views:read', 'envelopes:read', 'documents:read']);
    const held = (await t.api('POST', '/hooks', { url: `${URL}?held` }, other)).json().data;
    await t.db.kysely
      .updateTable('api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', await keyId(other))
      .execute();
    expect((await t.api('POST', `/hooks/${held.id}/rotate`, undefined, weak)).statusCode).toBe(403);
  });
});
