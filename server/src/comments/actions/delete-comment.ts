// Deletes the account's own comment; an opener takes its whole thread with it, a reply goes alone.
import { loadDocument, subjectOf } from '../../documents/index.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadComment, refuseIfNotOwn } from '../index.js';
import { deleteComment as removeComment } from '../repository.js';

export async function deleteComment(
  s: Services,
  ctx: ActionContext,
  input: { documentId: string; id: string },
): Promise<void> {
  const doc = await loadDocument(s, ctx.workspaceId, input.documentId);
  await s.events.transaction(ctx, async ({ trx, emit }) => {
    const c = await loadComment(trx, doc.id, input.id);
    refuseIfNotOwn(c, 'only its author can delete it; nothing was deleted');
    await removeComment(trx, c);
    await emit({
      type: 'comment.deleted',
      description: `Deleted a comment${c.parent_id ? '' : ' thread'} on "${doc.title}"`,
      subject: subjectOf(doc),
      metadata: { commentId: c.id },
    });
  });
}
