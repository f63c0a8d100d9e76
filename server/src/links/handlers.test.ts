// /links over HTTP on the real database (SQLite, or PostgreSQL when DATABASE_URL is set): every setting's default
// and rule, each error status, events with the spec's data, and another workspace's ids answering 404.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, otherWorkspace, type TestApp } from '../../test/helpers.js';
import { setPlan } from '../plans/store.js';
import { allScopes } from '../generated/operations.gen.js';

const ORIGIN = 'https://share.example.test';
let t: TestApp;
let otherKey: string;

beforeAll(async () => {
  t = await makeApp(
    {
      RATE_LIMIT_PER_MINUTE: '1000000',
      LINK_ORIGIN: `${ORIGIN}/`,
      PUBLIC_URL: 'https://api.example.test',
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8',
    },
    { startJobs: false },
  );
  otherKey = await otherWorkspace(t);
});
afterAll(() => t.close());

async function doc(title = 'Deck', key = t.key): Promise<string> {
  const res = await t.api('POST', '/documents', { title, markdown: `# ${title}\n\nBody.` }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function room(name = 'Room', key = t.key): Promise<string> {
  const res = await t.api('POST', '/rooms', { name }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function link(body: Record<string, unknown>, key = t.key) {
  const res = await t.api('POST', '/links', body, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function expectError(res: { statusCode: number; json(): any }, status: number, field?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  if (field) expect(JSON.stringify(res.json().details)).toContain(field);
}

/** Webhook payloads queued for the workspace's endpoint (jobs are not started, so they stay pending). */
async function payloads(event: string, linkId: string) {
  const rows = await t.db.kysely
    .selectFrom('deliveries')
    .select('payload')
    .where('event', '=', event)
    .where('workspace_id', '=', t.workspaceId)
    .execute();
  return rows.map((r) => JSON.parse(r.payload)).filter((p) => p.data.link.id === linkId);
}

describe('links', () => {
  beforeAll(async () => {
    const hook = await t.api('POST', '/hooks', {
      url: 'https://127.0.0.1:9/hook',
      events: ['link.created', 'link.updated', 'link.enabled', 'link.disabled', 'link.deleted'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
  });

  it('creates a document link with every default; url on LINK_ORIGIN; password stored as argon2id, never returned; link.created carries the link', async () => {
    const documentId = await doc();
    const l = await link({ documentId, password: 'open sesame' });
    expect(l).toMatchObject({
      name: 'Shared link',
      documentId,
      dataRoomId: null,
      groupId: null,
      viewCount: 0,
      hasPassword: true,
      active: true,
      isPublic: false,
      requireEmail: true,
      requireEmailVerification: false,
      expiresAt: null,
      maxViews: null,
      pinnedVersionId: null,
      allowDownload: false,
      watermark: true,
      requireNda: false,
      ndaText: null,
      agreementId: null,
      allowedEmails: [],
      allowedDomains: [],
      blockedEmails: [],
      notifyOnView: true,
      screenshotProtection: false,
      allowAssistant: false,
      allowAudio: false,
      allowFeedback: false,
      bulkDownloadOtp: true,
      tags: [],
      captureFields: [],
      ogTitle: null,
      ogDescription: null,
      ogImageUrl: null,
      ogFaviconUrl: null,
    });
    expect(l.url).toBe(`${ORIGIN}/v/${l.slug}`);
    expect(l.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(l.watermarkConfig).toEqual({
      text: 'Confidential · {email} · {date}',
      position: 'tiled',
      opacity: 15,
      rotation: -30,
      fontSize: 24,
      color: '#6b7280',
    });
    expect(JSON.stringify(l)).not.toContain('open sesame');
    const row = await t.db.kysely
      .selectFrom('share_links')
      .select(['password_hash', 'password_epoch'])
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    const [created] = await payloads('link.created', l.id);
    expect(created.data.link).toEqual(l);
    expect(JSON.stringify(created)).not.toContain('open sesame');
    const audit = await t.db.kysely
      .selectFrom('audit_events')
      .select(['family', 'share_link_id', 'document_id'])
      .where('type', '=', 'link.created')
      .where('share_link_id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ family: 'sharing', share_link_id: l.id, document_id: documentId });
    expect((await t.api('GET', '/')).json().linkOrigin).toBe(ORIGIN);
    expect((await t.api('GET', `/links/${l.id}`)).json().data).toEqual(l);
  });

  it('isPublic forces the address, verification, password and terms gates off (any password discarded)', async () => {
    const l = await link({
      documentId: await doc(),
      isPublic: true,
      requireEmailVerification: true,
      password: 'abcd1234',
      requireNda: true,
      ndaText: 'Keep it quiet please.',
    });
    expect(l).toMatchObject({
      isPublic: true,
      requireEmail: false,
      requireEmailVerification: false,
      hasPassword: false,
      requireNda: false,
    });
    const row = await t.db.kysely
      .selectFrom('share_links')
      .select('password_hash')
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    // requireEmailVerification implies requireEmail
    const v = await link({ documentId: await doc(), requireEmail: false, requireEmailVerification: true });
    expect(v).toMatchObject({ requireEmail: true, requireEmailVerification: true });
  });

  it('watermarkConfig merges field by field, null resets; tags lowercased once; captureFields get ids from labels', async () => {
    const l = await link({
      documentId: await doc(),
      watermarkConfig: { text: '{email} {ip}', color: 'FF0000' },
      tags: ['Board', 'board', 'Q3_2025'],
      captureFields: [
        { label: 'Company name' },
        { label: 'Company name' },
        { label: 'Role', type: 'select', options: ['CEO', 'CFO'], required: true },
        { id: 'ok', label: 'Agree', type: 'checkbox' },
      ],
    });
    expect(l.watermarkConfig).toMatchObject({ text: '{email} {ip}', color: '#ff0000', position: 'tiled' });
    expect(l.tags).toEqual(['board', 'q3_2025']);
    expect(l.captureFields).toEqual([
      { id: 'company_name', label: 'Company name', type: 'text', required: false, options: [] },
      { id: 'company_name_2', label: 'Company name', type: 'text', required: false, options: [] },
      { id: 'role', label: 'Role', type: 'select', required: true, options: ['CEO', 'CFO'] },
      { id: 'ok', label: 'Agree', type: 'checkbox', required: false, options: [] },
    ]);
    const merged = (
      await t.api('PATCH', `/links/${l.id}`, { watermarkConfig: { opacity: 40, position: 'footer' } })
    ).json().data;
    expect(merged.watermarkConfig).toEqual({
      text: '{email} {ip}',
      position: 'footer',
      opacity: 40,
      rotation: -30,
      fontSize: 24,
      color: '#ff0000',
    });
    const reset = (await t.api('PATCH', `/links/${l.id}`, { watermarkConfig: null })).json().data;
    expect(reset.watermarkConfig.text).toBe('Confidential · {email} · {date}');
    expect(reset.watermarkConfig.opacity).toBe(15);
  });

  it('400 for every malformed setting, naming the field', async () => {
    const documentId = await doc();
    expectError(
      await t.api('POST', '/links', { documentId, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
      400,
      'tags',
    );
    expectError(await t.api('POST', '/links', { documentId, tags: ['two words'] }), 400, 'tags');
    expectError(
      await t.api('POST', '/links', { documentId, captureFields: [{ label: 'Pick', type: 'select' }] }),
      400,
      'captureFields[0].options',
    );
    expectError(
      await t.api('POST', '/links', { documentId, captureFields: [{ label: 'A', options: ['x'] }] }),
      400,
      'captureFields[0].options',
    );
    expectError(
      await t.api('POST', '/links', {
        documentId,
        captureFields: [
          { id: 'a', label: 'A' },
          { id: 'a', label: 'B' },
        ],
      }),
      400,
      'captureFields[1].id',
    );
    expectError(
      await t.api('POST', '/links', {
        documentId,
        captureFields: Array.from({ length: 9 }, (_, i) => ({ label: `F${i}` })),
      }),
      400,
      'captureFields',
    );
    expectError(await t.api('POST', '/links', { documentId, watermarkConfig: { opacity: 0 } }), 400, 'opacity');
    expectError(await t.api('POST', '/links', { documentId, watermarkConfig: { rotation: 91 } }), 400, 'rotation');
    expectError(await t.api('POST', '/links', { documentId, password: 'abc' }), 400, 'password');
    expectError(await t.api('POST', '/links', { documentId, requireNda: true }), 400, 'requireNda');
    expectError(
      await t.api('POST', '/links', {
        documentId,
        allowedEmails: Array.from({ length: 201 }, (_, i) => `u${i}@x.test`),
      }),
      400,
      'allowedEmails',
    );
    expectError(await t.api('POST', '/links', { documentId, slug: 'mine' }), 400);
    expectError(await t.api('POST', '/links', {}), 400);
    expectError(await t.api('POST', '/links', { documentId, dataRoomId: await room() }), 400);
    expectError(await t.api('POST', '/links', { documentId, groupId: 'grp_x' }), 400, 'groupId');
  });

  it('422: preview addresses not http(s), a pin that is not this document’s (or any pin on a room link), an agreement not in the library', async () => {
    const documentId = await doc();
    expectError(await t.api('POST', '/links', { documentId, ogImageUrl: 'ftp://x.test/a.png' }), 422, 'ogImageUrl');
    expectError(
      await t.api('POST', '/links', { documentId, ogFaviconUrl: 'javascript:alert(1)' }),
      422,
      'ogFaviconUrl',
    );
    const otherDoc = await doc('Other');
    const v = await t.api('POST', `/documents/${otherDoc}/versions`, { label: 'v1' });
    expect(v.statusCode, v.body).toBe(201);
    expectError(
      await t.api('POST', '/links', { documentId, pinnedVersionId: v.json().data.id }),
      422,
      'pinnedVersionId',
    );
    const pinned = await link({ documentId: otherDoc, pinnedVersionId: v.json().data.id });
    expect(pinned.pinnedVersionId).toBe(v.json().data.id);
    // A pinned version cannot be deleted while a live link points at it (409 listing the links).
    const refused = await t.api('DELETE', `/documents/${otherDoc}/versions/${v.json().data.id}`);
    expectError(refused, 409);
    expect(refused.json().details.links).toEqual([{ id: pinned.id, name: pinned.name }]);
    expect(
      (await t.api('PATCH', `/links/${pinned.id}`, { pinnedVersionId: null })).json().data.pinnedVersionId,
    ).toBeNull();
    expect((await t.api('DELETE', `/documents/${otherDoc}/versions/${v.json().data.id}`)).statusCode).toBe(204);
    expectError(
      await t.api('POST', '/links', { dataRoomId: await room(), pinnedVersionId: 'ver_any' }),
      422,
      'pinnedVersionId',
    );
    const foreign = (
      await t.api('POST', '/agreements', { name: 'NDA', body: 'These are the other workspace terms.' }, otherKey)
    ).json().data;
    expectError(
      await t.api('POST', '/links', { documentId, requireNda: true, agreementId: foreign.id }),
      422,
      'agreementId',
    );
    const mine = (
      await t.api('POST', '/agreements', { name: 'NDA', body: 'These are our own confidentiality terms.' })
    ).json().data;
    expectError(
      await t.api('POST', '/links', { documentId, requireNda: true, agreementId: mine.id, ndaText: 'Also these' }),
      400,
      'ndaText',
    );
    const withAgreement = await link({ documentId, requireNda: true, agreementId: mine.id });
    expect(withAgreement).toMatchObject({ requireNda: true, agreementId: mine.id, ndaText: null });
    const own = (await t.api('PATCH', `/links/${withAgreement.id}`, { ndaText: 'Our own words now.' })).json().data;
    expect(own).toMatchObject({ agreementId: null, ndaText: 'Our own words now.' });
    expectError(await t.api('PATCH', `/links/${withAgreement.id}`, { ndaText: null }), 400, 'requireNda');
    expectError(await t.api('PATCH', `/links/${withAgreement.id}`, { agreementId: foreign.id }), 422, 'agreementId');
    expectError(
      await t.api('PATCH', `/links/${withAgreement.id}`, { ogImageUrl: 'data:image/png;base64,AAAA' }),
      422,
      'ogImageUrl',
    );
    expectError(
      await t.api('PATCH', `/links/${withAgreement.id}`, { pinnedVersionId: v.json().data.id }),
      422,
      'pinnedVersionId',
    );
  });

  it('404 for a trashed document, and for another workspace’s document, room or link', async () => {
    const trashed = await doc('Gone');
    expect((await t.api('DELETE', `/documents/${trashed}`)).statusCode).toBe(204);
    expectError(await t.api('POST', '/links', { documentId: trashed }), 404);
    expectError(await t.api('POST', '/links', { documentId: await doc('Theirs', otherKey) }), 404);
    expectError(await t.api('POST', '/links', { dataRoomId: await room('Theirs', otherKey) }), 404);
    const theirs = await link({ documentId: await doc('Theirs', otherKey) }, otherKey);
    expectError(await t.api('GET', `/links/${theirs.id}`), 404);
    expectError(await t.api('PATCH', `/links/${theirs.id}`, { name: 'x' }), 404);
    expectError(await t.api('DELETE', `/links/${theirs.id}`), 404);
    expect((await t.api('GET', '/links?limit=100')).json().data.map((l: { id: string }) => l.id)).not.toContain(
      theirs.id,
    );
  });

  it('PATCH: identity fields and empty bodies are 400; changed names, enable/disable events; a new password re-gates', async () => {
    const l = await link({ documentId: await doc(), password: 'first-pass' });
    expectError(await t.api('PATCH', `/links/${l.id}`, {}), 400);
    expectError(await t.api('PATCH', `/links/${l.id}`, { documentId: 'doc_x' }), 400, 'documentId');
    const before = await t.db.kysely
      .selectFrom('share_links')
      .select(['password_epoch', 'terms_epoch'])
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    const res = await t.api('PATCH', `/links/${l.id}`, {
      password: 'second-pass',
      expiresAt: '2030-01-01T00:00:00Z',
      name: 'Renamed',
      requireNda: true,
      ndaText: 'Terms for this link.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Renamed',
      expiresAt: '2030-01-01T00:00:00.000Z',
      hasPassword: true,
      requireNda: true,
      ndaText: 'Terms for this link.',
    });
    const after = await t.db.kysely
      .selectFrom('share_links')
      .select(['password_epoch', 'terms_epoch'])
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.password_epoch)).toBe(Number(before.password_epoch) + 1);
    expect(Number(after.terms_epoch)).toBe(Number(before.terms_epoch) + 1);
    const [updated] = await payloads('link.updated', l.id);
    expect(updated.data.changed).toEqual(['name', 'password', 'expiresAt', 'requireNda', 'ndaText']);
    expect(JSON.stringify(updated)).not.toContain('second-pass');
    expect((await t.api('PATCH', `/links/${l.id}`, { active: false })).json().data.active).toBe(false);
    expect((await t.api('PATCH', `/links/${l.id}`, { active: true })).json().data.active).toBe(true);
    expect(await payloads('link.disabled', l.id)).toHaveLength(1);
    expect(await payloads('link.enabled', l.id)).toHaveLength(1);
    expect(await payloads('link.updated', l.id)).toHaveLength(1);
    const removed = (await t.api('PATCH', `/links/${l.id}`, { password: null })).json().data;
    expect(removed.hasPassword).toBe(false);
    expect((await payloads('link.updated', l.id))[1].data.changed).toEqual(['password']);
  });

  it('DELETE answers 204 then 404; link.deleted names the link; the list omits it', async () => {
    const l = await link({ documentId: await doc() });
    expect((await t.api('DELETE', `/links/${l.id}`)).statusCode).toBe(204);
    expectError(await t.api('DELETE', `/links/${l.id}`), 404);
    expectError(await t.api('GET', `/links/${l.id}`), 404);
    const [deleted] = await payloads('link.deleted', l.id);
    expect(deleted.data.link).toEqual({
      id: l.id,
      name: l.name,
      slug: l.slug,
      documentId: l.documentId,
      dataRoomId: null,
    });
  });

  it('lists newest first with keyset pages and strict filters; active means still answering', async () => {
    const documentId = await doc('Listed');
    const a = await link({ documentId, name: 'a' });
    const b = await link({ documentId, name: 'b', expiresAt: '2001-01-01T00:00:00Z' });
    const c = await link({ documentId, name: 'c', active: false });
    const roomId = await room('Listed room');
    const r = await link({ dataRoomId: roomId });
    const first = (await t.api('GET', `/links?documentId=${documentId}&limit=2`)).json();
    expect(first.data.map((l: { name: string }) => l.name)).toEqual(['c', 'b']);
    const second = (await t.api('GET', `/links?documentId=${documentId}&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.data.map((l: { name: string }) => l.name)).toEqual(['a']);
    expect(second.nextCursor).toBeNull();
    expect(
      (await t.api('GET', `/links?documentId=${documentId}&active=true`)).json().data.map((l: { id: string }) => l.id),
    ).toEqual([a.id]);
    expect(
      (await t.api('GET', `/links?documentId=${documentId}&active=false`)).json().data.map((l: { id: string }) => l.id),
    ).toEqual([c.id, b.id]);
    expect(
      (await t.api('GET', `/links?dataRoomId=${roomId}&active=true`)).json().data.map((l: { id: string }) => l.id),
    ).toEqual([r.id]);
    await t.api('PATCH', `/rooms/${roomId}`, { archived: true });
    expect((await t.api('GET', `/links?dataRoomId=${roomId}&active=true`)).json().data).toEqual([]);
    expect(
      (await t.api('GET', `/links?dataRoomId=${roomId}&active=false`)).json().data.map((l: { id: string }) => l.id),
    ).toEqual([r.id]);
    expectError(await t.api('GET', '/links?active=yes'), 400);
    expectError(await t.api('GET', '/links?cursor=forged'), 400);
    expectError(await t.api('GET', `/links?cursor=${first.nextCursor}`, undefined, otherKey), 400);
    expect((await t.api('GET', '/links?documentId=doc_nothing')).json().data).toEqual([]);
  });

  it('viewer-group links: only with a group of this room, never public, always asking an address; off for good once the group is deleted', async () => {
    const roomId = await room('Grouped');
    const otherRoom = await room('Else');
    const group = (await t.api('POST', `/rooms/${roomId}/groups`, { name: 'Acme', members: ['dana@acme.test'] })).json()
      .data;
    expectError(await t.api('POST', '/links', { dataRoomId: otherRoom, groupId: group.id }), 422, 'groupId');
    expectError(
      await t.api('POST', '/links', { dataRoomId: roomId, groupId: group.id, isPublic: true }),
      422,
      'isPublic',
    );
    const l = await link({ dataRoomId: roomId, groupId: group.id, requireEmail: false });
    expect(l).toMatchObject({ groupId: group.id, requireEmail: true, isPublic: false });
    expectError(await t.api('PATCH', `/links/${l.id}`, { isPublic: true }), 422, 'isPublic');
    expectError(await t.api('PATCH', `/links/${l.id}`, { groupId: 'grp_else' }), 400, 'groupId');
    expect((await t.api('GET', `/rooms/${roomId}/groups/${group.id}`)).json().data.linkCount).toBe(1);
    expect((await t.api('DELETE', `/rooms/${roomId}/groups/${group.id}`)).statusCode).toBe(204);
    const off = (await t.api('GET', `/links/${l.id}`)).json().data;
    expect(off).toMatchObject({ active: false, groupId: group.id });
    expect(await payloads('link.disabled', l.id)).toHaveLength(1);
    expectError(await t.api('PATCH', `/links/${l.id}`, { active: true }), 422, 'active');
    expect((await t.api('PATCH', `/links/${l.id}`, { name: 'Still renamable' })).statusCode).toBe(200);
  });

  /** A workspace of its own on a plan allowing two links, with a key and a document. */
  async function atLinkCeiling(prefix: string) {
    const ws = `${prefix}-${randomBytes(4).toString('hex')}`;
    const key = await t.keyWith([...allScopes], { workspace: ws });
    await setPlan(t.db.kysely, ws, { rooms: 1, links: 2 });
    await t.db.kysely.updateTable('workspaces').set({ plan: ws }).where('slug', '=', ws).execute();
    return { key, documentId: await doc(prefix, key) };
  }

  it('422 at the plan link ceiling', async () => {
    const { key, documentId } = await atLinkCeiling('tight');
    await link({ documentId }, key);
    const second = await link({ documentId }, key);
    expectError(await t.api('POST', '/links', { documentId }, key), 422);
    expect((await t.api('POST', '/links', { documentId }, key)).json().code).toBe('plan_limit');
    expect((await t.api('DELETE', `/links/${second.id}`, undefined, key)).statusCode).toBe(204);
    await link({ documentId }, key);
  });

  it('creations sent together never slip past the ceiling (a plan with one takes the workspace row on PostgreSQL)', async () => {
    const { key, documentId } = await atLinkCeiling('race');
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.api('POST', '/links', { documentId }, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422, 422, 422]);
  });
});
