// Where file requests meet data rooms (rooms/guards.ts): the room and folder a request names, checked at creation,
// and filing each upload into them. A room that was since deleted (or a folder since removed) no longer takes the
// files: they stay workspace documents (at the room's top level when only the folder went). A frozen room refuses
// the upload before anything is stored (409 room_frozen, in words for the uploader).
import type { EventTx } from '../events/backbone.js';
import { ApiError } from '../platform/errors.js';
import { addDocumentToRoom, loadRoom, refuseIfFrozen, roomFolderIn } from '../rooms/index.js';
import type { DataRoomsTable } from '../rooms/tables.js';
import type { Services } from '../services.js';
import { requestErrors } from './errors.js';
import type { FileRequestsTable } from './tables.js';

type Q = Services['db']['kysely'];

/** 422 folderId without dataRoomId; 404 a room not of this workspace (or in the trash), or a folder not of that room. */
export async function checkRoomTarget(
  s: Services,
  q: Q,
  workspaceId: string,
  dataRoomId: string | null | undefined,
  folderId: string | null | undefined,
): Promise<void> {
  if (folderId && !dataRoomId) throw requestErrors.folderWithoutRoom();
  if (!dataRoomId) return;
  await roomFolderIn(s, workspaceId, dataRoomId, folderId, q);
}

/** The room this request files into, if it still exists; 409 room_frozen while it is frozen. */
async function openRoom(s: Services, q: Q, request: FileRequestsTable): Promise<DataRoomsTable | null> {
  if (!request.data_room_id) return null;
  const room = await loadRoom(s, request.workspace_id, request.data_room_id, q).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === 'not_found') return null;
    throw e;
  });
  if (!room) return null;
  try {
    refuseIfFrozen(room, 'filing a document');
  } catch (e) {
    if (e instanceof ApiError && e.code === 'room_frozen') throw requestErrors.roomFrozen();
    throw e;
  }
  return room;
}

/** Before storing anything: 409 room_frozen when the request files into a frozen room. */
export async function refuseIfRoomClosed(s: Services, q: Q, request: FileRequestsTable): Promise<void> {
  await openRoom(s, q, request);
}

/** Files the new document into the request's room and folder, in the upload's transaction (room.document_added). */
export async function fileIntoRoom(
  s: Services,
  tx: EventTx,
  request: FileRequestsTable,
  documentId: string,
): Promise<void> {
  const room = await openRoom(s, tx.trx, request);
  if (!room) return;
  const folder = request.folder_id
    ? await roomFolderIn(s, request.workspace_id, room.id, request.folder_id, tx.trx).catch(() => null)
    : null;
  await addDocumentToRoom(s, tx, request.workspace_id, room.id, { documentId, folderId: folder?.id ?? null });
}
