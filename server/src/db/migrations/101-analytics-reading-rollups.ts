import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// The value buckets of the histograms as this migration defined them, a frozen copy (a migration imports no live
// code, so its SQL never changes): every value below 128 its own bucket, above, each power of two cut into 64.
// analytics/buckets.ts keeps the live definition, and a test checks that the two agree.
export function bucketSql(col: string): string {
  const cases: string[] = [];
  for (let e = 1; e <= 46; e++) cases.push(`when ${col} < ${128 * 2 ** e} then ((${col} >> ${e}) << ${e})`);
  return `(case when ${col} < 128 then ${col} ${cases.join(' ')} else ((${col} >> 47) << 47) end)`;
}

// Reading analytics at scale, and one definition of a document's reading time.
//
// Reading time (spec: DocumentAnalytics.totalMs). A heartbeat credits each section it reports and grows the visit
// by the largest credit (sections on screen together share the same seconds); it writes every section with the
// same instant (last_seen_at) and adds that visit time to each section's total_ms. The rollup per visit and
// document (analytics_visit_documents) now keeps `reading_ms`: the visit time of each heartbeat counted once,
// told apart by that instant (`credited_at`). A document link's visit reads exactly its totalMs; a room visit
// splits its totalMs between the documents it read.
//
// Per-section figures at millions of rows: a log of attention changes (analytics_section_log, appended by the
// same trigger, no shared row) is folded by a recurring job into value histograms per document and section
// (analytics_section_hist: count and sum per value bucket, analytics/buckets.ts). A read merges the histogram
// with the log rows not folded yet, in one snapshot, and refines medians and reader counts inside one bucket
// from the visit_sections index: exact, whatever the job's lag.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable('analytics_visit_documents')
    .addColumn('reading_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('analytics_visit_documents').addColumn('credited_at', 'text').execute();
  // The per-document pass (furthest sections, reading time, room views) reads this index only.
  await db.schema.dropIndex('analytics_visit_documents_doc').execute();
  await db.schema
    .createIndex('analytics_visit_documents_doc')
    .on('analytics_visit_documents')
    .columns(['document_id', 'furthest_index', 'reading_ms', 'data_room_id'])
    .execute();

  let log = db.schema.createTable('analytics_section_log');
  log = pg
    ? log.addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    : log.addColumn('id', 'integer', (c) => c.primaryKey());
  await log
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('section_index', 'integer', (c) => c.notNull())
    .addColumn('old_ms', 'bigint', (c) => c.notNull())
    .addColumn('new_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_section_log_doc')
    .on('analytics_section_log')
    .columns(['document_id'])
    .execute();
  await db.schema
    .createTable('analytics_section_hist')
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('section_index', 'integer', (c) => c.notNull())
    .addColumn('lo', 'bigint', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('sum_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_section_hist_pk', ['document_id', 'section_index', 'lo'])
    .execute();

  // The rollup triggers of migration 060, now also keeping reading_ms and the log.
  const t = 'analytics_visit_documents';
  const greatest = pg ? 'greatest' : 'max';
  const seen = (v: string) => `case when ${v}.visible_ms > 0 then 1 else 0 end`;
  const furthestOf = (v: string) => `case when ${v}.visible_ms > 0 then ${v}.section_index else -1 end`;
  const recount = (v: string) =>
    `(select coalesce(max(s.section_index), -1) from visit_sections s where s.visit_id = ${v}.visit_id and s.document_id = ${v}.document_id and s.visible_ms > 0)`;
  const logged = (v: string, oldMs: string, newMs: string) =>
    `insert into analytics_section_log (document_id, section_index, old_ms, new_ms) values (${v}.document_id, ${v}.section_index, ${oldMs}, ${newMs})`;
  const insert = `
    insert into ${t} (visit_id, document_id, workspace_id, link_id, data_room_id, visible_ms, furthest_index, sections_seen, reading_ms, credited_at)
    select new.visit_id, new.document_id, v.workspace_id, v.link_id, v.data_room_id, new.visible_ms, ${furthestOf('new')}, ${seen('new')}, new.total_ms, new.last_seen_at
    from link_visits v where v.id = new.visit_id
    on conflict (visit_id, document_id) do update set
      visible_ms = ${t}.visible_ms + excluded.visible_ms,
      furthest_index = ${greatest}(${t}.furthest_index, excluded.furthest_index),
      sections_seen = ${t}.sections_seen + excluded.sections_seen,
      reading_ms = ${t}.reading_ms + case when ${t}.credited_at = excluded.credited_at then 0 else excluded.reading_ms end,
      credited_at = excluded.credited_at`;
  const update = `
    update ${t} set
      visible_ms = visible_ms + new.visible_ms - old.visible_ms,
      furthest_index = case when new.visible_ms > 0 then ${greatest}(furthest_index, new.section_index) else ${recount('new')} end,
      sections_seen = sections_seen + ${seen('new')} - ${seen('old')},
      reading_ms = reading_ms + case when credited_at = new.last_seen_at then 0 else ${greatest}(0, new.total_ms - old.total_ms) end,
      credited_at = new.last_seen_at
    where visit_id = new.visit_id and document_id = new.document_id`;
  const remove = `
    update ${t} set visible_ms = visible_ms - old.visible_ms, furthest_index = ${recount('old')}, sections_seen = sections_seen - ${seen('old')}
    where visit_id = old.visit_id and document_id = old.document_id`;

  // Room documents' daily attention (migration 061's rdoc rows) follows reading time too.
  const rdoc = (x: string, views: string, ms: string) => `
    insert into analytics_daily (workspace_id, dim, day, key, views, total_ms, completion_sum, downloads, anonymous, last_seen_at)
    select ${x}.workspace_id, 'rdoc', (select substr(v.started_at, 1, 10) from link_visits v where v.id = ${x}.visit_id), ${x}.document_id, ${views}, ${ms}, 0, 0, 0, ''
    where ${x}.data_room_id is not null and exists (select 1 from link_visits v where v.id = ${x}.visit_id)
    on conflict (workspace_id, dim, day, key) do update set
      views = analytics_daily.views + excluded.views, total_ms = analytics_daily.total_ms + excluded.total_ms,
      completion_sum = analytics_daily.completion_sum + excluded.completion_sum, downloads = analytics_daily.downloads + excluded.downloads,
      anonymous = analytics_daily.anonymous + excluded.anonymous, last_seen_at = ${greatest}(analytics_daily.last_seen_at, excluded.last_seen_at)`;

  if (pg) {
    await sql`drop trigger analytics_visit_sections_rollup on visit_sections`.execute(db);
    await sql
      .raw(
        `create or replace function analytics_visit_sections_rollup() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${insert}; ${logged('new', '0', 'new.visible_ms')};
          elsif tg_op = 'UPDATE' then ${update}; ${logged('new', 'old.visible_ms', 'new.visible_ms')};
          else ${remove}; ${logged('old', 'old.visible_ms', '0')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger analytics_visit_sections_rollup after insert or update of visible_ms or delete on visit_sections for each row execute function analytics_visit_sections_rollup()`.execute(
      db,
    );
    await sql`drop trigger analytics_daily_room_documents on analytics_visit_documents`.execute(db);
    await sql
      .raw(
        `create or replace function analytics_daily_room_documents() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${rdoc('new', '1', 'new.reading_ms')};
          elsif tg_op = 'UPDATE' then ${rdoc('new', '0', 'new.reading_ms - old.reading_ms')};
          else ${rdoc('old', '-1', '-old.reading_ms')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger analytics_daily_room_documents after insert or update of reading_ms or delete on analytics_visit_documents for each row execute function analytics_daily_room_documents()`.execute(
      db,
    );
  } else {
    for (const x of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger analytics_visit_sections_${x}`).execute(db);
    for (const x of ['insert', 'update', 'delete']) await sql.raw(`drop trigger analytics_daily_rdoc_${x}`).execute(db);
    await sql
      .raw(
        `create trigger analytics_visit_sections_insert after insert on visit_sections begin ${insert}; ${logged('new', '0', 'new.visible_ms')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_visit_sections_update after update of visible_ms on visit_sections when new.visible_ms <> old.visible_ms begin ${update}; ${logged('new', 'old.visible_ms', 'new.visible_ms')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_visit_sections_delete after delete on visit_sections begin ${remove}; ${logged('old', 'old.visible_ms', '0')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_daily_rdoc_insert after insert on analytics_visit_documents begin ${rdoc('new', '1', 'new.reading_ms')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_daily_rdoc_update after update of reading_ms on analytics_visit_documents begin ${rdoc('new', '0', 'new.reading_ms - old.reading_ms')}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_daily_rdoc_delete after delete on analytics_visit_documents begin ${rdoc('old', '-1', '-old.reading_ms')}; end`,
      )
      .execute(db);
  }

  await backfillReading(db);
  await backfillHistograms(db);
}

/** Reading time and room documents' daily totals of what was recorded before (also used by bench/analytics.mjs). */
export async function backfillReading(db: Kysely<any>): Promise<void> {
  // Reading time recorded before this migration: a document link's visit read its totalMs; a room visit that read
  // one document, its totalMs; one that read several, at least its longest section's visit time on each.
  await sql`
    update analytics_visit_documents set reading_ms = coalesce((
      select case when v.data_room_id is null or (select count(*) from analytics_visit_documents o where o.visit_id = v.id) = 1 then v.total_ms
        else (select max(s.total_ms) from visit_sections s where s.visit_id = v.id and s.document_id = analytics_visit_documents.document_id) end
      from link_visits v where v.id = analytics_visit_documents.visit_id), 0)`.execute(db);
  await sql`delete from analytics_daily where dim = 'rdoc'`.execute(db);
  await sql`
    insert into analytics_daily (workspace_id, dim, day, key, views, total_ms, completion_sum, downloads, anonymous, last_seen_at)
    select v.workspace_id, 'rdoc', substr(v.started_at, 1, 10), a.document_id, count(*), sum(a.reading_ms), 0, 0, 0, ''
    from analytics_visit_documents a join link_visits v on v.id = a.visit_id where a.data_room_id is not null
    group by v.workspace_id, substr(v.started_at, 1, 10), a.document_id`.execute(db);
}

/** The histograms of the attention already recorded, straight from visit_sections (the log starts empty). */
export async function backfillHistograms(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `insert into analytics_section_hist (document_id, section_index, lo, n, sum_ms)
      select document_id, section_index, ${bucketSql('visible_ms')}, count(*), sum(visible_ms) from visit_sections where visible_ms > 0
      group by document_id, section_index, ${bucketSql('visible_ms')}`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('101-analytics-reading-rollups cannot be undone');
}
