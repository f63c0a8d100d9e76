// Rooms, room folders, filed documents and viewer groups as the API shows them.
import type { Room, RoomDetail, RoomDocument, RoomFolder, ViewerGroup } from '../generated/api/types.gen.js';
import type { GroupRow, RoomDocumentRow } from './repository.js';
import type { DataRoomsTable, RoomFoldersTable } from './tables.js';

export function toRoom(r: DataRoomsTable): Room {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    frozenAt: r.frozen_at,
    archivedAt: r.archived_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function toRoomFolder(f: RoomFoldersTable): RoomFolder {
  return { id: f.id, dataRoomId: f.room_id, name: f.name, position: Number(f.position), createdAt: f.created_at };
}

export function toRoomDocument(d: RoomDocumentRow): RoomDocument {
  return {
    documentId: d.document_id,
    folderId: d.folder_id,
    position: Number(d.position),
    title: d.title,
    kind: d.kind,
    addedAt: d.added_at,
  };
}

export function toRoomDetail(r: DataRoomsTable, folders: RoomFoldersTable[], documents: RoomDocumentRow[]): RoomDetail {
  return { ...toRoom(r), folders: folders.map(toRoomFolder), documents: documents.map(toRoomDocument) };
}

export function toGroup(g: GroupRow): ViewerGroup {
  return {
    id: g.id,
    dataRoomId: g.room_id,
    name: g.name,
    members: JSON.parse(g.members) as string[],
    folderIds: g.folderIds,
    documentIds: g.documentIds,
    linkCount: g.linkCount,
    createdAt: g.created_at,
    updatedAt: g.updated_at,
  };
}
