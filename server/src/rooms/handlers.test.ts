// /rooms over HTTP on the real database: rooms, folders, filing, frozen (409 room_frozen) and archived states,
// the trash, viewer groups, the plan ceiling, audit entries, and another workspace's ids answering 404.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { perFile, makeApp, otherWorkspace } from '../../test/helpers.js';
import { setPlan } from '../plans/store.js';
import { allScopes } from '../generated/operations.gen.js';
import { settleChain } from '../events/chain.js';

const t = perFile(() => makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false }));
let otherKey: string;
beforeAll(async () => {
  otherKey = await otherWorkspace(t);
});

function expectError(res: { statusCode: number; json(): any }, status: number, codeOrField?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  if (codeOrField) expect(JSON.stringify(res.json())).toContain(codeOrField);
}

async function doc(title = 'Deck', key = t.key): Promise<string> {
  const res = await t.api('POST', '/documents', { title, markdown: `# ${title}` }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function room(name = 'Room', key = t.key) {
  const res = await t.api('POST', '/rooms', { name, description: 'About it' }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function folder(roomId: string, name: string) {
  const res = await t.api('POST', `/rooms/${roomId}/folders`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const ids = (docs: { documentId: string; folderId: string | null; position: number }[]) =>
  docs.map((d) => [d.documentId, d.folderId, d.position]);

describe('rooms', () => {
  it('creates an empty room; reads it with folders and documents; 400 for a bad name', async () => {
    const r = await room('Series A');
    expect(r).toMatchObject({
      name: 'Series A',
      description: 'About it',
      frozenAt: null,
      archivedAt: null,
      folders: [],
      documents: [],
    });
    expect((await t.api('GET', `/rooms/${r.id}`)).json().data).toEqual(r);
    expectError(await t.api('POST', '/rooms', { name: '' }), 400, 'body.name');
    expectError(await t.api('POST', '/rooms', { name: 'x'.repeat(201) }), 400, 'body.name');
    expectError(await t.api('POST', '/rooms', { name: 'x', description: 'd'.repeat(2001) }), 400, 'body.description');
    const audit = await t.db.kysely
      .selectFrom('audit_events')
      .select(['family', 'subject_kind', 'subject_id'])
      .where('type', '=', 'room.created')
      .where('subject_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ family: 'sharing', subject_kind: 'room', subject_id: r.id });
  });

  it('files documents idempotently (filing again moves), orders them, omits trashed ones; folders in display order', async () => {
    const r = await room('Filing');
    const [a, b, c] = [await doc('A'), await doc('B'), await doc('C')];
    const legal = await folder(r.id, 'Legal');
    const fin = await folder(r.id, 'Finance');
    expect([legal.position, fin.position]).toEqual([0, 1]);
    expect((await t.api('POST', `/rooms/${r.id}/documents`, { documentId: a })).statusCode).toBe(201);
    await t.api('POST', `/rooms/${r.id}/documents`, { documentId: b, folderId: legal.id });
    const filed = await t.api('POST', `/rooms/${r.id}/documents`, { documentId: c, folderId: legal.id });
    expect(ids(filed.json().data)).toEqual([
      [a, null, 0],
      [b, legal.id, 0],
      [c, legal.id, 1],
    ]);
    const moved = (await t.api('POST', `/rooms/${r.id}/documents`, { documentId: b, folderId: fin.id })).json().data;
    expect(moved.find((d: { documentId: string }) => d.documentId === b)).toMatchObject({
      folderId: fin.id,
      position: 0,
      title: 'B',
      kind: 'xdoc',
    });
    expect(moved).toHaveLength(3);
    const patched = (await t.api('PATCH', `/rooms/${r.id}/documents/${c}`, { folderId: null, position: 7 })).json()
      .data;
    expect(patched.find((d: { documentId: string }) => d.documentId === c)).toMatchObject({
      folderId: null,
      position: 7,
    });
    // Folders: reorder; listing order follows position.
    expect(
      (await t.api('PATCH', `/rooms/${r.id}/folders/${fin.id}`, { position: 0, name: 'Money' })).json().data,
    ).toMatchObject({ name: 'Money', position: 0 });
    expect((await t.api('PATCH', `/rooms/${r.id}/folders/${legal.id}`, { position: 5 })).statusCode).toBe(200);
    expect((await t.api('GET', `/rooms/${r.id}/folders`)).json().data.map((f: { id: string }) => f.id)).toEqual([
      fin.id,
      legal.id,
    ]);
    const listed = (await t.api('GET', `/rooms/${r.id}/documents`)).json().data;
    expect(ids(listed)).toEqual([
      [a, null, 0],
      [c, null, 7],
      [b, fin.id, 0],
    ]);
    // Trashed documents are omitted; restored they come back.
    await t.api('DELETE', `/documents/${a}`);
    expect(
      (await t.api('GET', `/rooms/${r.id}`)).json().data.documents.map((d: { documentId: string }) => d.documentId),
    ).toEqual([c, b]);
    expectError(await t.api('POST', `/rooms/${r.id}/documents`, { documentId: a }), 404);
    // Deleting a folder returns its documents to the top level after those there.
    expect((await t.api('DELETE', `/rooms/${r.id}/folders/${fin.id}`)).statusCode).toBe(204);
    expectError(await t.api('DELETE', `/rooms/${r.id}/folders/${fin.id}`), 404);
    expect(ids((await t.api('GET', `/rooms/${r.id}/documents`)).json().data)).toEqual([
      [c, null, 7],
      [b, null, 8],
    ]);
    // Removing: the document stays in the workspace.
    expect((await t.api('DELETE', `/rooms/${r.id}/documents/${b}`)).statusCode).toBe(204);
    expectError(await t.api('DELETE', `/rooms/${r.id}/documents/${b}`), 404);
    expect((await t.api('GET', `/documents/${b}`)).statusCode).toBe(200);
    expectError(await t.api('PATCH', `/rooms/${r.id}/documents/${b}`, { position: 1 }), 404);
    expectError(await t.api('PATCH', `/rooms/${r.id}/documents/${c}`, { folderId: 'rfl_nothing' }), 404);
    expectError(await t.api('PATCH', `/rooms/${r.id}/documents/${c}`, { position: 10001 }), 400, 'body.position');
    expectError(await t.api('PATCH', `/rooms/${r.id}/documents/${c}`, {}), 400);
  });

  it('frozen: every content change is 409 room_frozen; rename, freeze, archive and groups still allowed; links keep serving', async () => {
    const r = await room('Frozen');
    const a = await doc('Frozen doc');
    const f = await folder(r.id, 'Inside');
    await t.api('POST', `/rooms/${r.id}/documents`, { documentId: a, folderId: f.id });
    const frozen = (await t.api('PATCH', `/rooms/${r.id}`, { frozen: true })).json().data;
    expect(frozen.frozenAt).not.toBeNull();
    expect((await t.api('PATCH', `/rooms/${r.id}`, { frozen: true })).json().data.frozenAt).toBe(frozen.frozenAt);
    const b = await doc('Late');
    for (const [m, p, body] of [
      ['POST', '/documents', { documentId: b }],
      ['PATCH', `/documents/${a}`, { position: 3 }],
      ['DELETE', `/documents/${a}`],
      ['POST', '/folders', { name: 'New' }],
      ['PATCH', `/folders/${f.id}`, { name: 'Renamed' }],
      ['DELETE', `/folders/${f.id}`],
    ] as const) {
      const res = await t.api(m, `/rooms/${r.id}${p}`, body);
      expectError(res, 409, 'room_frozen');
    }
    expect(
      (await t.api('PATCH', `/rooms/${r.id}`, { name: 'Frozen, renamed', description: null })).json().data,
    ).toMatchObject({ name: 'Frozen, renamed', description: null, frozenAt: frozen.frozenAt });
    expect((await t.api('POST', `/rooms/${r.id}/groups`, { name: 'While frozen', folderIds: [f.id] })).statusCode).toBe(
      201,
    );
    const archived = (await t.api('PATCH', `/rooms/${r.id}`, { archived: true })).json().data;
    expect(archived.archivedAt).not.toBeNull();
    const thawed = (await t.api('PATCH', `/rooms/${r.id}`, { frozen: false, archived: false })).json().data;
    expect(thawed).toMatchObject({ frozenAt: null, archivedAt: null });
    expect((await t.api('POST', `/rooms/${r.id}/documents`, { documentId: b })).statusCode).toBe(201);
    await settleChain(t.db.kysely, t.workspaceId); // PostgreSQL chains after commit
    const types = (
      await t.db.kysely
        .selectFrom('audit_events')
        .select('type')
        .where('subject_id', '=', r.id)
        .orderBy('seq')
        .execute()
    ).map((e) => e.type);
    expect(types).toEqual([
      'room.created',
      'room.folder_created',
      'room.document_added',
      'room.frozen',
      'room.updated',
      'room.group_created',
      'room.archived',
      'room.unfrozen',
      'room.unarchived',
      'room.document_added',
    ]);
  });

  it('lists newest first with keyset pages and the archived filter; the trash hides a room everywhere (404) and stops its links', async () => {
    const own = `list-${randomBytes(4).toString('hex')}`;
    const key = await t.keyWith([...allScopes], { workspace: own });
    await t.db.kysely.updateTable('workspaces').set({ plan: 'enterprise' }).where('slug', '=', own).execute();
    const [r1, r2, r3] = [await room('One', key), await room('Two', key), await room('Three', key)];
    await t.api('PATCH', `/rooms/${r2.id}`, { archived: true }, key);
    const p1 = (await t.api('GET', '/rooms?limit=2', undefined, key)).json();
    expect(p1.data.map((r: { name: string }) => r.name)).toEqual(['Three', 'Two']);
    expect(p1.data[0]).not.toHaveProperty('folders');
    const p2 = (await t.api('GET', `/rooms?limit=2&cursor=${p1.nextCursor}`, undefined, key)).json();
    expect(p2).toEqual({ data: [expect.objectContaining({ name: 'One' })], nextCursor: null });
    expect(
      (await t.api('GET', '/rooms?archived=true', undefined, key)).json().data.map((r: { id: string }) => r.id),
    ).toEqual([r2.id]);
    expect(
      (await t.api('GET', '/rooms?archived=false', undefined, key)).json().data.map((r: { id: string }) => r.id),
    ).toEqual([r3.id, r1.id]);
    expectError(await t.api('GET', '/rooms?archived=1', undefined, key), 400);
    const l = (await t.api('POST', '/links', { dataRoomId: r1.id }, key)).json().data;
    expect((await t.api('DELETE', `/rooms/${r1.id}`, undefined, key)).statusCode).toBe(204);
    for (const [m, p, body] of [
      ['GET', ''],
      ['PATCH', '', { name: 'x' }],
      ['DELETE', ''],
      ['GET', '/documents'],
      ['GET', '/folders'],
      ['POST', '/folders', { name: 'x' }],
      ['GET', '/groups'],
    ] as const) {
      expectError(await t.api(m, `/rooms/${r1.id}${p}`, body, key), 404);
    }
    expect((await t.api('GET', '/rooms', undefined, key)).json().data.map((r: { id: string }) => r.id)).toEqual([
      r3.id,
      r2.id,
    ]);
    expect(
      (await t.api('GET', `/links?dataRoomId=${r1.id}&active=false`, undefined, key))
        .json()
        .data.map((x: { id: string }) => x.id),
    ).toEqual([l.id]);
  });

  it('another workspace’s room, folder, document or group answers 404 on every room endpoint', async () => {
    const mine = await room('Mine');
    const theirs = await room('Theirs', otherKey);
    const theirDoc = await doc('Their doc', otherKey);
    const theirFolder = (await t.api('POST', `/rooms/${theirs.id}/folders`, { name: 'F' }, otherKey)).json().data;
    const theirGroup = (await t.api('POST', `/rooms/${theirs.id}/groups`, { name: 'G' }, otherKey)).json().data;
    for (const [m, p, body] of [
      ['GET', ''],
      ['PATCH', '', { name: 'x' }],
      ['DELETE', ''],
      ['GET', '/documents'],
      ['POST', '/documents', { documentId: theirDoc }],
      ['GET', '/folders'],
      ['POST', '/folders', { name: 'x' }],
      ['PATCH', `/folders/${theirFolder.id}`, { name: 'x' }],
      ['DELETE', `/folders/${theirFolder.id}`],
      ['GET', '/groups'],
      ['POST', '/groups', { name: 'x' }],
      ['GET', `/groups/${theirGroup.id}`],
      ['PATCH', `/groups/${theirGroup.id}`, { name: 'x' }],
      ['DELETE', `/groups/${theirGroup.id}`],
    ] as const) {
      expectError(await t.api(m, `/rooms/${theirs.id}${p}`, body), 404);
    }
    expectError(await t.api('POST', `/rooms/${mine.id}/documents`, { documentId: theirDoc }), 404);
    expectError(
      await t.api('POST', `/rooms/${mine.id}/documents`, { documentId: await doc('Mine'), folderId: theirFolder.id }),
      404,
    );
    expectError(await t.api('PATCH', `/rooms/${mine.id}/folders/${theirFolder.id}`, { name: 'x' }), 404);
    expectError(await t.api('GET', `/rooms/${mine.id}/groups/${theirGroup.id}`), 404);
    expect((await t.api('GET', `/rooms/${theirs.id}`, undefined, otherKey)).statusCode).toBe(200);
  });

  it('viewer groups: members normalised, grants checked against the room (422 naming each), lists replaced, 100 per room', async () => {
    const r = await room('Groups');
    const other = await room('Other');
    const f = await folder(r.id, 'Deck');
    const otherFolder = await folder(other.id, 'Elsewhere');
    const a = await doc('Filed');
    const unfiled = await doc('Unfiled');
    await t.api('POST', `/rooms/${r.id}/documents`, { documentId: a });
    expectError(
      await t.api('POST', `/rooms/${r.id}/groups`, { name: 'Bad', members: ['not-an-address'] }),
      400,
      'members',
    );
    expectError(await t.api('POST', `/rooms/${r.id}/groups`, { name: '' }), 400, 'body.name');
    const refused = await t.api('POST', `/rooms/${r.id}/groups`, {
      name: 'X',
      folderIds: [f.id, otherFolder.id],
      documentIds: [a, unfiled],
    });
    expectError(refused, 422);
    expect(refused.json().details.fields.map((x: { field: string }) => x.field)).toEqual([
      'body.folderIds[1]',
      'body.documentIds[1]',
    ]);
    const g = (
      await t.api('POST', `/rooms/${r.id}/groups`, {
        name: 'Acme',
        members: ['Dana@Acme.test', '@ACME.test', 'dana@acme.test'],
        folderIds: [f.id],
        documentIds: [a],
      })
    ).json().data;
    expect(g).toMatchObject({
      dataRoomId: r.id,
      name: 'Acme',
      members: ['dana@acme.test', '@acme.test'],
      folderIds: [f.id],
      documentIds: [a],
      linkCount: 0,
    });
    const patched = (
      await t.api('PATCH', `/rooms/${r.id}/groups/${g.id}`, { members: ['eve@acme.test'], documentIds: [] })
    ).json().data;
    expect(patched).toMatchObject({ name: 'Acme', members: ['eve@acme.test'], folderIds: [f.id], documentIds: [] });
    expectError(await t.api('PATCH', `/rooms/${r.id}/groups/${g.id}`, {}), 400);
    expectError(
      await t.api('PATCH', `/rooms/${r.id}/groups/${g.id}`, { folderIds: [otherFolder.id] }),
      422,
      'body.folderIds[0]',
    );
    // A folder deleted from the room leaves the groups that had it; a document taken out too.
    await t.api('PATCH', `/rooms/${r.id}/groups/${g.id}`, { documentIds: [a] });
    await t.api('DELETE', `/rooms/${r.id}/folders/${f.id}`);
    await t.api('DELETE', `/rooms/${r.id}/documents/${a}`);
    expect((await t.api('GET', `/rooms/${r.id}/groups/${g.id}`)).json().data).toMatchObject({
      folderIds: [],
      documentIds: [],
    });
    for (let i = 1; i < 100; i++)
      expect((await t.api('POST', `/rooms/${r.id}/groups`, { name: `G${i}` })).statusCode).toBe(201);
    expectError(await t.api('POST', `/rooms/${r.id}/groups`, { name: 'One too many' }), 422, '100');
    const listed = (await t.api('GET', `/rooms/${r.id}/groups`)).json().data;
    expect(listed).toHaveLength(100);
    expect(listed[0].id).toBe(g.id);
    expect((await t.api('DELETE', `/rooms/${r.id}/groups/${g.id}`)).statusCode).toBe(204);
    expectError(await t.api('DELETE', `/rooms/${r.id}/groups/${g.id}`), 404);
  });

  it('422 at the plan room ceiling; rooms in the trash do not count', async () => {
    const ws = `tight-${randomBytes(4).toString('hex')}`;
    const key = await t.keyWith([...allScopes], { workspace: ws });
    await setPlan(t.db.kysely, ws, { rooms: 2 });
    await t.db.kysely.updateTable('workspaces').set({ plan: ws }).where('slug', '=', ws).execute();
    const first = await room('1', key);
    await room('2', key);
    const over = await t.api('POST', '/rooms', { name: '3' }, key);
    expectError(over, 422, 'plan_limit');
    await t.api('DELETE', `/rooms/${first.id}`, undefined, key);
    await room('3', key);
  });
});
