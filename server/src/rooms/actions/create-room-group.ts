import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { checkGrants, MAX_GROUPS_PER_ROOM, normaliseMembers } from '../group-input.js';
import { loadRoom, roomSubject } from '../index.js';
import * as repo from '../repository.js';

export interface GroupInput {
  name: string;
  members?: string[];
  folderIds?: string[];
  documentIds?: string[];
}

/** A viewer group (allowed while frozen or archived: groups are about access, not contents). */
export async function createRoomGroup(
  s: Services,
  ctx: ActionContext,
  { roomId, group: input }: { roomId: string; group: GroupInput },
): Promise<repo.GroupRow> {
  return s.events.transaction(ctx, async (tx) => {
    const room = await loadRoom(s, ctx.workspaceId, roomId, tx.trx);
    if ((await repo.countGroups(tx.trx, room.id)) >= MAX_GROUPS_PER_ROOM) {
      throw errors.unprocessable(`a room has at most ${MAX_GROUPS_PER_ROOM} viewer groups; delete one first`, {
        maxGroups: MAX_GROUPS_PER_ROOM,
      });
    }
    const grants = await checkGrants(tx.trx, room.id, input.folderIds ?? [], input.documentIds ?? []);
    const now = monotonicIso();
    const id = newId('grp');
    const members = normaliseMembers(input.members ?? []);
    await repo.insertGroup(
      tx.trx,
      {
        id,
        room_id: room.id,
        workspace_id: ctx.workspaceId,
        name: input.name,
        members: JSON.stringify(members),
        created_at: now,
        updated_at: now,
      },
      grants,
    );
    await tx.emit({
      type: 'room.group_created',
      description: `Created viewer group "${input.name}" in data room "${room.name}"`,
      subject: roomSubject(room),
      metadata: {
        groupId: id,
        members: members.length,
        folders: grants.folderIds?.length ?? 0,
        documents: grants.documentIds?.length ?? 0,
      },
    });
    return (await repo.listGroups(tx.trx, room.id, id))[0]!;
  });
}
