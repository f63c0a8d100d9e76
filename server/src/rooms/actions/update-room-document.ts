import type { RoomDocument } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { roomErrors } from '../errors.js';
import { loadRoom, refuseIfFrozen, roomFolderIn, roomSubject } from '../index.js';
import { toRoomDocument } from '../present.js';
import * as repo from '../repository.js';

/** Moves a filed document to another folder (at its end unless a position is given) and/or sets its position. */
export async function updateRoomDocument(
  s: Services,
  ctx: ActionContext,
  {
    roomId,
    documentId,
    patch: input,
  }: { roomId: string; documentId: string; patch: { folderId?: string | null; position?: number } },
): Promise<RoomDocument[]> {
  return s.events.transaction(ctx, async (tx) => {
    const q = tx.trx;
    const room = await loadRoom(s, ctx.workspaceId, roomId, q);
    const filed = await repo.findRoomDocument(q, room.id, documentId);
    if (!filed) throw roomErrors.documentNotInRoom();
    const folder =
      input.folderId === undefined ? undefined : await roomFolderIn(s, ctx.workspaceId, room.id, input.folderId, q);
    refuseIfFrozen(room, 'moving a document');
    const patch: { folder_id?: string | null; position?: number } = {};
    if (folder !== undefined && (folder?.id ?? null) !== filed.folder_id) {
      patch.folder_id = folder?.id ?? null;
      if (input.position === undefined) patch.position = await repo.nextDocumentPosition(q, room.id, patch.folder_id);
    }
    if (input.position !== undefined && input.position !== Number(filed.position)) patch.position = input.position;
    if (Object.keys(patch).length) {
      await repo.updateFiledDocument(q, room.id, documentId, patch);
      await repo.touchRoom(q, room.id, monotonicIso());
      await tx.emit({
        type: 'room.document_updated',
        description: `Moved a document within data room "${room.name}"`,
        subject: roomSubject(room),
        documentId,
        metadata: { documentId, ...patch },
      });
    }
    return (await repo.listRoomDocuments(q, room.id)).map(toRoomDocument);
  });
}
