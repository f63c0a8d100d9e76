import type { RoomDocument } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { addDocumentToRoom, type AddDocumentInput } from '../index.js';

/** POST /rooms/{id}/documents: files (or moves) a live document; answers everything filed. */
export function fileRoomDocument(
  s: Services,
  ctx: ActionContext,
  { roomId, document: input }: { roomId: string; document: AddDocumentInput },
): Promise<RoomDocument[]> {
  return s.events.transaction(ctx, (tx) => addDocumentToRoom(s, tx, ctx.workspaceId, roomId, input));
}
