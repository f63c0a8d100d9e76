// Data rooms in the database: rooms, room folders, filed documents, viewer groups.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { DataRoomsTable, RoomFoldersTable, ViewerGroupsTable } from './tables.js';

type Q = Kysely<Database>;

/** A room of this workspace that is not in the trash. */
export function findRoom(q: Q, workspaceId: string, id: string): Promise<DataRoomsTable | undefined> {
  return q.selectFrom('data_rooms').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function listFolders(q: Q, roomId: string): Promise<RoomFoldersTable[]> {
  const rows = await q.selectFrom('room_folders').selectAll().where('room_id', '=', roomId).orderBy('position').orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ ...r, position: Number(r.position) }));
}

export function findFolder(q: Q, roomId: string, folderId: string): Promise<RoomFoldersTable | undefined> {
  return q.selectFrom('room_folders').selectAll().where('id', '=', folderId).where('room_id', '=', roomId).executeTakeFirst();
}

export interface RoomDocumentRow {
  document_id: string;
  folder_id: string | null;
  position: number;
  added_at: string;
  title: string;
  kind: 'xdoc' | 'pdf' | 'file';
  page_count: number;
}

/** The documents filed in a room in display order (top level first, then folder by folder, each by position); trashed documents are omitted. */
export async function listRoomDocuments(q: Q, roomId: string): Promise<RoomDocumentRow[]> {
  const [folders, docs] = await Promise.all([listFolders(q, roomId), filedDocuments(q, roomId)]);
  const order = new Map<string | null, number>([[null, -1], ...folders.map((f, i) => [f.id, i] as [string, number])]);
  return docs.sort((a, b) => (order.get(a.folder_id) ?? 0) - (order.get(b.folder_id) ?? 0) || a.position - b.position || a.added_at.localeCompare(b.added_at));
}

async function filedDocuments(q: Q, roomId: string): Promise<RoomDocumentRow[]> {
  const rows = await q
    .selectFrom('room_documents as rd')
    .innerJoin('documents as d', 'd.id', 'rd.document_id')
    .select(['rd.document_id', 'rd.folder_id', 'rd.position', 'rd.added_at', 'd.title', 'd.kind', 'd.page_count'])
    .where('rd.room_id', '=', roomId)
    .where('d.deleted_at', 'is', null)
    .orderBy('rd.position')
    .orderBy('rd.added_at')
    .orderBy('rd.document_id')
    .execute();
  return rows.map((r) => ({ ...r, position: Number(r.position), page_count: Number(r.page_count) }));
}

export function findRoomDocument(q: Q, roomId: string, documentId: string) {
  return q
    .selectFrom('room_documents as rd')
    .innerJoin('documents as d', 'd.id', 'rd.document_id')
    .select(['rd.document_id', 'rd.folder_id', 'rd.position'])
    .where('rd.room_id', '=', roomId)
    .where('rd.document_id', '=', documentId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The next position at the end of a folder (or the top level). */
export async function nextDocumentPosition(q: Q, roomId: string, folderId: string | null): Promise<number> {
  let query = q.selectFrom('room_documents').select((eb) => eb.fn.max('position').as('p')).where('room_id', '=', roomId);
  query = folderId === null ? query.where('folder_id', 'is', null) : query.where('folder_id', '=', folderId);
  const row = await query.executeTakeFirst();
  return row?.p === null || row?.p === undefined ? 0 : Math.min(10000, Number(row.p) + 1);
}

export async function nextFolderPosition(q: Q, roomId: string): Promise<number> {
  const row = await q.selectFrom('room_folders').select((eb) => eb.fn.max('position').as('p')).where('room_id', '=', roomId).executeTakeFirst();
  return row?.p === null || row?.p === undefined ? 0 : Math.min(10000, Number(row.p) + 1);
}

export interface GroupRow extends ViewerGroupsTable {
  folderIds: string[];
  documentIds: string[];
  linkCount: number;
}

export async function listGroups(q: Q, roomId: string, groupId?: string): Promise<GroupRow[]> {
  let query = q.selectFrom('viewer_groups').selectAll().where('room_id', '=', roomId);
  if (groupId) query = query.where('id', '=', groupId);
  const groups = await query.orderBy('created_at').orderBy('id').execute();
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const [folders, docs, links] = await Promise.all([
    q.selectFrom('viewer_group_folders').select(['group_id', 'folder_id']).where('group_id', 'in', ids).orderBy('position').execute(),
    q.selectFrom('viewer_group_documents').select(['group_id', 'document_id']).where('group_id', 'in', ids).orderBy('position').execute(),
    q
      .selectFrom('share_links')
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('group_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .groupBy('group_id')
      .execute(),
  ]);
  return groups.map((g) => ({
    ...g,
    folderIds: folders.filter((f) => f.group_id === g.id).map((f) => f.folder_id),
    documentIds: docs.filter((d) => d.group_id === g.id).map((d) => d.document_id),
    linkCount: Number(links.find((l) => l.group_id === g.id)?.n ?? 0),
  }));
}

export async function countGroups(q: Q, roomId: string): Promise<number> {
  const row = await q.selectFrom('viewer_groups').select((eb) => eb.fn.countAll<number>().as('n')).where('room_id', '=', roomId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function replaceGroupGrants(q: Q, groupId: string, folderIds: string[] | undefined, documentIds: string[] | undefined): Promise<void> {
  if (folderIds) {
    await q.deleteFrom('viewer_group_folders').where('group_id', '=', groupId).execute();
    if (folderIds.length) await q.insertInto('viewer_group_folders').values(folderIds.map((folder_id, position) => ({ group_id: groupId, folder_id, position }))).execute();
  }
  if (documentIds) {
    await q.deleteFrom('viewer_group_documents').where('group_id', '=', groupId).execute();
    if (documentIds.length) await q.insertInto('viewer_group_documents').values(documentIds.map((document_id, position) => ({ group_id: groupId, document_id, position }))).execute();
  }
}

export async function countLiveRooms(q: Q, workspaceId: string): Promise<number> {
  const row = await q.selectFrom('data_rooms').select((eb) => eb.fn.countAll<number>().as('n')).where('workspace_id', '=', workspaceId).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}
