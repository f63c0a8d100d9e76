// The comments domain's queries. Comments belong to a document; the document's workspace check comes first
// (loadDocument), so these look comments up by document.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CommentsTable } from './tables.js';

type Q = Kysely<Database>;

/** The comments of one document or one thread opener, oldest first (the order every list of them is read in). */
function oldestFirst(q: Q, of: 'document_id' | 'parent_id', id: string): Promise<CommentsTable[]> {
  return q.selectFrom('comments').selectAll().where(of, '=', id).orderBy('created_at').orderBy('id').execute();
}

/** A document's comments, oldest first (openers and replies together). */
export function listComments(q: Q, documentId: string): Promise<CommentsTable[]> {
  return oldestFirst(q, 'document_id', documentId);
}

export function findComment(q: Q, documentId: string, id: string): Promise<CommentsTable | undefined> {
  return q
    .selectFrom('comments')
    .selectAll()
    .where('id', '=', id)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** A thread opener's replies, oldest first. */
export function repliesTo(q: Q, openerId: string): Promise<CommentsTable[]> {
  return oldestFirst(q, 'parent_id', openerId);
}

/** The thread's state: an opener's own, a reply's opener's. */
export async function threadResolved(q: Q, c: CommentsTable): Promise<boolean> {
  if (!c.parent_id) return Boolean(Number(c.resolved));
  const opener = await q.selectFrom('comments').select('resolved').where('id', '=', c.parent_id).executeTakeFirst();
  return Boolean(Number(opener?.resolved ?? 0));
}

export async function insertComment(q: Q, row: CommentsTable): Promise<void> {
  await q.insertInto('comments').values(row).execute();
}

export function updateComment(q: Q, id: string, patch: Partial<CommentsTable>): Promise<CommentsTable | undefined> {
  return q.updateTable('comments').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes a comment; an opener takes its whole thread with it, whoever wrote the replies. */
export async function deleteComment(q: Q, c: CommentsTable): Promise<void> {
  if (!c.parent_id) await q.deleteFrom('comments').where('parent_id', '=', c.id).execute();
  await q.deleteFrom('comments').where('id', '=', c.id).execute();
}
