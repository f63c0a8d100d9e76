// The attention writer's statements (attention.ts, attention-sqlite.ts, attention-pg.ts): the read of a room
// visit's documents before a heartbeat is queued, and each lane's reads and writes of visits and their sections.
import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { RollupVisit } from '../analytics/index.js';
import type { DailyVisit } from '../analytics/index.js';
import { compiled } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import type { VisitClockRow } from './attention.js';

type Q = Kysely<Database>;

// The documents a room visit read before: their counts are needed for the visit's completion.
const documentsReadQuery = compiled((db, p) =>
  db.selectFrom('visit_sections').select('document_id').distinct().where('visit_id', '=', p('visitId')),
);

/** The documents a visit has attention on. */
export async function documentsRead(q: Q, visitId: string): Promise<string[]> {
  return (await documentsReadQuery.execute(q, { visitId })).map((r) => r.document_id);
}

// SQLite

/** SQLite: the lane's statements, prepared once on the connection (run synchronously inside the batch). */
export interface AttentionStatements {
  read: SQLite.Statement<
    [string],
    {
      opened_at: string | null;
      last_opened_at: string | null;
      last_heartbeat_at: string | null;
      last_seen_at: string;
      opens: number;
    } & Omit<RollupVisit, 'id'> &
      DailyVisit
  >;
  advance: SQLite.Statement<[number, number, string | null, string, string, string]>;
  advanceCompleting: SQLite.Statement<[number, number, string | null, string, string, number, string]>;
  upsert: SQLite.Statement<[string, string, number, number, number, string, string | null], { visible_ms: number }>;
  reached: SQLite.Statement<[string], { document_id: string; reached: number }>;
}

export function attentionStatements(db: SQLite.Database): AttentionStatements {
  return {
    read: db.prepare(
      'select opened_at, last_opened_at, last_heartbeat_at, last_seen_at, opens, workspace_id, link_id, data_room_id, started_at, viewer_email, user_agent, downloaded_at, total_ms, completion from link_visits where id = ?',
    ),
    advance: db.prepare(
      'update link_visits set total_ms = total_ms + ?, opens = opens + ?, last_opened_at = ?, last_heartbeat_at = ?, last_seen_at = ? where id = ?',
    ),
    // The same with completion.
    advanceCompleting: db.prepare(
      'update link_visits set total_ms = total_ms + ?, opens = opens + ?, last_opened_at = ?, last_heartbeat_at = ?, last_seen_at = ?, completion = ? where id = ?',
    ),
    upsert: db.prepare(
      'insert into visit_sections (visit_id, document_id, section_index, visible_ms, total_ms, opens, completion, last_seen_at) values (?, ?, ?, ?, ?, 1, 1, ?) ' +
        'on conflict (visit_id, document_id, section_index) do update set visible_ms = visit_sections.visible_ms + excluded.visible_ms, ' +
        'total_ms = visit_sections.total_ms + excluded.total_ms, ' +
        'opens = case when visit_sections.last_seen_at < ? then visit_sections.opens + 1 else visit_sections.opens end, ' +
        'completion = 1, last_seen_at = excluded.last_seen_at returning visible_ms',
    ),
    reached: db.prepare(
      'select document_id, count(*) as reached from visit_sections where visit_id = ? and visible_ms > 0 group by document_id',
    ),
  };
}

// PostgreSQL: a batch's statements, set-based (one per step whatever the number of heartbeats).

// compiled() wants a builder; a raw query compiles against the instance it is given.
const raw = <R>(text: (p: (name: string) => unknown) => ReturnType<typeof sql<R>>) =>
  compiled((db, p) => ({ compile: () => text(p).compile(db) }));

export const lockVisits = raw<VisitClockRow & RollupVisit & DailyVisit>(
  (
    p,
  ) => sql`select id, opened_at, last_opened_at, last_heartbeat_at, last_seen_at, opens, workspace_id, link_id, data_room_id, started_at,
      viewer_email, user_agent, downloaded_at, total_ms, completion from link_visits
    where id = any(cast(${p('ids')} as text[])) order by id for update`,
);

// The visits advanced, and the completion of those credited set (null leaves it): one update of each visit.
export const advanceVisits = raw(
  (p) => sql`update link_visits v set
      total_ms = v.total_ms + u.ms, opens = v.opens + u.sittings, last_opened_at = u.sitting, last_heartbeat_at = u.now, last_seen_at = u.now,
      completion = coalesce(u.c, v.completion)
    from unnest(cast(${p('ids')} as text[]), cast(${p('ms')} as bigint[]), cast(${p('sittings')} as integer[]), cast(${p('sitting')} as text[]), cast(${p('now')} as text[]), cast(${p('c')} as real[]))
      as u(id, ms, sittings, sitting, now, c)
    where v.id = u.id`,
);

// One row per (visit, document, section) of the batch: `sitting` is its heartbeat's sitting (a row last seen before
// it gains a sitting). Update then insert in one statement; no other write can come between them, as every
// attention write holds its visit's lock. Each row's attention after the write comes back, for the rollups.
export const upsertSections = raw<{
  visit_id: string;
  document_id: string;
  section_index: number;
  visible_ms: string | number;
}>(
  (p) => sql`with u as (
      select * from unnest(cast(${p('visit')} as text[]), cast(${p('doc')} as text[]), cast(${p('idx')} as integer[]), cast(${p('visible')} as bigint[]),
        cast(${p('total')} as bigint[]), cast(${p('sitting')} as text[]), cast(${p('seen')} as text[]))
        as u(visit_id, document_id, section_index, visible_ms, total_ms, sitting, seen)
    ),
    up as (
      update visit_sections s set
        visible_ms = s.visible_ms + u.visible_ms, total_ms = s.total_ms + u.total_ms,
        opens = s.opens + case when s.last_seen_at < u.sitting then 1 else 0 end,
        completion = 1, last_seen_at = u.seen
      from u where s.visit_id = u.visit_id and s.document_id = u.document_id and s.section_index = u.section_index
      returning s.visit_id, s.document_id, s.section_index, s.visible_ms
    ),
    ins as (
      insert into visit_sections (visit_id, document_id, section_index, visible_ms, total_ms, opens, completion, last_seen_at)
      select u.visit_id, u.document_id, u.section_index, u.visible_ms, u.total_ms, 1, 1, u.seen from u
      where not exists (select 1 from up where up.visit_id = u.visit_id and up.document_id = u.document_id and up.section_index = u.section_index)
      returning visit_id, document_id, section_index, visible_ms
    )
    select * from up union all select * from ins`,
);

export const reached = raw<{ visit_id: string; document_id: string; reached: string | number }>(
  (p) => sql`select visit_id, document_id, count(*) as reached from visit_sections
    where visit_id = any(cast(${p('ids')} as text[])) and visible_ms > 0 group by visit_id, document_id`,
);
