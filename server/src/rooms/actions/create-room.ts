import { refuseOverCeiling } from '../../plans/ceiling.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { roomSubject } from '../index.js';
import { countLiveRooms, insertRoom } from '../repository.js';
import type { DataRoomsTable } from '../tables.js';

/** An empty room (not frozen, not archived); 422 at the plan's room ceiling. */
export async function createRoom(
  s: Services,
  ctx: ActionContext,
  input: { name: string; description?: string | null },
): Promise<DataRoomsTable> {
  return s.events.transaction(ctx, async (tx) => {
    await refuseOverCeiling(s, tx.trx, ctx.workspaceId, 'rooms', (trx) => countLiveRooms(trx, ctx.workspaceId));
    const now = monotonicIso();
    const room: DataRoomsTable = {
      id: newId('room'),
      workspace_id: ctx.workspaceId,
      name: input.name,
      description: input.description ?? null,
      frozen_at: null,
      archived_at: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    };
    await insertRoom(tx.trx, room);
    await tx.emit({
      type: 'room.created',
      description: `Created data room "${room.name}"`,
      subject: roomSubject(room),
      metadata: { roomId: room.id },
    });
    return room;
  });
}
