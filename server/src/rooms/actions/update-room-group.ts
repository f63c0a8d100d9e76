import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { checkGrants, normaliseMembers } from '../group-input.js';
import { loadRoom, roomSubject } from '../index.js';
import * as repo from '../repository.js';

/** Renames or replaces members, folders or documents (each list sent replaces the current one). */
export async function updateRoomGroup(
  s: Services,
  ctx: ActionContext,
  {
    roomId,
    groupId,
    patch: input,
  }: {
    roomId: string;
    groupId: string;
    patch: Partial<{ name: string; members: string[]; folderIds: string[]; documentIds: string[] }>;
  },
): Promise<repo.GroupRow> {
  return s.events.transaction(ctx, async (tx) => {
    const room = await loadRoom(s, ctx.workspaceId, roomId, tx.trx);
    const [before] = await repo.listGroups(tx.trx, room.id, groupId);
    if (!before) throw errors.notFound('viewer group');
    const grants = await checkGrants(tx.trx, room.id, input.folderIds, input.documentIds);
    const now = monotonicIso();
    const patch: { name?: string; members?: string } = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.members !== undefined) patch.members = JSON.stringify(normaliseMembers(input.members));
    await repo.updateGroup(tx.trx, before.id, { ...patch, updated_at: now }, grants);
    const changed = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
    await tx.emit({
      type: 'room.group_updated',
      description: `Changed ${changed.join(', ')} of viewer group "${patch.name ?? before.name}" in data room "${room.name}"`,
      subject: roomSubject(room),
      metadata: { groupId: before.id, changed },
    });
    return (await repo.listGroups(tx.trx, room.id, before.id))[0]!;
  });
}
