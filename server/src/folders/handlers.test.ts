// Workspace folders over HTTP on the real database: tree order, counts, nesting, moves, deletes, 404s, 400s.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sansRequestId, makeApp, type TestApp } from '../../test/helpers.js';
import { allScopes } from '../generated/operations.gen.js';

let t: TestApp;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
});
afterAll(async () => {
  await t?.close();
});

interface Folder {
  id: string;
  name: string;
  parentId: string | null;
  position: number;
  documentCount: number;
  createdAt: string;
  updatedAt: string;
}

interface Ws {
  id: string;
  key: string;
}

/** A workspace of its own, so every test starts from an empty tree. */
async function workspace(): Promise<Ws> {
  const key = await t.keyWith([...allScopes], { workspace: `fld-${randomBytes(4).toString('hex')}` });
  return { key, id: (await t.keys.verify(key))!.workspace.id };
}

async function create(ws: Ws, name: string, parentId?: string | null): Promise<Folder> {
  const res = await t.api('POST', '/folders', parentId === undefined ? { name } : { name, parentId }, ws.key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function patch(ws: Ws, id: string, body: Record<string, unknown>) {
  return t.api('PATCH', `/folders/${id}`, body, ws.key);
}

async function list(ws: Ws): Promise<Folder[]> {
  const res = await t.api('GET', '/folders', undefined, ws.key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A chain of `n` nested folders; returns them top first. */
async function chain(ws: Ws, n: number, prefix = 'L'): Promise<Folder[]> {
  const out: Folder[] = [];
  for (let i = 1; i <= n; i++) out.push(await create(ws, `${prefix}${i}`, out.at(-1)?.id ?? null));
  return out;
}

/** A document made (and trashed when asked) over the documents API, filed in a folder or at the top. */
async function insertDocument(ws: Ws, folderId: string | null, opts: { trashed?: boolean } = {}): Promise<string> {
  const made = await t.api(
    'POST',
    '/documents',
    { title: 'Test document', markdown: 'Text.', ...(folderId ? { folderId } : {}) },
    ws.key,
  );
  expect(made.statusCode, made.body).toBe(201);
  const id: string = made.json().data.id;
  if (opts.trashed) expect((await t.api('DELETE', `/documents/${id}`, undefined, ws.key)).statusCode).toBe(204);
  return id;
}

async function folderOfDocument(id: string): Promise<string | null> {
  return (await t.db.kysely.selectFrom('documents').select('folder_id').where('id', '=', id).executeTakeFirstOrThrow())
    .folder_id;
}

describe('creating and listing', () => {
  it('an empty workspace lists no folders', async () => {
    const ws = await workspace();
    const res = await t.api('GET', '/folders', undefined, ws.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('creates a top-level folder (201) at position 0, and one inside it', async () => {
    const ws = await workspace();
    const top = await create(ws, 'Contracts');
    expect(top).toEqual({
      id: expect.stringMatching(/^fld_/),
      name: 'Contracts',
      parentId: null,
      position: 0,
      documentCount: 0,
      createdAt: expect.any(String),
      updatedAt: top.createdAt,
    });
    expect(new Date(top.createdAt).toISOString()).toBe(top.createdAt);
    const explicitNull = await create(ws, 'Also top', null);
    expect(explicitNull.parentId).toBeNull();
    const sub = await create(ws, 'Signed', top.id);
    expect(sub).toMatchObject({ parentId: top.id, position: 0, documentCount: 0 });
    expect(await list(ws)).toEqual([explicitNull, top, sub]);
  });

  it('names need not be unique, even among siblings', async () => {
    const ws = await workspace();
    const a = await create(ws, 'Same');
    const b = await create(ws, 'Same');
    expect(a.id).not.toBe(b.id);
    expect((await list(ws)).map((f) => f.id)).toEqual([a.id, b.id].sort());
  });

  it('lists depth-first, each folder before its subfolders, siblings by position, then name (case-insensitive), then id', async () => {
    const ws = await workspace();
    const beta = await create(ws, 'beta');
    const gamma = await create(ws, 'Gamma');
    const alphaUpper = await create(ws, 'Alpha');
    const alphaLower = await create(ws, 'alpha');
    const zed = await create(ws, 'zed');
    const betaZ = await create(ws, 'z', beta.id);
    const betaA = await create(ws, 'a', beta.id);
    const betaM = await create(ws, 'M', beta.id);
    const deep = await create(ws, 'deep', betaA.id);
    const gammaKid = await create(ws, 'kid', gamma.id);
    // zed first among top-level folders; gamma last; beta's children: z (0), M (0)… then a (5).
    expect((await patch(ws, zed.id, { position: 0 })).statusCode).toBe(200);
    expect((await patch(ws, gamma.id, { position: 2 })).statusCode).toBe(200);
    expect((await patch(ws, beta.id, { position: 1 })).statusCode).toBe(200);
    expect((await patch(ws, alphaUpper.id, { position: 1 })).statusCode).toBe(200);
    expect((await patch(ws, alphaLower.id, { position: 1 })).statusCode).toBe(200);
    expect((await patch(ws, zed.id, { position: 0 })).statusCode).toBe(200);
    expect((await patch(ws, betaA.id, { position: 5 })).statusCode).toBe(200);

    const [firstAlpha, secondAlpha] = [alphaUpper, alphaLower].sort((x, y) => (x.id < y.id ? -1 : 1));
    const got = await list(ws);
    expect(got.map((f) => f.id)).toEqual([
      zed.id,
      firstAlpha!.id,
      secondAlpha!.id,
      beta.id,
      betaM.id,
      betaZ.id,
      betaA.id,
      deep.id,
      gamma.id,
      gammaKid.id,
    ]);
    // Every parent precedes its children.
    const seen = new Set<string>();
    for (const f of got) {
      if (f.parentId) expect(seen.has(f.parentId)).toBe(true);
      seen.add(f.id);
    }
  });

  it('documentCount counts live documents filed directly in the folder only', async () => {
    const ws = await workspace();
    const other = await workspace();
    const top = await create(ws, 'Top');
    const sub = await create(ws, 'Sub', top.id);
    const empty = await create(ws, 'Empty');
    for (let i = 0; i < 3; i++) await insertDocument(ws, top.id);
    await insertDocument(ws, top.id, { trashed: true });
    await insertDocument(ws, sub.id);
    await insertDocument(ws, null);
    await insertDocument(other, null);
    const counts = Object.fromEntries((await list(ws)).map((f) => [f.name, f.documentCount]));
    expect(counts).toEqual({ Top: 3, Sub: 1, Empty: 0 });
    // PATCH answers with the count too.
    const renamed = await patch(ws, top.id, { name: 'Top renamed' });
    expect(renamed.json().data).toMatchObject({ name: 'Top renamed', documentCount: 3 });
    expect(empty.documentCount).toBe(0);
  });
});

describe('nesting limit', () => {
  it('8 levels are allowed, a 9th answers 422 and creates nothing', async () => {
    const ws = await workspace();
    const levels = await chain(ws, 8);
    expect(levels).toHaveLength(8);
    const res = await t.api('POST', '/folders', { name: 'L9', parentId: levels[7]!.id }, ws.key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'unprocessable', details: { maxDepth: 8 } });
    expect(await list(ws)).toHaveLength(8);
  });

  it('a move that would leave the moved subtree deeper than 8 levels answers 422; one reaching exactly 8 is fine', async () => {
    const ws = await workspace();
    const a = await chain(ws, 3, 'A'); // A1 > A2 > A3: a subtree 3 levels tall
    const d = await chain(ws, 6, 'D'); // D1 … D6
    const under6 = await patch(ws, a[0]!.id, { parentId: d[5]!.id }); // A3 would be level 9
    expect(under6.statusCode).toBe(422);
    expect(under6.json().details).toMatchObject({ maxDepth: 8 });
    // Nothing changed.
    expect((await list(ws)).find((f) => f.id === a[0]!.id)!.parentId).toBeNull();
    const under5 = await patch(ws, a[0]!.id, { parentId: d[4]!.id }); // A3 lands on level 8
    expect(under5.statusCode, under5.body).toBe(200);
    expect(under5.json().data.parentId).toBe(d[4]!.id);
    // And nothing may now be created below A3.
    expect((await t.api('POST', '/folders', { name: 'x', parentId: a[2]!.id }, ws.key)).statusCode).toBe(422);
    expect((await t.api('POST', '/folders', { name: 'x', parentId: a[1]!.id }, ws.key)).statusCode).toBe(201);
  });
});

describe('updating', () => {
  it('renames, reorders and moves; omitted fields stay; a move keeps the position; parentId null moves to the top', async () => {
    const ws = await workspace();
    const a = await create(ws, 'A');
    const b = await create(ws, 'B');
    await new Promise((r) => setTimeout(r, 5));
    const renamed = (await patch(ws, a.id, { name: 'A2' })).json().data as Folder;
    expect(renamed).toMatchObject({ id: a.id, name: 'A2', parentId: null, position: 0, createdAt: a.createdAt });
    expect(renamed.updatedAt > a.updatedAt).toBe(true);
    const reordered = (await patch(ws, a.id, { position: 10000 })).json().data as Folder;
    expect(reordered).toMatchObject({ name: 'A2', position: 10000 });
    const moved = (await patch(ws, a.id, { parentId: b.id })).json().data as Folder;
    expect(moved).toMatchObject({ name: 'A2', parentId: b.id, position: 10000 });
    const both = (await patch(ws, a.id, { parentId: null, position: 3 })).json().data as Folder;
    expect(both).toMatchObject({ parentId: null, position: 3 });
    // Other siblings keep their positions.
    expect((await list(ws)).map((f) => [f.name, f.position])).toEqual([
      ['B', 0],
      ['A2', 3],
    ]);
  });

  it('a PATCH that changes nothing leaves updatedAt', async () => {
    const ws = await workspace();
    const a = await create(ws, 'A');
    await new Promise((r) => setTimeout(r, 5));
    const res = await patch(ws, a.id, { name: 'A', position: 0, parentId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(a);
  });

  it('moving a folder into itself or any of its subfolders answers 422 and changes nothing', async () => {
    const ws = await workspace();
    const [top, mid, low] = await chain(ws, 3);
    const before = await list(ws);
    for (const target of [top!, mid!, low!]) {
      const res = await patch(ws, top!.id, { parentId: target.id, name: 'renamed' });
      expect(res.statusCode, target.name).toBe(422);
      expect(res.json().code).toBe('unprocessable');
    }
    expect((await patch(ws, mid!.id, { parentId: mid!.id })).statusCode).toBe(422);
    expect((await patch(ws, mid!.id, { parentId: low!.id })).statusCode).toBe(422);
    expect(await list(ws)).toEqual(before);
    // Moving a subfolder up, out of its parent, is fine.
    const up = await patch(ws, low!.id, { parentId: top!.id });
    expect(up.statusCode).toBe(200);
    expect(up.json().data.parentId).toBe(top!.id);
  });

  it('two concurrent moves cannot together build a cycle: one of them answers 422', async () => {
    const ws = await workspace();
    for (let round = 0; round < 5; round++) {
      const a = await create(ws, `a${round}`);
      const b = await create(ws, `b${round}`);
      const [x, y] = await Promise.all([patch(ws, a.id, { parentId: b.id }), patch(ws, b.id, { parentId: a.id })]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 422]);
      const got = await list(ws);
      const pa = got.find((f) => f.id === a.id)!;
      const pb = got.find((f) => f.id === b.id)!;
      expect([pa.parentId, pb.parentId]).toContain(null);
    }
  });

  it('a move keeps the subfolders and documents inside the moved folder', async () => {
    const ws = await workspace();
    const a = await create(ws, 'A');
    const b = await create(ws, 'B');
    const inner = await create(ws, 'inner', a.id);
    const doc = await insertDocument(ws, a.id);
    expect((await patch(ws, a.id, { parentId: b.id })).statusCode).toBe(200);
    const got = await list(ws);
    expect(got.map((f) => [f.name, f.parentId])).toEqual([
      ['B', null],
      ['A', b.id],
      ['inner', a.id],
    ]);
    expect(got.find((f) => f.id === inner.id)!.parentId).toBe(a.id);
    expect(await folderOfDocument(doc)).toBe(a.id);
  });
});

describe('deleting', () => {
  it('moves subfolders (with positions and contents) and documents (trashed too) up to the parent', async () => {
    const ws = await workspace();
    const root = await create(ws, 'root');
    const mid = await create(ws, 'mid', root.id);
    const child = await create(ws, 'child', mid.id);
    await patch(ws, child.id, { position: 7 });
    const grandchild = await create(ws, 'grandchild', child.id);
    const live = await insertDocument(ws, mid.id);
    const trashed = await insertDocument(ws, mid.id, { trashed: true });
    const deeper = await insertDocument(ws, child.id);
    const before = await t.db.kysely
      .selectFrom('documents')
      .select('updated_at')
      .where('id', '=', live)
      .executeTakeFirstOrThrow();

    const res = await t.api('DELETE', `/folders/${mid.id}`, undefined, ws.key);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const got = await list(ws);
    expect(got.map((f) => [f.name, f.parentId, f.position])).toEqual([
      ['root', null, 0],
      ['child', root.id, 7],
      ['grandchild', child.id, 0],
    ]);
    expect(got.find((f) => f.id === root.id)!.documentCount).toBe(1); // the trashed one moved too but is not counted
    expect(await folderOfDocument(live)).toBe(root.id);
    expect(await folderOfDocument(trashed)).toBe(root.id);
    expect(await folderOfDocument(deeper)).toBe(child.id);
    expect(grandchild.parentId).toBe(child.id);
    // Refiling is not an edit of the document.
    const after = await t.db.kysely
      .selectFrom('documents')
      .select('updated_at')
      .where('id', '=', live)
      .executeTakeFirstOrThrow();
    expect(after.updated_at).toBe(before.updated_at);
  });

  it('deleting a top-level folder makes its subfolders top-level and its documents unfiled', async () => {
    const ws = await workspace();
    const top = await create(ws, 'top');
    const kid = await create(ws, 'kid', top.id);
    const doc = await insertDocument(ws, top.id);
    expect((await t.api('DELETE', `/folders/${top.id}`, undefined, ws.key)).statusCode).toBe(204);
    expect((await list(ws)).map((f) => [f.id, f.parentId])).toEqual([[kid.id, null]]);
    expect(await folderOfDocument(doc)).toBeNull();
  });

  it('is not idempotent: deleting again answers 404', async () => {
    const ws = await workspace();
    const f = await create(ws, 'gone');
    expect((await t.api('DELETE', `/folders/${f.id}`, undefined, ws.key)).statusCode).toBe(204);
    const again = await t.api('DELETE', `/folders/${f.id}`, undefined, ws.key);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
  });
});

describe('another workspace', () => {
  it("answers 404 for another workspace's folders exactly as for missing ones, and changes nothing there", async () => {
    const mine = await workspace();
    const theirs = await workspace();
    const foreign = await create(theirs, 'Theirs');
    const own = await create(mine, 'Mine');
    const missing = 'fld_doesnotexist00';

    const pairs: [string, string, unknown][] = [
      ['PATCH', `/folders/${foreign.id}`, { name: 'stolen' }],
      ['DELETE', `/folders/${foreign.id}`, undefined],
    ];
    for (const [method, url, body] of pairs) {
      const res = await t.api(method, url, body, mine.key);
      const none = await t.api(method, url.replace(foreign.id, missing), body, mine.key);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(sansRequestId(res.body)).toEqual(sansRequestId(none.body));
    }
    // As a parent: create inside it, move into it.
    const asParent = await t.api('POST', '/folders', { name: 'x', parentId: foreign.id }, mine.key);
    const missingParent = await t.api('POST', '/folders', { name: 'x', parentId: missing }, mine.key);
    expect(asParent.statusCode).toBe(404);
    expect(sansRequestId(asParent.body)).toEqual(sansRequestId(missingParent.body));
    const moveIn = await patch(mine, own.id, { parentId: foreign.id });
    const moveMissing = await patch(mine, own.id, { parentId: missing });
    expect(moveIn.statusCode).toBe(404);
    expect(sansRequestId(moveIn.body)).toEqual(sansRequestId(moveMissing.body));

    expect(await list(mine)).toEqual([own]);
    expect(await list(theirs)).toEqual([foreign]);
  });

  it('checks the folder before the parent: a missing folder is 404 whatever the body', async () => {
    const ws = await workspace();
    const res = await patch(ws, 'fld_missing', { parentId: 'fld_missing_too' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('folder not found');
    const own = await create(ws, 'own');
    const parent = await patch(ws, own.id, { parentId: 'fld_missing_too' });
    expect(parent.json().error).toBe('parent folder not found');
  });
});

describe('validation', () => {
  it.each([
    ['empty name', { name: '' }],
    ['whitespace-only name', { name: '   ' }],
    ['name over 120', { name: 'x'.repeat(121) }],
    ['missing name', {}],
    ['non-string name', { name: 5 }],
    ['empty parentId', { name: 'ok', parentId: '' }],
    ['unknown field', { name: 'ok', color: 'red' }],
    ['position on create', { name: 'ok', position: 2 }],
  ])('POST refuses %s with 400', async (_label, body) => {
    const ws = await workspace();
    const res = await t.api('POST', '/folders', body, ws.key);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(await list(ws)).toEqual([]);
  });

  it('POST accepts a name of exactly 120 characters', async () => {
    const ws = await workspace();
    expect((await create(ws, 'y'.repeat(120))).name).toHaveLength(120);
  });

  it.each([
    ['empty body', {}],
    ['empty name', { name: '' }],
    ['name over 120', { name: 'x'.repeat(121) }],
    ['negative position', { position: -1 }],
    ['position over 10000', { position: 10001 }],
    ['fractional position', { position: 1.5 }],
    ['string position', { position: '3' }],
    ['unknown field', { documentCount: 3 }],
    ['empty parentId', { parentId: '' }],
  ])('PATCH refuses %s with 400 and changes nothing', async (_label, body) => {
    const ws = await workspace();
    const f = await create(ws, 'keep');
    const res = await patch(ws, f.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(await list(ws)).toEqual([f]);
  });

  it('needs documents:write to change folders and documents:read to list them', async () => {
    const ws = await workspace();
    const reader = {
      ...ws,
      key: await t.keyWith(['documents:read'], { workspace: (await t.keys.verify(ws.key))!.workspace.slug }),
    };
    expect((await t.api('GET', '/folders', undefined, reader.key)).statusCode).toBe(200);
    expect((await t.api('POST', '/folders', { name: 'no' }, reader.key)).statusCode).toBe(403);
  });
});
