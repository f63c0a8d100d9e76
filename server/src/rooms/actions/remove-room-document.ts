import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { roomErrors } from '../errors.js';
import { loadRoom, refuseIfFrozen, roomSubject } from '../guards.js';
import * as repo from '../repository.js';

/** Takes a document out of the room (and out of its groups); the document stays in the workspace. */
export async function removeRoomDocument(s: Services, ctx: ActionContext, { roomId, documentId }: { roomId: string; documentId: string }): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const q = tx.trx;
    const room = await loadRoom(s, ctx.workspaceId, roomId, q);
    if (!(await repo.findRoomDocument(q, room.id, documentId))) throw roomErrors.documentNotInRoom();
    refuseIfFrozen(room, 'removing a document');
    await q.deleteFrom('room_documents').where('room_id', '=', room.id).where('document_id', '=', documentId).execute();
    await q
      .deleteFrom('viewer_group_documents')
      .where('document_id', '=', documentId)
      .where('group_id', 'in', q.selectFrom('viewer_groups').select('id').where('room_id', '=', room.id))
      .execute();
    await q.updateTable('data_rooms').set({ updated_at: monotonicIso() }).where('id', '=', room.id).execute();
    await tx.emit({ type: 'room.document_removed', description: `Took a document out of data room "${room.name}"`, subject: roomSubject(room), documentId, metadata: { documentId } });
  });
}
