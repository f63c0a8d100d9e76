import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRoom, refuseIfFrozen, roomFolderIn, roomSubject } from '../guards.js';
import { nextDocumentPosition } from '../repository.js';

/** Deletes a folder; its documents return to the top level, after the documents already there, in their order. */
export async function deleteRoomFolder(s: Services, ctx: ActionContext, { roomId, folderId }: { roomId: string; folderId: string }): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const q = tx.trx;
    const room = await loadRoom(s, ctx.workspaceId, roomId, q);
    const folder = (await roomFolderIn(s, ctx.workspaceId, room.id, folderId, q))!;
    refuseIfFrozen(room, 'deleting a folder');
    let next = await nextDocumentPosition(q, room.id, null);
    const inside = await q.selectFrom('room_documents').select('document_id').where('room_id', '=', room.id).where('folder_id', '=', folder.id).orderBy('position').orderBy('added_at').execute();
    for (const d of inside) {
      await q.updateTable('room_documents').set({ folder_id: null, position: Math.min(10000, next++) }).where('room_id', '=', room.id).where('document_id', '=', d.document_id).execute();
    }
    await q.deleteFrom('room_folders').where('id', '=', folder.id).execute();
    await q.updateTable('data_rooms').set({ updated_at: monotonicIso() }).where('id', '=', room.id).execute();
    await tx.emit({ type: 'room.folder_deleted', description: `Deleted folder "${folder.name}" of data room "${room.name}"; its documents moved to the top level`, subject: roomSubject(room), metadata: { folderId: folder.id, documents: inside.length } });
  });
}
