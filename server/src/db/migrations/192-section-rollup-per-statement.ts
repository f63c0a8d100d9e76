import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// PostgreSQL: the rollup of visit_sections into analytics_visit_documents and analytics_section_log (migration
// 101) runs once per statement over its transition tables, not once per row. The attention writer upserts a
// whole batch's sections in one statement (visits/attention-pg.ts); per row, each section cost a plpgsql call, an
// update of its visit's document row and a log insert: measured, 140 µs of PostgreSQL's CPU per heartbeat of two
// sections, more than its share of everything else. Now each (visit, document) row is updated once per statement
// and the log written in one insert.
//
// The figures are those of the per-row trigger: visible time, sections seen and furthest section add up alike.
// Reading time (reading_ms) adds, as before, the visit time of each heartbeat once, told apart by its instant
// (last_seen_at, kept in credited_at): per statement, once per distinct instant among a document's rows that
// differs from the one already credited. Rows of one instant carry the same visit time when one heartbeat wrote
// them; when several heartbeats of one batch touched different sections, the per-row trigger's sum depended on
// the order rows happened to fire in, and this one takes the largest of an instant's rows in instant order.
// SQLite keeps its per-row triggers: it has no transition tables, and its writes cost no round trip.
const avd = 'analytics_visit_documents';
const recount = `(select coalesce(max(s.section_index), -1) from visit_sections s where s.visit_id = a.visit_id and s.document_id = a.document_id and s.visible_ms > 0)`;

// Per (visit, document, instant): the visit time a heartbeat credited (the rows' total_ms growth) for reading_ms.
const inserted = `
  insert into analytics_section_log (document_id, section_index, old_ms, new_ms) select document_id, section_index, 0, visible_ms from new_rows;
  with per_seen as (
    select visit_id, document_id, last_seen_at as seen, max(total_ms) as delta from new_rows group by 1, 2, 3
  ),
  per_doc as (
    select n.visit_id, n.document_id, sum(n.visible_ms) as visible_ms,
      coalesce(max(n.section_index) filter (where n.visible_ms > 0), -1) as furthest_index,
      count(*) filter (where n.visible_ms > 0) as sections_seen
    from new_rows n group by 1, 2
  ),
  reading as (
    select p.visit_id, p.document_id, sum(case when p.seen is not distinct from a.credited_at then 0 else p.delta end) as reading_ms, max(p.seen) as credited_at
    from per_seen p left join ${avd} a on a.visit_id = p.visit_id and a.document_id = p.document_id group by 1, 2
  )
  insert into ${avd} as a (visit_id, document_id, workspace_id, link_id, data_room_id, visible_ms, furthest_index, sections_seen, reading_ms, credited_at)
  select d.visit_id, d.document_id, v.workspace_id, v.link_id, v.data_room_id, d.visible_ms, d.furthest_index, d.sections_seen, r.reading_ms, r.credited_at
  from per_doc d join reading r using (visit_id, document_id) join link_visits v on v.id = d.visit_id
  on conflict (visit_id, document_id) do update set
    visible_ms = a.visible_ms + excluded.visible_ms,
    furthest_index = greatest(a.furthest_index, excluded.furthest_index),
    sections_seen = a.sections_seen + excluded.sections_seen,
    reading_ms = a.reading_ms + excluded.reading_ms,
    credited_at = excluded.credited_at;`;

const updated = `
  insert into analytics_section_log (document_id, section_index, old_ms, new_ms)
    select n.document_id, n.section_index, o.visible_ms, n.visible_ms from new_rows n join old_rows o using (visit_id, document_id, section_index);
  with ch as (
    select n.visit_id, n.document_id, n.section_index, n.visible_ms as nv, o.visible_ms as ov, n.total_ms as nt, o.total_ms as ot, n.last_seen_at as seen
    from new_rows n join old_rows o using (visit_id, document_id, section_index)
  ),
  per_seen as (
    select visit_id, document_id, seen, max(greatest(0, nt - ot)) as delta from ch group by 1, 2, 3
  ),
  per_doc as (
    select visit_id, document_id, sum(nv - ov) as dv,
      sum((case when nv > 0 then 1 else 0 end) - (case when ov > 0 then 1 else 0 end)) as ds,
      bool_and(nv > 0) as grown, max(section_index) as top
    from ch group by 1, 2
  )
  update ${avd} a set
    visible_ms = a.visible_ms + d.dv,
    furthest_index = case when d.grown then greatest(a.furthest_index, d.top) else ${recount} end,
    sections_seen = a.sections_seen + d.ds,
    reading_ms = a.reading_ms + (select coalesce(sum(case when p.seen is not distinct from a.credited_at then 0 else p.delta end), 0) from per_seen p where p.visit_id = a.visit_id and p.document_id = a.document_id),
    credited_at = (select max(p.seen) from per_seen p where p.visit_id = a.visit_id and p.document_id = a.document_id)
  from per_doc d where a.visit_id = d.visit_id and a.document_id = d.document_id;`;

const deleted = `
  insert into analytics_section_log (document_id, section_index, old_ms, new_ms) select document_id, section_index, visible_ms, 0 from old_rows;
  update ${avd} a set visible_ms = a.visible_ms - d.v, sections_seen = a.sections_seen - d.s, furthest_index = ${recount}
  from (select visit_id, document_id, sum(visible_ms) as v, count(*) filter (where visible_ms > 0) as s from old_rows group by 1, 2) d
  where a.visit_id = d.visit_id and a.document_id = d.document_id;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger analytics_visit_sections_rollup on visit_sections`.execute(db);
  const fns = {
    inserted: [inserted, 'insert', 'new table as new_rows'],
    updated: [updated, 'update', 'old table as old_rows new table as new_rows'],
    deleted: [deleted, 'delete', 'old table as old_rows'],
  };
  for (const [name, [body, op, referencing]] of Object.entries(fns)) {
    await sql
      .raw(
        `create or replace function analytics_visit_sections_${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_visit_sections_${name} after ${op} on visit_sections referencing ${referencing} for each statement execute function analytics_visit_sections_${name}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of ['inserted', 'updated', 'deleted']) {
    await sql.raw(`drop trigger if exists analytics_visit_sections_${name} on visit_sections`).execute(db);
    await sql.raw(`drop function if exists analytics_visit_sections_${name}()`).execute(db);
  }
  await sql`create trigger analytics_visit_sections_rollup after insert or update of visible_ms or delete on visit_sections for each row execute function analytics_visit_sections_rollup()`.execute(
    db,
  );
}
