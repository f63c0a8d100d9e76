// Data rooms in the database: rooms, room folders, filed documents, viewer groups.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { keysetPage, type CursorKey } from '../platform/pagination.js';
import type { DataRoomsTable, RoomDocumentsTable, RoomFoldersTable, ViewerGroupsTable } from './tables.js';

type Q = Kysely<Database>;

/** A room of this workspace that is not in the trash. */
export function findRoom(q: Q, workspaceId: string, id: string): Promise<DataRoomsTable | undefined> {
  return q
    .selectFrom('data_rooms')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listFolders(q: Q, roomId: string): Promise<RoomFoldersTable[]> {
  const rows = await q
    .selectFrom('room_folders')
    .selectAll()
    .where('room_id', '=', roomId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, position: Number(r.position) }));
}

export function findFolder(q: Q, roomId: string, folderId: string): Promise<RoomFoldersTable | undefined> {
  return q
    .selectFrom('room_folders')
    .selectAll()
    .where('id', '=', folderId)
    .where('room_id', '=', roomId)
    .executeTakeFirst();
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
  return docs.sort(
    (a, b) =>
      (order.get(a.folder_id) ?? 0) - (order.get(b.folder_id) ?? 0) ||
      a.position - b.position ||
      a.added_at.localeCompare(b.added_at),
  );
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
  let query = q
    .selectFrom('room_documents')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('room_id', '=', roomId);
  query = folderId === null ? query.where('folder_id', 'is', null) : query.where('folder_id', '=', folderId);
  const row = await query.executeTakeFirst();
  return row?.p === null || row?.p === undefined ? 0 : Math.min(10000, Number(row.p) + 1);
}

export async function nextFolderPosition(q: Q, roomId: string): Promise<number> {
  const row = await q
    .selectFrom('room_folders')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('room_id', '=', roomId)
    .executeTakeFirst();
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
    q
      .selectFrom('viewer_group_folders')
      .select(['group_id', 'folder_id'])
      .where('group_id', 'in', ids)
      .orderBy('position')
      .execute(),
    q
      .selectFrom('viewer_group_documents')
      .select(['group_id', 'document_id'])
      .where('group_id', 'in', ids)
      .orderBy('position')
      .execute(),
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
  const row = await q
    .selectFrom('viewer_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The folders and documents a group is given; a list left undefined is kept as it is. */
export interface GroupGrants {
  folderIds?: string[];
  documentIds?: string[];
}

async function replaceGroupGrants(q: Q, groupId: string, { folderIds, documentIds }: GroupGrants): Promise<void> {
  if (folderIds) {
    await q.deleteFrom('viewer_group_folders').where('group_id', '=', groupId).execute();
    if (folderIds.length)
      await q
        .insertInto('viewer_group_folders')
        .values(folderIds.map((folder_id, position) => ({ group_id: groupId, folder_id, position })))
        .execute();
  }
  if (documentIds) {
    await q.deleteFrom('viewer_group_documents').where('group_id', '=', groupId).execute();
    if (documentIds.length)
      await q
        .insertInto('viewer_group_documents')
        .values(documentIds.map((document_id, position) => ({ group_id: groupId, document_id, position })))
        .execute();
  }
}

export async function countLiveRooms(q: Q, workspaceId: string): Promise<number> {
  const row = await q
    .selectFrom('data_rooms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// The writes of the room actions, one statement each (the actions hold no SQL).

export async function insertRoom(q: Q, room: DataRoomsTable): Promise<void> {
  await q.insertInto('data_rooms').values(room).execute();
}

/** Sets some of a room's columns (updated_at with them, when given). */
export async function updateRoomRow(q: Q, id: string, patch: Partial<DataRoomsTable>): Promise<void> {
  await q.updateTable('data_rooms').set(patch).where('id', '=', id).execute();
}

/** Marks a room changed (its contents or folders were). */
export const touchRoom = (q: Q, id: string, at: string): Promise<void> => updateRoomRow(q, id, { updated_at: at });

export async function insertFolder(q: Q, folder: RoomFoldersTable): Promise<void> {
  await q.insertInto('room_folders').values(folder).execute();
}

export async function updateFolderRow(q: Q, id: string, patch: Partial<RoomFoldersTable>): Promise<void> {
  await q.updateTable('room_folders').set(patch).where('id', '=', id).execute();
}

export async function deleteFolderRow(q: Q, id: string): Promise<void> {
  await q.deleteFrom('room_folders').where('id', '=', id).execute();
}

/** The documents filed in one folder, in their order. */
export function documentsInFolder(q: Q, roomId: string, folderId: string): Promise<{ document_id: string }[]> {
  return q
    .selectFrom('room_documents')
    .select('document_id')
    .where('room_id', '=', roomId)
    .where('folder_id', '=', folderId)
    .orderBy('position')
    .orderBy('added_at')
    .execute();
}

export async function insertRoomDocument(q: Q, row: RoomDocumentsTable): Promise<void> {
  await q.insertInto('room_documents').values(row).execute();
}

/** Moves a filed document (folder and/or position). */
export async function updateFiledDocument(
  q: Q,
  roomId: string,
  documentId: string,
  patch: { folder_id?: string | null; position?: number },
): Promise<void> {
  await q
    .updateTable('room_documents')
    .set(patch)
    .where('room_id', '=', roomId)
    .where('document_id', '=', documentId)
    .execute();
}

/** Takes a document out of a room and out of every viewer group of the room. */
export async function unfileDocument(q: Q, roomId: string, documentId: string): Promise<void> {
  await q.deleteFrom('room_documents').where('room_id', '=', roomId).where('document_id', '=', documentId).execute();
  await q
    .deleteFrom('viewer_group_documents')
    .where('document_id', '=', documentId)
    .where('group_id', 'in', q.selectFrom('viewer_groups').select('id').where('room_id', '=', roomId))
    .execute();
}

/** A new group with what it is given. */
export async function insertGroup(q: Q, group: ViewerGroupsTable, grants: GroupGrants): Promise<void> {
  await q.insertInto('viewer_groups').values(group).execute();
  await replaceGroupGrants(q, group.id, grants);
}

/** Changes a group's columns and replaces the grant lists given. */
export async function updateGroup(
  q: Q,
  id: string,
  patch: Partial<ViewerGroupsTable>,
  grants: GroupGrants,
): Promise<void> {
  await q.updateTable('viewer_groups').set(patch).where('id', '=', id).execute();
  await replaceGroupGrants(q, id, grants);
}

export async function deleteGroupRow(q: Q, id: string): Promise<void> {
  await q.deleteFrom('viewer_groups').where('id', '=', id).execute();
}

/** A page of the workspace's live rooms, newest first, after the key (created_at, id) of the last row served; limit + 1 rows. */
export function listRoomRows(
  q: Q,
  workspaceId: string,
  f: { archived?: boolean },
  after: CursorKey | null,
  limit: number,
): Promise<DataRoomsTable[]> {
  let query = q
    .selectFrom('data_rooms')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null);
  if (f.archived !== undefined) query = query.where('archived_at', f.archived ? 'is not' : 'is', null);
  return keysetPage(query, { columns: ['created_at', 'id'], after, limit }).execute();
}

/** Which of the ids are folders of the room. */
export async function foldersAmong(q: Q, roomId: string, ids: string[]): Promise<string[]> {
  const rows = await q
    .selectFrom('room_folders')
    .select('id')
    .where('room_id', '=', roomId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** Which of the document ids are filed in the room (and not deleted). */
export async function filedAmong(q: Q, roomId: string, documentIds: string[]): Promise<string[]> {
  const rows = await q
    .selectFrom('room_documents as rd')
    .innerJoin('documents as d', 'd.id', 'rd.document_id')
    .select('rd.document_id')
    .where('rd.room_id', '=', roomId)
    .where('d.deleted_at', 'is', null)
    .where('rd.document_id', 'in', documentIds)
    .execute();
  return rows.map((r) => r.document_id);
}
