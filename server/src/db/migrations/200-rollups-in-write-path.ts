import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// The reading rollups (per visit and document, the section log, the room documents' daily totals) are computed in
// TypeScript inside the one write path, from the credit the attention lane holds (analytics/attention-rollup.ts),
// no longer by triggers on every insert and update of visit_sections and analytics_visit_documents, written once
// per dialect (migrations 101 and 192). The delete triggers stay: rows go only with their visit, by the foreign
// keys' cascade (a document's purge), which no code sees row by row, and the histograms and daily totals must
// lose what the rows carried.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of ['inserted', 'updated']) {
      await sql.raw(`drop trigger analytics_visit_sections_${name} on visit_sections`).execute(db);
      await sql.raw(`drop function analytics_visit_sections_${name}()`).execute(db);
    }
    // One trigger for the three operations (migration 101): now for deletes only; its function is unchanged.
    await sql`drop trigger analytics_daily_room_documents on analytics_visit_documents`.execute(db);
    await sql`create trigger analytics_daily_room_documents after delete on analytics_visit_documents for each row execute function analytics_daily_room_documents()`.execute(
      db,
    );
  } else {
    for (const name of [
      'analytics_visit_sections_insert',
      'analytics_visit_sections_update',
      'analytics_daily_rdoc_insert',
      'analytics_daily_rdoc_update',
    ])
      await sql.raw(`drop trigger ${name}`).execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('200-rollups-in-write-path cannot be undone');
}
