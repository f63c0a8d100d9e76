// GET /rooms/{id}/folders: the room's folders in display order.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadRoom } from '../index.js';
import { listFolders } from '../repository.js';
import type { RoomFoldersTable } from '../tables.js';

export async function listRoomFolders(s: Services, ctx: ActionContext, roomId: string): Promise<RoomFoldersTable[]> {
  const room = await loadRoom(s, ctx.workspaceId, roomId);
  return listFolders(s.db.kysely, room.id);
}
