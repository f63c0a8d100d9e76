import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { roomErrors } from '../errors.js';
import { loadRoom, refuseIfFrozen, roomSubject } from '../index.js';
import * as repo from '../repository.js';

/** Takes a document out of the room (and out of its groups); the document stays in the workspace. */
export async function removeRoomDocument(
  s: Services,
  ctx: ActionContext,
  { roomId, documentId }: { roomId: string; documentId: string },
): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const q = tx.trx;
    const room = await loadRoom(s, ctx.workspaceId, roomId, q);
    if (!(await repo.findRoomDocument(q, room.id, documentId))) throw roomErrors.documentNotInRoom();
    refuseIfFrozen(room, 'removing a document');
    await repo.unfileDocument(q, room.id, documentId);
    await repo.touchRoom(q, room.id, monotonicIso());
    await tx.emit({
      type: 'room.document_removed',
      description: `Took a document out of data room "${room.name}"`,
      subject: roomSubject(room),
      documentId,
      metadata: { documentId },
    });
  });
}
