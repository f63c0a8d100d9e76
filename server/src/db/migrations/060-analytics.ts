import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Reading analytics. Per-section figures are read straight from visit_sections through a covering index (one
// pass per document); what needs each visit's furthest section (stoppedHere, reached) reads a per-visit,
// per-document rollup kept by triggers on visit_sections, so it stays right whichever code writes attention
// and however often heartbeats arrive. The rollup has one row per visit and document: heartbeats of different
// visits never touch the same row (no hot shared counters to queue on).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_visit_documents')
    .addColumn('visit_id', 'text', (c) => c.notNull().references('link_visits.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('data_room_id', 'text')
    /** Attention on this document in this visit: the sum of its visit_sections.visible_ms. */
    .addColumn('visible_ms', 'bigint', (c) => c.notNull())
    /** Highest section index with any attention; -1 when none has any. */
    .addColumn('furthest_index', 'integer', (c) => c.notNull())
    /** Sections with any attention. */
    .addColumn('sections_seen', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visit_documents_pk', ['visit_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('analytics_visit_documents_doc')
    .on('analytics_visit_documents')
    .columns(['document_id', 'furthest_index', 'visible_ms'])
    .execute();
  await db.schema
    .createIndex('analytics_visit_documents_link')
    .on('analytics_visit_documents')
    .columns(['link_id', 'document_id'])
    .execute();
  // Per-section figures: one ordered pass per document and section (counts, sums, medians by offset).
  await db.schema
    .createIndex('visit_sections_analytics')
    .on('visit_sections')
    .columns(['document_id', 'section_index', 'visible_ms'])
    .execute();
  // Views of a document; the export by openedAt; the summary's period scans.
  await db.schema.createIndex('link_visits_document').on('link_visits').columns(['document_id', 'opened_at']).execute();
  await db.schema.createIndex('link_visits_opened').on('link_visits').columns(['workspace_id', 'opened_at']).execute();

  const seen = (v: string) => `case when ${v}.visible_ms > 0 then 1 else 0 end`;
  const furthestOf = (v: string) => `case when ${v}.visible_ms > 0 then ${v}.section_index else -1 end`;
  const recount = (v: string) =>
    `(select coalesce(max(s.section_index), -1) from visit_sections s where s.visit_id = ${v}.visit_id and s.document_id = ${v}.document_id and s.visible_ms > 0)`;
  const t = 'analytics_visit_documents';
  const insert = (greatest: string) => `
    insert into ${t} (visit_id, document_id, workspace_id, link_id, data_room_id, visible_ms, furthest_index, sections_seen)
    select new.visit_id, new.document_id, v.workspace_id, v.link_id, v.data_room_id, new.visible_ms, ${furthestOf('new')}, ${seen('new')}
    from link_visits v where v.id = new.visit_id
    on conflict (visit_id, document_id) do update set
      visible_ms = ${t}.visible_ms + excluded.visible_ms,
      furthest_index = ${greatest}(${t}.furthest_index, excluded.furthest_index),
      sections_seen = ${t}.sections_seen + excluded.sections_seen`;
  // Attention only grows in practice; a section falling back to zero recounts the furthest one.
  const update = (greatest: string) => `
    update ${t} set
      visible_ms = visible_ms + new.visible_ms - old.visible_ms,
      furthest_index = case when new.visible_ms > 0 then ${greatest}(furthest_index, new.section_index) else ${recount('new')} end,
      sections_seen = sections_seen + ${seen('new')} - ${seen('old')}
    where visit_id = new.visit_id and document_id = new.document_id`;
  const remove = `
    update ${t} set visible_ms = visible_ms - old.visible_ms, furthest_index = ${recount('old')}, sections_seen = sections_seen - ${seen('old')}
    where visit_id = old.visit_id and document_id = old.document_id`;

  if (isPostgres(db)) {
    await sql
      .raw(
        `create function analytics_visit_sections_rollup() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${insert('greatest')};
          elsif tg_op = 'UPDATE' then ${update('greatest')};
          else ${remove};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger analytics_visit_sections_rollup after insert or update of visible_ms or delete on visit_sections for each row execute function analytics_visit_sections_rollup()`.execute(
      db,
    );
  } else {
    await sql
      .raw(`create trigger analytics_visit_sections_insert after insert on visit_sections begin ${insert('max')}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_visit_sections_update after update of visible_ms on visit_sections when new.visible_ms <> old.visible_ms begin ${update('max')}; end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger analytics_visit_sections_delete after delete on visit_sections begin ${remove}; end`)
      .execute(db);
  }

  await backfillVisitDocuments(db);
}

/** The per-visit rollup of attention already recorded (also used by bench/analytics.mjs after a bulk load). */
export async function backfillVisitDocuments(db: Kysely<any>): Promise<void> {
  await sql`
    insert into analytics_visit_documents (visit_id, document_id, workspace_id, link_id, data_room_id, visible_ms, furthest_index, sections_seen)
    select s.visit_id, s.document_id, v.workspace_id, v.link_id, v.data_room_id, sum(s.visible_ms),
      coalesce(max(case when s.visible_ms > 0 then s.section_index end), -1), sum(case when s.visible_ms > 0 then 1 else 0 end)
    from visit_sections s join link_visits v on v.id = s.visit_id group by s.visit_id, s.document_id, v.workspace_id, v.link_id, v.data_room_id`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger analytics_visit_sections_rollup on visit_sections`.execute(db);
    await sql`drop function analytics_visit_sections_rollup()`.execute(db);
  } else {
    for (const t of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger analytics_visit_sections_${t}`).execute(db);
  }
  for (const i of ['visit_sections_analytics', 'link_visits_document', 'link_visits_opened'])
    await db.schema.dropIndex(i).execute();
  await db.schema.dropTable('analytics_visit_documents').execute();
}
