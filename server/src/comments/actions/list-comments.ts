// A document's comments, each with its thread's state; the `resolved` filter keeps or drops whole threads.
import { loadDocument } from '../../documents/index.js';
import type { Comment } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { toComment } from '../present.js';
import { listComments as commentsOf } from '../repository.js';

export async function listComments(
  s: Services,
  ctx: ActionContext,
  input: { documentId: string; resolved?: boolean },
): Promise<Comment[]> {
  const doc = await loadDocument(s, ctx.workspaceId, input.documentId);
  const rows = await commentsOf(s.db.kysely, doc.id);
  const openers = new Map(rows.filter((r) => !r.parent_id).map((r) => [r.id, Boolean(Number(r.resolved))]));
  return rows
    .map((r) => toComment(r, r.parent_id ? (openers.get(r.parent_id) ?? false) : Boolean(Number(r.resolved))))
    .filter((c) => input.resolved === undefined || c.resolved === input.resolved);
}
