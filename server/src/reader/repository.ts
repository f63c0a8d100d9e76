// Reader feedback in the database: one row per visit and document (migration 050 made the pair unique).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { VisitFeedbackTable } from '../links/tables.js';

type Q = Kysely<Database>;

export async function findFeedback(q: Q, visitId: string, documentId: string): Promise<VisitFeedbackTable | undefined> {
  return q
    .selectFrom('visit_feedback')
    .selectAll()
    .where('visit_id', '=', visitId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** Inserts the visit's first reaction to the document; false when one is there already (also one racing in). */
export async function insertFeedback(q: Q, row: VisitFeedbackTable): Promise<boolean> {
  const rows = await q
    .insertInto('visit_feedback')
    .values(row)
    .onConflict((oc) => oc.columns(['visit_id', 'document_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function replaceFeedback(
  q: Q,
  id: string,
  patch: Pick<VisitFeedbackTable, 'reaction' | 'comment' | 'updated_at'>,
): Promise<VisitFeedbackTable> {
  return q.updateTable('visit_feedback').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
