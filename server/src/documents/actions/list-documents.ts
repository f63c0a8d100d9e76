// A page of the workspace's documents (filters, search, the trash), most recently changed first. The page's JSON
// is written by the database (repository.ts listDocumentsPage).
import type { ListDocumentsData } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { listDocumentsPage } from '../repository.js';

const LIST = 'documents';

export async function listDocuments(
  s: Services,
  ctx: ActionContext,
  input: NonNullable<ListDocumentsData['query']>,
): Promise<{ json: string; nextCursor: string | null }> {
  const list = s.cursors.list(LIST, ctx.workspaceId);
  // The filters (q, status, kind, folderId, inLibrary) pass as they are: the query schema admits no other member.
  const { cursor, limit = 50, trashed = false, ...filters } = input;
  const p = await listDocumentsPage(s.db.kysely, {
    ...filters,
    workspaceId: ctx.workspaceId,
    trashed,
    after: list.after(cursor),
    limit,
  });
  return { json: p.data, nextCursor: list.next(p.after) };
}
