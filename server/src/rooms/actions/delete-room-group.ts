import { disableGroupLinks } from '../../links/index.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadRoom, roomSubject } from '../index.js';
import * as repo from '../repository.js';

/** Deletes the group and switches its links off for good (each emitting link.disabled); links and visits are kept. */
export async function deleteRoomGroup(
  s: Services,
  ctx: ActionContext,
  { roomId, groupId }: { roomId: string; groupId: string },
): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const room = await loadRoom(s, ctx.workspaceId, roomId, tx.trx);
    const [group] = await repo.listGroups(tx.trx, room.id, groupId);
    if (!group) throw errors.notFound('viewer group');
    await repo.deleteGroupRow(tx.trx, group.id);
    const disabled = await disableGroupLinks(s, tx, group.id, `its viewer group "${group.name}" was deleted`);
    await tx.emit({
      type: 'room.group_deleted',
      description: `Deleted viewer group "${group.name}" of data room "${room.name}"; ${disabled} link(s) switched off for good`,
      subject: roomSubject(room),
      metadata: { groupId: group.id, linksDisabled: disabled },
    });
  });
}
