// What other domains may use of envelopes.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Drops the field placements of an uploaded PDF on pages past `pageCount` (its file was replaced by a shorter
 * one), in the caller's transaction; returns how many were dropped (`droppedFields`).
 */
export async function dropPlacementsPastPage(
  q: Kysely<Database>,
  documentId: string,
  pageCount: number,
): Promise<number> {
  const res = await q
    .deleteFrom('document_fields')
    .where('document_id', '=', documentId)
    .where('page', '>', pageCount)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
