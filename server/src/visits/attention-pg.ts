// The attention write on PostgreSQL in one statement (one round trip, atomic by itself): the visit advanced with
// a compare-and-set on the instants the credit was computed from, the sections upserted only if it was, and
// completion counted from the rows as they were plus the sections this heartbeat reaches for the first time.
// If another write got there first the statement changes nothing and the caller takes the locked path
// (attention.ts). Its commit does not wait for the WAL fsync (see relaxCommit there).
import { sql, type Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import type { Credit } from './credit.js';

/** The documents this visit has attention on (a room visit's completion counts their sections). */
export const documentsReadPg = compiled((db, p) => db.selectFrom('visit_sections').select('document_id').distinct().where('visit_id', '=', p('visitId')));

// compiled() wants a builder; a raw query compiles against the instance it is given.
const write = compiled((db, p) => ({
  compile: () => sql<{ advanced: string | number }>`
    with relaxed as (select set_config('synchronous_commit', 'off', true) as s),
    v as (
      update link_visits set
        total_ms = total_ms + ${p('visitMs')},
        opens = opens + ${p('newSittings')},
        last_opened_at = ${p('sittingStart')},
        last_heartbeat_at = ${p('now')},
        last_seen_at = ${p('now')},
        completion = case when cast(${p('total')} as integer) <= 0 then completion else least(1.0, (
            (select count(*) from visit_sections where visit_id = ${p('id')} and visible_ms > 0)
          + (select count(*) from unnest(cast(${p('idx')} as integer[])) as n(i)
              where not exists (select 1 from visit_sections x where x.visit_id = ${p('id')} and x.document_id = ${p('documentId')} and x.section_index = n.i and x.visible_ms > 0))
        ) * 1.0 / cast(${p('total')} as integer)) end
      where id = ${p('id')} and coalesce(last_heartbeat_at, '') = ${p('prevHeartbeat')} and coalesce(last_opened_at, '') = ${p('prevSitting')}
      returning id
    ),
    s as (
      insert into visit_sections (visit_id, document_id, section_index, visible_ms, total_ms, opens, completion, last_seen_at)
      select v.id, ${p('documentId')}, n.i, n.m, ${p('visitMs')}, 1, 1, ${p('now')}
      from v cross join unnest(cast(${p('idx')} as integer[]), cast(${p('ms')} as bigint[])) as n(i, m)
      on conflict (visit_id, document_id, section_index) do update set
        visible_ms = visit_sections.visible_ms + excluded.visible_ms,
        total_ms = visit_sections.total_ms + excluded.total_ms,
        opens = case when visit_sections.last_seen_at < ${p('sittingStart')} then visit_sections.opens + 1 else visit_sections.opens end,
        completion = 1,
        last_seen_at = excluded.last_seen_at
    )
    select (select count(*) from v) as advanced, (select s from relaxed) as relaxed`.compile(db),
}));

export interface PgWrite {
  visitId: string;
  documentId: string;
  credit: Credit;
  newSittings: number;
  sittingStart: string | null;
  now: string;
  prevHeartbeat: string;
  prevSitting: string;
  /** Sections of the documents read (this one included): completion's denominator. */
  total: number;
}

/** True when written; false when another write changed the visit first (nothing was written). */
export async function writeAttentionPg(db: Kysely<Database>, w: PgWrite): Promise<boolean> {
  const rows = await write.execute(db, {
    id: w.visitId,
    documentId: w.documentId,
    visitMs: w.credit.visitMs,
    newSittings: w.newSittings,
    sittingStart: w.sittingStart,
    now: w.now,
    prevHeartbeat: w.prevHeartbeat,
    prevSitting: w.prevSitting,
    total: w.total,
    idx: w.credit.sections.map((s) => s.index),
    ms: w.credit.sections.map((s) => s.creditedMs),
  });
  return Number(rows[0]?.advanced ?? 0) === 1;
}
