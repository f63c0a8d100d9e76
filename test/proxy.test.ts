// End to end through the contract: the SDK talks to the running server through `prism proxy --errors`, which
// checks every request and response against spec/dist/openapi.json. Any violation (a field missing, a wrong
// type, an undeclared status or header) fails the call or shows in `sl-violations`, and fails the test.
import type { Dossier } from '@dossier/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsReceiver, type HttpsReceiver } from '../server/test/https-receiver.js';
import { proxiedServer, statusOf, type Proxied } from './support/proxied.js';
import { postgresAdmin, TEST_CA_PATH } from './support/server.js';

const admin = await postgresAdmin('the contract-proxy suite on PostgreSQL');
const engines = admin ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);

describe.each(engines)('through prism proxy --errors, on %s', (engine) => {
  let client: Dossier;
  let proxied: Proxied;
  let violations: string[];
  let rx: HttpsReceiver;

  beforeAll(async () => {
    rx = await startHttpsReceiver();
    proxied = await proxiedServer(engine, admin, 'proxy', {
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
      NODE_EXTRA_CA_CERTS: TEST_CA_PATH,
    });
    ({ client, violations } = proxied);
  });
  afterAll(async () => {
    await proxied?.stop();
    await rx?.close();
  });

  const status = statusOf;

  it('discovery: catalog (with endpoints), me, openapi', async () => {
    const cat = await client.catalog.retrieve({ include: 'endpoints' });
    expect(cat.allScopes).toHaveLength(12);
    expect(cat.groups?.length).toBeGreaterThan(0);
    const me = await client.me.retrieve();
    expect(me.data.scopes).toHaveLength(12);
  });

  it('webhooks: every operation, success and refusal paths', async () => {
    const created = await client.hooks.create({ url: rx.url, events: ['document.edited', 'link.viewed'] });
    expect(created.data.secret).toMatch(/^whsec_/);
    const again = await client.hooks.create({ url: rx.url, events: ['link.viewed'], event: 'document.edited' });
    expect(again.data.id).toBe(created.data.id);
    const list = await client.hooks.list();
    expect(list.data.map((h) => h.id)).toContain(created.data.id);
    expect((await client.hooks.retrieve(created.data.id)).data.url).toBe(rx.url);
    expect((await client.hooks.update(created.data.id, { events: [], active: true })).data.events).toEqual([]);
    const ping = await client.hooks.ping(created.data.id);
    expect(ping.data).toMatchObject({ status: 'delivered', event: 'ping', responseStatus: 200 });
    const rotated = await client.hooks.rotateSecret(created.data.id);
    expect(rotated.data.secret).not.toBe(created.data.secret);
    const deliveries = await client.hooks.deliveries(created.data.id, { include: 'payload', limit: 10 });
    expect(deliveries.data[0].payload?.event).toBe('ping');
    const all = [];
    for await (const d of client.hooks.deliveries(created.data.id, { limit: 1 })) all.push(d);
    expect(all).toHaveLength(1);
    expect((await client.hooks.samples({ event: 'ping' })).data[0].event).toBe('ping');
    expect((await client.hooks.samples({ event: 'envelope.completed' })).data[0].id).toMatch(/^evt_sample_/);

    expect(await status(client.hooks.retrieve('hook_missing'))).toBe(404);
    expect(await status(client.hooks.create({ url: rx.url, events: ['nope.never'] }))).toBe(422);
    expect(await status(client.hooks.create({ url: 'https://10.0.0.1/hook' }))).toBe(422);
    expect(await status(client.hooks.samples({ event: 'nope' }))).toBe(422);
    expect(await status(client.hooks.deliveries(created.data.id, { cursor: 'garbage' }))).toBe(400);
    await client.hooks.delete(created.data.id);
    await client.hooks.delete(created.data.id); // idempotent
    expect(await status(client.hooks.retrieve(created.data.id))).toBe(404);
  });

  it('audit: list with filters and paging, CSV, types', async () => {
    const page = await client.audit.list({ family: 'documents', limit: 2 });
    expect(page.data.length).toBe(2);
    expect(page.nextCursor).toBeTruthy();
    const every = [];
    for await (const e of client.audit.list({ limit: 2 })) every.push(e);
    expect(every.map((e) => e.type)).toEqual(
      expect.arrayContaining(['webhook.created', 'webhook.updated', 'webhook.rotated', 'webhook.deleted']),
    );
    expect(
      (await client.audit.list({ q: 'subscribed', type: 'webhook.created', from: '2020-01-01T00:00:00Z' })).data,
    ).toHaveLength(1);
    const csv = await client.audit.listFile({ format: 'csv', limit: 2 });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('x-next-cursor')).toBeTruthy();
    expect((await csv.text()).split('\r\n')[0]).toMatch(/^id,createdAt,type,family/);
    const types = await client.audit.types();
    expect(types.data.families.map((f) => f.id)).toEqual(['signing', 'sharing', 'documents']);
    // Valid by the schema (type is a string), refused by the server: an unknown type is a 400.
    expect(await status(client.audit.list({ type: 'recipient.sneezed' }))).toBe(400);
    expect(await status(client.audit.list({ cursor: page.nextCursor!.slice(0, -2) }))).toBe(400);
  });

  it('no request or response violated the contract', () => {
    expect(violations).toEqual([]);
  });
});

afterAll(async () => {
  await admin?.end();
});
