import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRoom, refuseIfFrozen, roomFolderIn, roomSubject } from '../index.js';
import * as repo from '../repository.js';

/** Deletes a folder; its documents return to the top level, after the documents already there, in their order. */
export async function deleteRoomFolder(
  s: Services,
  ctx: ActionContext,
  { roomId, folderId }: { roomId: string; folderId: string },
): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const q = tx.trx;
    const room = await loadRoom(s, ctx.workspaceId, roomId, q);
    const folder = (await roomFolderIn(s, ctx.workspaceId, room.id, folderId, q))!;
    refuseIfFrozen(room, 'deleting a folder');
    let next = await repo.nextDocumentPosition(q, room.id, null);
    const inside = await repo.documentsInFolder(q, room.id, folder.id);
    for (const d of inside)
      await repo.updateFiledDocument(q, room.id, d.document_id, { folder_id: null, position: Math.min(10000, next++) });
    await repo.deleteFolderRow(q, folder.id);
    await repo.touchRoom(q, room.id, monotonicIso());
    await tx.emit({
      type: 'room.folder_deleted',
      description: `Deleted folder "${folder.name}" of data room "${room.name}"; its documents moved to the top level`,
      subject: roomSubject(room),
      metadata: { folderId: folder.id, documents: inside.length },
    });
  });
}
