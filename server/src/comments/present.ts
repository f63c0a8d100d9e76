// Comments as the API shows them.
import type { Comment } from '../generated/api/types.gen.js';
import type { CommentsTable } from './tables.js';

/** `threadResolved` is the opener's state: a reply shows its thread's, as the spec has it. */
export function toComment(c: CommentsTable, threadResolved: boolean): Comment {
  return {
    id: c.id,
    documentId: c.document_id,
    parentId: c.parent_id,
    authorName: c.author_name ?? '',
    authorEmail: c.author_email,
    body: c.body,
    quote: c.quote,
    resolved: threadResolved,
    createdAt: c.created_at,
  };
}
