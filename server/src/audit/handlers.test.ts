// GET /audit and /audit/types over HTTP, on entries recorded through the events backbone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import type { NewEvent } from '../events/record.js';

let t: TestApp;

async function record(
  ev: NewEvent,
  actor = { name: 'Ada Lovelace', email: 'ada@example.com' },
  workspaceId = t.workspaceId,
) {
  return t.rt.events.transaction(
    {
      workspaceId,
      actorName: actor.name,
      actorEmail: actor.email,
      ipAddress: '198.51.100.7',
      userAgent: 'Mozilla/5.0 test',
    },
    ({ emit }) => emit(ev),
  );
}

const ids: Record<string, string> = {};

/** The trail this file reads, recorded in this order (oldest first), each entry's id kept under its name. */
const SEED: [name: string, ev: NewEvent, actor?: { name: string; email: string }][] = [
  [
    'created',
    {
      type: 'document.created',
      description: 'Created "Master services agreement"',
      subject: { kind: 'document', id: 'doc_1', title: 'Master services agreement' },
    },
  ],
  [
    'link',
    {
      type: 'link.created',
      description: 'Published a link to "MSA"',
      subject: { kind: 'link', id: 'lnk_1', title: 'MSA' },
      documentId: 'doc_1',
    },
  ],
  [
    'viewed',
    {
      type: 'link.viewed',
      description: 'Grace viewed "MSA"',
      shareLinkId: 'lnk_1',
      documentId: 'doc_1',
      metadata: { visitor: 'grace@example.org' },
    },
    { name: 'Grace Hopper', email: 'grace@example.org' },
  ],
  [
    'deleted',
    {
      type: 'link.deleted',
      description: 'Deleted the link to "MSA"',
      subject: { kind: 'link', id: 'lnk_1', title: 'MSA' },
    },
  ],
  [
    'sent',
    {
      type: 'envelope.sent',
      description: 'Sent "MSA" for signature',
      subject: { kind: 'envelope', id: 'env_1', title: 'MSA' },
      documentId: 'doc_1',
    },
  ],
  [
    'signed',
    {
      type: 'recipient.signed',
      description: '=HYPERLINK("x") signed, "quoted", with a comma',
      envelopeId: 'env_1',
      recipientId: 'rcp_1',
    },
    { name: 'Alan, Turing', email: 'alan@example.com' },
  ],
];

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  for (const [name, ev, actor] of SEED) ids[name] = (await record(ev, actor)).id;
  // Another workspace's trail never shows here.
  const other = await t.keyWith(['audit:read'], { workspace: `other-${Date.now()}` });
  const otherWs = (await t.keys.verify(other))!.workspace.id;
  await record({ type: 'document.created', description: 'Other workspace doc' }, undefined, otherWs);
});
afterAll(() => t.close());

describe('GET /audit', () => {
  it('lists newest first with every field, the hash chain and no other workspace', async () => {
    const res = await t.api.get('/audit');
    expect(res.statusCode).toBe(200);
    const { data, nextCursor } = res.json();
    expect(nextCursor).toBeNull();
    expect(data.map((e: { id: string }) => e.id)).toEqual([
      ids.signed,
      ids.sent,
      ids.deleted,
      ids.viewed,
      ids.link,
      ids.created,
    ]);
    expect(data[1]).toMatchObject({
      type: 'envelope.sent',
      family: 'signing',
      description: 'Sent "MSA" for signature',
      actorName: 'Ada Lovelace',
      actorEmail: 'ada@example.com',
      envelopeId: 'env_1',
      documentId: 'doc_1',
      recipientId: null,
      shareLinkId: null,
      subject: { kind: 'envelope', id: 'env_1', title: 'MSA' },
      ipAddress: '198.51.100.7',
      userAgent: 'Mozilla/5.0 test',
      metadata: {},
    });
    expect(data[1].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(data[1].prevHash).toBe(data[2].hash);
    expect(data[5].prevHash).toBeNull();
    expect(res.body).not.toContain('Other workspace');
  });

  it('filters by family, type, q (description, actor name, actor email; case-insensitive; wildcards literal), ids', async () => {
    const idsOf = async (q: string) => (await t.api.get(`/audit?${q}`)).json().data.map((e: { id: string }) => e.id);
    expect(await idsOf('family=sharing')).toEqual([ids.deleted, ids.viewed, ids.link]);
    expect(await idsOf('type=recipient.signed')).toEqual([ids.signed]);
    expect(await idsOf('q=GRACE')).toEqual([ids.viewed]);
    expect(await idsOf('q=alan%40example')).toEqual([ids.signed]);
    expect(await idsOf('q=master%20services')).toEqual([ids.created]);
    expect(await idsOf('q=%25')).toEqual([]);
    expect(await idsOf('q=_')).toEqual([]);
    expect(await idsOf('documentId=doc_1')).toEqual([ids.sent, ids.viewed, ids.link, ids.created]);
    expect(await idsOf('envelopeId=env_1')).toEqual([ids.signed, ids.sent]);
    expect(await idsOf('family=signing&q=msa')).toEqual([ids.sent]);
  });

  it('shareLinkId includes the link history after the link was deleted', async () => {
    const data = (await t.api.get('/audit?shareLinkId=lnk_1')).json().data;
    expect(data.map((e: { type: string }) => e.type)).toEqual(['link.deleted', 'link.viewed', 'link.created']);
  });

  it('from and to bound the time (inclusive); unparseable dates are 400', async () => {
    const all = (await t.api.get('/audit')).json().data;
    const mid = all[2].createdAt;
    const after = (await t.api.get(`/audit?from=${encodeURIComponent(mid)}`)).json().data;
    expect(after.every((e: { createdAt: string }) => e.createdAt >= mid)).toBe(true);
    expect(after.map((e: { id: string }) => e.id)).toContain(all[2].id);
    const before = (await t.api.get(`/audit?to=${encodeURIComponent(mid)}`)).json().data;
    expect(before.every((e: { createdAt: string }) => e.createdAt <= mid)).toBe(true);
    // An offset is the same instant.
    const shifted = new Date(Date.parse(mid)).toISOString().replace('Z', '+00:00');
    expect((await t.api.get(`/audit?from=${encodeURIComponent(shifted)}`)).json().data.length).toBe(after.length);
    const bad = await t.api.get('/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('query.from');
    expect((await t.api.get('/audit?from=2026-02-30T00:00:00Z')).statusCode).toBe(400);
  });

  it('strict filters: unknown family, type, parameter, or limit beyond 500 are 400', async () => {
    for (const q of ['family=billing', 'type=recipient.sneezed', 'limit=501', 'limit=0', 'format=xml', 'colour=red']) {
      const res = await t.api.get(`/audit?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
  });

  it('pages with opaque cursors that are stable under concurrent inserts and bound to the workspace', async () => {
    const p1 = (await t.api.get('/audit?limit=4')).json();
    expect(p1.data).toHaveLength(4);
    // New entries arrive between pages: they go to the head, the next page continues where the last stopped.
    await record({ type: 'document.edited', description: 'Edited meanwhile' });
    const p2 = (await t.api.get(`/audit?limit=4&cursor=${p1.nextCursor}`)).json();
    expect(p2.data.map((e: { id: string }) => e.id)).toEqual([ids.link, ids.created]);
    expect(p2.nextCursor).toBeNull();

    const tampered = p1.nextCursor.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'));
    for (const cursor of ['nonsense', tampered, `${p1.nextCursor}x`, '']) {
      const res = await t.api.get(`/audit?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
    }
    // The same cursor presented by another workspace's key is refused, not served from their rows.
    const other = await t.keyWith(['audit:read'], { workspace: `third-${Date.now()}` });
    const res = await t.api.get(`/audit?limit=4&cursor=${p1.nextCursor}`, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_cursor');
  });

  it('format=csv returns the same rows as a file, with the next cursor in x-next-cursor', async () => {
    const json = (await t.api.get('/audit?limit=3')).json();
    const res = await t.api.get('/audit?format=csv&limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,type,family,description,actorName,actorEmail,envelopeId,documentId,recipientId,shareLinkId,subjectKind,subjectId,subjectTitle,ipAddress,userAgent,hash',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(json.data.map((e: { id: string }) => e.id));
    const signed = lines.find((l) => l.startsWith(ids.signed))!;
    // Quotes doubled, commas quoted, and a formula neutralised.
    expect(signed).toContain(`"'=HYPERLINK(""x"") signed, ""quoted"", with a comma"`);
    expect(signed).toContain('"Alan, Turing"');
    const next = res.headers['x-next-cursor'] as string;
    expect(next).toBeTruthy();
    const rest = await t.api.get(`/audit?format=csv&cursor=${next}`);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    expect(rest.body.trimEnd().split('\r\n').length - 1).toBe(
      (await t.api.get('/audit?limit=500')).json().data.length - 3,
    );
  });

  it('needs audit:read (403 names it)', async () => {
    const key = await t.keyWith(['documents:read']);
    const res = await t.api.get('/audit', key);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('audit:read');
  });
});

describe('GET /audit/types', () => {
  it('lists the three families and every type with its family, including audit-only ones', async () => {
    const { data } = (await t.api.get('/audit/types')).json();
    expect(data.families).toEqual([
      { id: 'signing', label: 'Signing' },
      { id: 'sharing', label: 'Sharing' },
      { id: 'documents', label: 'Documents' },
    ]);
    const map = new Map(data.types.map((x: { type: string; family: string }) => [x.type, x.family]));
    expect(map.get('recipient.signed')).toBe('signing');
    expect(map.get('link.bulk_downloaded')).toBe('sharing');
    expect(map.get('document.redacted')).toBe('documents');
    expect(map.get('webhook.disabled')).toBe('documents');
    expect(map.has('ping')).toBe(false);
  });
});
