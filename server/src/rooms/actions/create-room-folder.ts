import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { loadRoom, refuseIfFrozen, roomSubject } from '../index.js';
import { insertFolder, nextFolderPosition, touchRoom } from '../repository.js';
import type { RoomFoldersTable } from '../tables.js';

/** A folder placed after the existing ones; 409 while frozen. */
export async function createRoomFolder(
  s: Services,
  ctx: ActionContext,
  { roomId, folder: input }: { roomId: string; folder: { name: string } },
): Promise<RoomFoldersTable> {
  return s.events.transaction(ctx, async (tx) => {
    const room = await loadRoom(s, ctx.workspaceId, roomId, tx.trx);
    refuseIfFrozen(room, 'adding a folder');
    const now = monotonicIso();
    const folder: RoomFoldersTable = {
      id: newId('rfl'),
      room_id: room.id,
      workspace_id: ctx.workspaceId,
      name: input.name,
      position: await nextFolderPosition(tx.trx, room.id),
      created_at: now,
      updated_at: now,
    };
    await insertFolder(tx.trx, folder);
    await touchRoom(tx.trx, room.id, now);
    await tx.emit({
      type: 'room.folder_created',
      description: `Added folder "${folder.name}" to data room "${room.name}"`,
      subject: roomSubject(room),
      metadata: { folderId: folder.id },
    });
    return folder;
  });
}
