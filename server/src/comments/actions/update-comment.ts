// Edits the account's own comment, or resolves or reopens a thread (on its opener only). Every check comes before
// any change: a refused request changes nothing, `resolved` included.
import { loadDocument, subjectOf } from '../../documents/index.js';
import type { Comment, CommentUpdate } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadComment, refuseIfNotOwn } from '../index.js';
import { toComment } from '../present.js';
import { threadResolved, updateComment as writeComment } from '../repository.js';
import type { CommentsTable } from '../tables.js';

export async function updateComment(
  s: Services,
  ctx: ActionContext,
  input: { documentId: string; id: string; patch: CommentUpdate },
): Promise<Comment> {
  const b = input.patch;
  const doc = await loadDocument(s, ctx.workspaceId, input.documentId);
  return s.events.transaction(ctx, async ({ trx, emit }) => {
    const c = await loadComment(trx, doc.id, input.id);
    if (b.body !== undefined) refuseIfNotOwn(c, 'only its author can change the body; nothing was changed');
    if (b.resolved !== undefined && c.parent_id) {
      throw errors.unprocessable('a reply cannot be resolved on its own: resolve the comment that opened the thread', {
        threadId: c.parent_id,
        fields: [{ field: 'body.resolved', message: 'only on the comment that opened the thread' }],
      });
    }
    const patch: Partial<CommentsTable> = {};
    if (b.body !== undefined && b.body !== c.body) patch.body = b.body;
    if (b.resolved !== undefined && (b.resolved ? 1 : 0) !== Number(c.resolved)) patch.resolved = b.resolved ? 1 : 0;
    let after = c;
    if (Object.keys(patch).length) {
      const updated = await writeComment(trx, c.id, { ...patch, updated_at: monotonicIso() });
      if (!updated) throw errors.notFound('comment');
      after = updated;
      const what =
        patch.resolved === undefined
          ? 'Edited a comment'
          : patch.resolved
            ? 'Resolved a comment thread'
            : 'Reopened a comment thread';
      await emit({
        type: 'comment.updated',
        description: `${what} on "${doc.title}"`,
        subject: subjectOf(doc),
        metadata: { commentId: c.id, changed: Object.keys(patch) },
      });
    }
    return toComment(after, await threadResolved(trx, after));
  });
}
