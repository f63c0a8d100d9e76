// GET /documents pages are written as JSON by the database (repository.ts listDocumentsPage). Each entry must be
// exactly the list form toDocument gives for the same document: same fields in the same order, same values and
// types, whatever the title holds; and the page envelope, cursors and filters must behave as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { toDocument } from './present.js';
import * as repo from './repository.js';

let t: TestApp;

const TITLES = [
  'Plain',
  'Quote " back\\slash / tab\there',
  'Ünïcødé — 契約 😀',
  '</script><b>&amp;</b>',
  'Line\u2028separator',
];

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  for (const title of TITLES)
    expect((await t.api.post('/documents', { title, markdown: `# ${title}` })).statusCode).toBe(201);
  // One out for signature, so activeEnvelopeId carries a value.
  const locked = (await t.api.get('/documents?limit=1')).json().data[0].id;
  await t.db.kysely
    .updateTable('documents')
    .set({ status: 'locked', active_envelope_id: 'env_listpage1' })
    .where('id', '=', locked)
    .execute();
});
afterAll(() => t.close());

/** The list form of every document of the workspace, newest edit first, as toDocument writes it. */
async function expected(): Promise<unknown[]> {
  const rows = await t.db.kysely
    .selectFrom('documents')
    .selectAll()
    .where('workspace_id', '=', t.workspaceId)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const out = [];
  for (const r of rows)
    out.push(
      JSON.parse(
        JSON.stringify(
          toDocument({ ...r, page_count: Number(r.page_count) }, await repo.lastEnvelopeOf(t.db.kysely, r)),
        ),
      ),
    );
  return out;
}

describe('the list page written by the database', () => {
  it('is the list form of each document, field for field and in order', async () => {
    const res = await t.api.get('/documents?limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data', 'nextCursor']);
    expect(body.nextCursor).toBeNull();
    const want = await expected();
    expect(body.data).toStrictEqual(want);
    for (const d of body.data)
      expect(Object.keys(d)).toEqual([
        'id',
        'title',
        'kind',
        'status',
        'pageCount',
        'activeEnvelopeId',
        'lastEnvelope',
        'createdAt',
        'updatedAt',
      ]);
    expect(body.data.map((d: { title: string }) => d.title).sort()).toEqual([...TITLES].sort());
    expect(body.data.some((d: { activeEnvelopeId: unknown }) => d.activeEnvelopeId === 'env_listpage1')).toBe(true);
  });

  it('pages with cursors exactly as far as the documents go', async () => {
    const want = await expected();
    const seen: unknown[] = [];
    let url = '/documents?limit=2';
    for (let i = 0; i < 10; i++) {
      const body = (await t.api.get(url)).json();
      seen.push(...body.data);
      if (!body.nextCursor) break;
      expect(body.data).toHaveLength(2);
      url = `/documents?limit=2&cursor=${body.nextCursor}`;
    }
    expect(seen).toStrictEqual(want);
  });

  it('answers an empty page as { data: [], nextCursor: null } (no match, and a search without words)', async () => {
    for (const url of ['/documents?trashed=true', '/documents?q=zzzznothing', '/documents?q=%20%21']) {
      const res = await t.api.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toStrictEqual({ data: [], nextCursor: null });
    }
  });

  it('is the same page the rows would make (repository level: a filter, a search)', async () => {
    const page = await repo.listDocumentsPage(t.db.kysely, {
      workspaceId: t.workspaceId,
      status: 'locked',
      trashed: false,
      limit: 10,
    });
    expect(JSON.parse(page.data)).toHaveLength(1);
    expect(page.after).toBeNull();
    const plain = await repo.listDocumentsPage(t.db.kysely, {
      workspaceId: t.workspaceId,
      q: 'plain',
      trashed: false,
      limit: 10,
    });
    expect(JSON.parse(plain.data).map((d: { title: string }) => d.title)).toEqual(['Plain']);
  });
});
