// Comments on a document, or replies to a thread opener (threads are one level deep), then emails the people
// concerned (see notify.ts). The comment is written by the account (the workspace, through one of its keys).
import { documentRecipients, loadDocument, subjectOf } from '../../documents/index.js';
import { senderOf } from '../../workspace/index.js';
import type { CommentCreate } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { addressees, sendNotifications, type SendLog } from '../notify.js';
import { findComment, insertComment, repliesTo } from '../repository.js';
import type { CommentsTable } from '../tables.js';

/** A foreign key refused the write (PostgreSQL 23503, SQLite SQLITE_CONSTRAINT_FOREIGNKEY). */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

const parentRefused = (why: string) =>
  errors.unprocessable(`parentId ${why}`, { fields: [{ field: 'body.parentId', message: why }] });

export interface CreateCommentInput extends CommentCreate {
  documentId: string;
  /** The account writing: the workspace's name and address. */
  account: { name: string; email: string | null };
  /** Where a notification that could not be sent is logged. */
  log: SendLog;
}

export async function createComment(
  s: Services,
  ctx: ActionContext,
  input: CreateCommentInput,
): Promise<{ comment: CommentsTable; threadResolved: boolean; notified: string[] }> {
  const doc = await loadDocument(s, ctx.workspaceId, input.documentId);
  const parentId = input.parentId ?? null;
  const now = monotonicIso();
  const row: CommentsTable = {
    id: newId('cmt'),
    document_id: doc.id,
    workspace_id: ctx.workspaceId,
    parent_id: parentId,
    author_key_id: ctx.actor.kind === 'key' ? ctx.actor.id : null,
    by_account: 1,
    author_name: input.account.name,
    author_email: input.account.email,
    body: input.body,
    quote: input.quote ? input.quote : null,
    resolved: 0,
    created_at: now,
    updated_at: now,
  };
  let thread: CommentsTable[];
  try {
    thread = await s.events.transaction(ctx, async ({ trx, emit }) => {
      let before: CommentsTable[] = [];
      if (parentId) {
        const parent = await findComment(trx, doc.id, parentId);
        if (!parent) throw parentRefused('is not a comment on this document');
        if (parent.parent_id)
          throw parentRefused('is a reply; threads are one level deep: reply to the comment that opened the thread');
        before = [parent, ...(await repliesTo(trx, parent.id))];
      }
      await insertComment(trx, row);
      await emit({
        type: 'comment.created',
        description: `${parentId ? 'Replied to a comment' : 'Commented'} on "${doc.title}"`,
        subject: subjectOf(doc),
        metadata: { commentId: row.id, parentId },
      });
      return before;
    });
  } catch (err) {
    // The opener (or the document) was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) {
      await loadDocument(s, ctx.workspaceId, doc.id);
      throw parentRefused('is not a comment on this document');
    }
    throw err;
  }

  const recipients = await documentRecipients(s.db.kysely, doc.id);
  // A document recipient reads their language; anyone else the workspace's.
  const localeOf = new Map(recipients.map((r) => [r.email?.trim().toLowerCase(), r.locale]));
  const list = addressees({
    ownerEmail: input.account.email,
    authorEmail: input.account.email,
    thread,
    recipients,
    body: row.body,
  }).map((a) => ({ ...a, locale: localeOf.get(a.email.toLowerCase()) ?? null }));
  const notified = await sendNotifications(s.mailer, input.log, list, {
    workspaceId: ctx.workspaceId,
    commentId: row.id,
    title: doc.title,
    authorName: row.author_name ?? input.account.name,
    body: row.body,
    quote: row.quote,
    reply: parentId !== null,
    locale: (await senderOf(s.db.kysely, ctx.workspaceId)).locale,
  });
  return { comment: row, threadResolved: parentId ? Boolean(Number(thread[0].resolved)) : false, notified };
}
