import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRoom, roomSubject } from '../index.js';
import { updateRoomRow } from '../repository.js';
import type { DataRoomsTable } from '../tables.js';

export interface UpdateRoomInput {
  name?: string;
  description?: string | null;
  frozen?: boolean;
  archived?: boolean;
}

/**
 * Renames, describes, freezes or archives (each accepted while frozen). Sending the state the room is already in
 * changes nothing: its timestamp is kept. One audit entry per change of state, one for name and description.
 */
export async function updateRoom(
  s: Services,
  ctx: ActionContext,
  { id: roomId, patch: input }: { id: string; patch: UpdateRoomInput },
): Promise<DataRoomsTable> {
  return s.events.transaction(ctx, async (tx) => {
    const before = await loadRoom(s, ctx.workspaceId, roomId, tx.trx);
    const now = monotonicIso();
    const patch: Partial<DataRoomsTable> = {};
    if (input.name !== undefined && input.name !== before.name) patch.name = input.name;
    if (input.description !== undefined && input.description !== before.description)
      patch.description = input.description;
    const frozen = input.frozen === undefined || input.frozen === Boolean(before.frozen_at) ? undefined : input.frozen;
    const archived =
      input.archived === undefined || input.archived === Boolean(before.archived_at) ? undefined : input.archived;
    if (frozen !== undefined) patch.frozen_at = frozen ? now : null;
    if (archived !== undefined) patch.archived_at = archived ? now : null;
    if (Object.keys(patch).length === 0) return before;
    await updateRoomRow(tx.trx, before.id, { ...patch, updated_at: now });
    const after: DataRoomsTable = { ...before, ...patch, updated_at: now };
    const subject = roomSubject(after);
    const renamed = [patch.name !== undefined && 'name', patch.description !== undefined && 'description'].filter(
      Boolean,
    ) as string[];
    if (renamed.length)
      await tx.emit({
        type: 'room.updated',
        description: `Changed ${renamed.join(' and ')} of data room "${after.name}"`,
        subject,
        metadata: { roomId: after.id, changed: renamed },
      });
    if (frozen !== undefined)
      await tx.emit({
        type: frozen ? 'room.frozen' : 'room.unfrozen',
        description: `${frozen ? 'Froze' : 'Unfroze'} data room "${after.name}"`,
        subject,
        metadata: { roomId: after.id },
      });
    if (archived !== undefined)
      await tx.emit({
        type: archived ? 'room.archived' : 'room.unarchived',
        description: `${archived ? 'Archived' : 'Restored'} data room "${after.name}"${archived ? '; its links answer with a closed page' : ''}`,
        subject,
        metadata: { roomId: after.id },
      });
    return after;
  });
}
