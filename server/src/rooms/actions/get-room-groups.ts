// GET /rooms/{id}/groups and GET /rooms/{id}/groups/{groupId}: a room's viewer groups, or one of them (404 when the
// room has no such group).
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadRoom } from '../index.js';
import { listGroups, type GroupRow } from '../repository.js';

export async function listRoomGroups(s: Services, ctx: ActionContext, roomId: string): Promise<GroupRow[]> {
  const room = await loadRoom(s, ctx.workspaceId, roomId);
  return listGroups(s.db.kysely, room.id);
}

export async function getRoomGroup(
  s: Services,
  ctx: ActionContext,
  { roomId, groupId }: { roomId: string; groupId: string },
): Promise<GroupRow> {
  const room = await loadRoom(s, ctx.workspaceId, roomId);
  const [group] = await listGroups(s.db.kysely, room.id, groupId);
  if (!group) throw errors.notFound('viewer group');
  return group;
}
