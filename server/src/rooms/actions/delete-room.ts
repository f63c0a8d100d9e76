import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRoom, roomSubject } from '../index.js';
import { updateRoomRow } from '../repository.js';

/** To the trash: its links stop answering at once (the viewer reads deleted_at); filed documents are untouched. */
export async function deleteRoom(s: Services, ctx: ActionContext, roomId: string): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const room = await loadRoom(s, ctx.workspaceId, roomId, tx.trx);
    const now = monotonicIso();
    await updateRoomRow(tx.trx, room.id, { deleted_at: now, updated_at: now });
    await tx.emit({
      type: 'room.deleted',
      description: `Moved data room "${room.name}" to the trash; its links stopped answering`,
      subject: roomSubject(room),
      metadata: { roomId: room.id },
    });
  });
}
