// The writes of hand-built visits (seed.ts: tests and the benchmark, not the running server), in the visit tables
// as the viewer stores them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LinkVisitsTable, VisitFeedbackTable, VisitSectionsTable } from '../../links/tables.js';
import type { RollupVisit } from '../attention-rollup.js';
import { DAILY_COLUMNS, type DailyVisit } from '../daily.js';

type Q = Kysely<Database>;

/** Section rows per statement, under the engines' bound-parameter limits. */
const SECTIONS_PER_STATEMENT = 1000;

export const seeded = {
  async insertVisits(q: Q, rows: LinkVisitsTable[]): Promise<void> {
    await q.insertInto('link_visits').values(rows).execute();
  },

  async insertSections(q: Q, rows: VisitSectionsTable[]): Promise<void> {
    for (let k = 0; k < rows.length; k += SECTIONS_PER_STATEMENT)
      await q
        .insertInto('visit_sections')
        .values(rows.slice(k, k + SECTIONS_PER_STATEMENT))
        .execute();
  },

  /** Adds attention to a section of a visit (insert, or add to the existing row); the section's attention after it. */
  async addSectionAttention(
    q: Q,
    a: { visitId: string; documentId: string; index: number; visibleMs: number; at: string },
  ): Promise<number> {
    const row = await q
      .insertInto('visit_sections')
      .values({
        visit_id: a.visitId,
        document_id: a.documentId,
        section_index: a.index,
        visible_ms: a.visibleMs,
        total_ms: a.visibleMs,
        opens: 1,
        completion: 1,
        last_seen_at: a.at,
      })
      .onConflict((oc) =>
        oc.columns(['visit_id', 'document_id', 'section_index']).doUpdateSet((eb) => ({
          visible_ms: eb('visit_sections.visible_ms', '+', a.visibleMs),
          total_ms: eb('visit_sections.total_ms', '+', a.visibleMs),
          last_seen_at: a.at,
        })),
      )
      .returning('visible_ms')
      .executeTakeFirstOrThrow();
    return Number(row.visible_ms);
  },

  /** Adds time to a visit; the visit as the rollups take it. */
  /** The visit after, with what its rollups and daily totals read (DAILY_COLUMNS). */
  addVisitTime(
    q: Q,
    { visitId, ms, at }: { visitId: string; ms: number; at: string },
  ): Promise<RollupVisit & DailyVisit> {
    return q
      .updateTable('link_visits')
      .set((eb) => ({ total_ms: eb('total_ms', '+', ms), last_seen_at: at }))
      .where('id', '=', visitId)
      .returning(['id', 'data_room_id', ...DAILY_COLUMNS])
      .executeTakeFirstOrThrow();
  },

  /** A reaction on a visit's document; a later one replaces it (one row per visit and document, as the viewer keeps). */
  async putFeedback(q: Q, row: VisitFeedbackTable): Promise<void> {
    await q
      .insertInto('visit_feedback')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['visit_id', 'document_id'])
          .doUpdateSet({ reaction: row.reaction, comment: row.comment, updated_at: row.updated_at }),
      )
      .execute();
  },
};
