// GET /rooms: the workspace's live rooms, newest first (archived ones only, or none, when asked).
import type { Room } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import { toRoom } from '../present.js';
import { listRoomRows } from '../repository.js';

export async function listRooms(
  s: Services,
  ctx: ActionContext,
  input: { cursor?: string; limit?: number; archived?: boolean },
): Promise<Page<Room>> {
  const list = s.cursors.list('rooms', ctx.workspaceId);
  const limit = input.limit ?? 50;
  const rows = await listRoomRows(
    s.db.kysely,
    ctx.workspaceId,
    { archived: input.archived },
    list.after(input.cursor),
    limit,
  );
  const p = list.page(rows, limit, (r) => [r.created_at, r.id]);
  return { items: p.items.map(toRoom), nextCursor: p.nextCursor };
}
