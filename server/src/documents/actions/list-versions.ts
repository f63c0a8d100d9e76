// A page of a document's history, newest first, without the bodies.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadDocument } from '../index.js';
import { listVersions as versionsOf, type VersionListRow } from '../repository.js';
import type { Page } from '../../platform/pagination.js';

const LIST = 'document-versions';

export async function listVersions(
  s: Services,
  ctx: ActionContext,
  input: { id: string; limit?: number; cursor?: string },
): Promise<Page<VersionListRow>> {
  const doc = await loadDocument(s, ctx.workspaceId, input.id);
  const limit = input.limit ?? 50;
  const list = s.cursors.list(LIST, ctx.workspaceId);
  const rows = await versionsOf(s.db.kysely, doc.id, list.after(input.cursor), limit);
  return list.page(rows, limit, (r) => [r.created_at, r.id]);
}
