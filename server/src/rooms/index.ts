// What other domains may use of rooms: load one (404 across workspaces and for a room in the trash), find a
// folder inside it (404), refuse a change while it is frozen (409 room_frozen), and file a document into it.
// These signatures are relied on by file requests (uploads filed into a room folder): keep them stable. The viewer
// (visits/) reads a room's contents through roomContents.
import { loadDocument } from '../documents/index.js';
import type { EventTx } from '../events/backbone.js';
import type { RoomDocument } from '../generated/api/types.gen.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { monotonicIso } from '../platform/clock.js';
import { roomErrors } from './errors.js';
import { toRoomDocument } from './present.js';
import * as repo from './repository.js';
import type { DataRoomsTable, RoomFoldersTable } from './tables.js';

type Q = Services['db']['kysely'];

export function roomSubject(r: Pick<DataRoomsTable, 'id' | 'name'>) {
  return { kind: 'room' as const, id: r.id, title: r.name };
}

/** The room, or 404 (also for another workspace's id, and for a room in the trash). */
export async function loadRoom(
  s: Services,
  workspaceId: string,
  roomId: string,
  q: Q = s.db.kysely,
): Promise<DataRoomsTable> {
  const room = await repo.findRoom(q, workspaceId, roomId);
  if (!room) throw errors.notFound('room');
  return room;
}

/** A folder of this room (the room checked first), or 404. A null or undefined folderId is the top level: null. */
export async function roomFolderIn(
  s: Services,
  workspaceId: string,
  roomId: string,
  folderId: string | null | undefined,
  q: Q = s.db.kysely,
): Promise<RoomFoldersTable | null> {
  await loadRoom(s, workspaceId, roomId, q);
  if (folderId === null || folderId === undefined) return null;
  const folder = await repo.findFolder(q, roomId, folderId);
  if (!folder) throw roomErrors.folderNotFound();
  return { ...folder, position: Number(folder.position) };
}

/** 409 room_frozen while the room is frozen; `what` names the refused change. */
export function refuseIfFrozen(room: Pick<DataRoomsTable, 'frozen_at'>, what = 'changing its contents'): void {
  if (room.frozen_at) throw roomErrors.frozen(what);
}

export interface AddDocumentInput {
  documentId: string;
  /** A folder of this room, or null/omitted for the top level. */
  folderId?: string | null;
}

/**
 * Files a live document of the workspace into the room (at the end of the folder), inside the caller's
 * transaction, and records `room.document_added`. Filing one already there moves it to the folder given.
 * 404 no such room, live document or folder in this room; 409 room_frozen. Answers everything filed.
 */
export async function addDocumentToRoom(
  s: Services,
  tx: EventTx,
  workspaceId: string,
  roomId: string,
  input: AddDocumentInput,
): Promise<RoomDocument[]> {
  const q = tx.trx;
  const room = await loadRoom(s, workspaceId, roomId, q);
  refuseIfFrozen(room, 'filing a document');
  const doc = await loadDocument(s, workspaceId, input.documentId, q);
  if (doc.deleted_at) throw errors.notFound('document');
  const folder = await roomFolderIn(s, workspaceId, roomId, input.folderId, q);
  const folderId = folder?.id ?? null;
  const existing = await repo.findRoomDocument(q, roomId, doc.id);
  if (!existing) {
    const position = await repo.nextDocumentPosition(q, roomId, folderId);
    await repo.insertRoomDocument(q, {
      room_id: roomId,
      document_id: doc.id,
      workspace_id: workspaceId,
      folder_id: folderId,
      position,
      added_at: monotonicIso(),
    });
  } else if (existing.folder_id !== folderId) {
    const position = await repo.nextDocumentPosition(q, roomId, folderId);
    await repo.updateFiledDocument(q, roomId, doc.id, { folder_id: folderId, position });
  }
  await repo.touchRoom(q, roomId, monotonicIso());
  await tx.emit({
    type: 'room.document_added',
    description: `${doc.title} filed in room ${room.name}${folder ? ` (folder ${folder.name})` : ''}`,
    subject: roomSubject(room),
    documentId: doc.id,
    metadata: { documentId: doc.id, folderId, moved: Boolean(existing) },
  });
  return (await repo.listRoomDocuments(q, roomId)).map(toRoomDocument);
}

/** A room's folders and live documents in display order, whatever its state (the viewer checks that itself). */
export async function roomContents(
  q: Q,
  roomId: string,
): Promise<{ folders: RoomFoldersTable[]; documents: repo.RoomDocumentRow[] }> {
  const [folders, documents] = await Promise.all([repo.listFolders(q, roomId), repo.listRoomDocuments(q, roomId)]);
  return { folders, documents };
}

/** A row of roomContents' documents (the viewer's reader, visits/). */
export type { RoomDocumentRow } from './repository.js';
