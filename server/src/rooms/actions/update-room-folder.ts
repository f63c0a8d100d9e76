import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRoom, refuseIfFrozen, roomFolderIn, roomSubject } from '../index.js';
import { touchRoom, updateFolderRow } from '../repository.js';
import type { RoomFoldersTable } from '../tables.js';

/** Renames and/or repositions a folder; other folders keep their positions. 404 before 409. */
export async function updateRoomFolder(
  s: Services,
  ctx: ActionContext,
  { roomId, folderId, patch: input }: { roomId: string; folderId: string; patch: { name?: string; position?: number } },
): Promise<RoomFoldersTable> {
  return s.events.transaction(ctx, async (tx) => {
    const room = await loadRoom(s, ctx.workspaceId, roomId, tx.trx);
    const folder = (await roomFolderIn(s, ctx.workspaceId, room.id, folderId, tx.trx))!;
    refuseIfFrozen(room, 'changing a folder');
    const patch: Partial<RoomFoldersTable> = {};
    if (input.name !== undefined && input.name !== folder.name) patch.name = input.name;
    if (input.position !== undefined && input.position !== folder.position) patch.position = input.position;
    if (!Object.keys(patch).length) return folder;
    const now = monotonicIso();
    await updateFolderRow(tx.trx, folder.id, { ...patch, updated_at: now });
    await touchRoom(tx.trx, room.id, now);
    await tx.emit({
      type: 'room.folder_updated',
      description: `Changed ${Object.keys(patch).join(' and ')} of folder "${patch.name ?? folder.name}" in data room "${room.name}"`,
      subject: roomSubject(room),
      metadata: { folderId: folder.id, ...patch },
    });
    return { ...folder, ...patch, updated_at: now };
  });
}
