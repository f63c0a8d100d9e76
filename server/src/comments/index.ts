// Loading a comment of a document (404 when it is not one of that document's).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { errors } from '../platform/errors.js';
import { findComment } from './repository.js';
import type { CommentsTable } from './tables.js';

export async function loadComment(q: Kysely<Database>, documentId: string, id: string): Promise<CommentsTable> {
  const c = await findComment(q, documentId, id);
  if (!c) throw errors.notFound('comment');
  return c;
}

/** Only this account's own comments can have their body edited or be deleted. */
export function refuseIfNotOwn(c: CommentsTable, what: string): void {
  if (!Number(c.by_account)) throw errors.forbidden(`somebody else wrote this comment: ${what}`);
}
