// GET /links: the workspace's live links, newest first, filtered by document, room or whether they answer.
import type { ActionContext } from '../../platform/context.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import { listLinks as listLinkRows } from '../repository.js';
import type { ShareLinksTable } from '../tables.js';

export async function listLinks(
  s: Services,
  ctx: ActionContext,
  input: { documentId?: string; dataRoomId?: string; active?: boolean; cursor?: string; limit?: number },
): Promise<Page<ShareLinksTable>> {
  const list = s.cursors.list('links', ctx.workspaceId);
  const limit = input.limit ?? 50;
  const { documentId, dataRoomId, active } = input;
  const rows = await listLinkRows(s.db.kysely, {
    workspaceId: ctx.workspaceId,
    documentId,
    dataRoomId,
    active,
    after: list.after(input.cursor),
    limit,
  });
  return list.page(rows, limit, (r) => [r.created_at, r.id]);
}
