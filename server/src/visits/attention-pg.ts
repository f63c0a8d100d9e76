// The attention lane on PostgreSQL: a batch's heartbeats are a few statements whatever their number. The visits of
// the batch are read and locked (`FOR UPDATE`, in id order so two instances' batches cannot deadlock), so a copy
// of a heartbeat written by another instance is seen before this one is credited: the credit stays within the
// wall time however many instances get copies. The section counts completion needs were worked out before the
// heartbeat was queued (attention.ts). The heartbeats are credited in memory, then the sections upserted in one
// statement (returning each row's attention after it), the sections reached counted in one, the visits advanced
// (completion with them) in one, and the reading rollups and daily totals written from what was credited
// (analytics/attention-rollup.ts: one statement per table). A batch holds one heartbeat of each of its visits (onePerBatch: the
// visit's later ones wait for the next batch), so each section row of the batch comes from one heartbeat. The
// commit is the group commit's (db/group-commit.ts): one WAL flush per batch, not per heartbeat.
import { sql, type Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import { rollUpAttention, type CreditedAttention, type RollupVisit } from '../analytics/attention-rollup.js';
import type { DailyVisit } from '../analytics/daily.js';
import type { Lane } from '../db/group-commit.js';
import type { Database } from '../db/schema.js';
import {
  countsByVisit,
  MAX_ENTRIES,
  MAX_HEARTBEATS,
  step,
  type Counts,
  type Heartbeat,
  type Step,
  type VisitClockRow,
} from './attention.js';
import { completionOf, type Credit } from './credit.js';

type Q = Kysely<Database>;

// compiled() wants a builder; a raw query compiles against the instance it is given.
const raw = <R>(text: (p: (name: string) => unknown) => ReturnType<typeof sql<R>>) =>
  compiled((db, p) => ({ compile: () => text(p).compile(db) }));

const lockVisits = raw<VisitClockRow & RollupVisit & DailyVisit>(
  (
    p,
  ) => sql`select id, opened_at, last_opened_at, last_heartbeat_at, last_seen_at, opens, workspace_id, link_id, data_room_id, started_at,
      viewer_email, user_agent, downloaded_at, total_ms, completion from link_visits
    where id = any(cast(${p('ids')} as text[])) order by id for update`,
);

// The visits advanced, and the completion of those credited set (null leaves it): one update of each visit.
const advanceVisits = raw(
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
const upsertSections = raw<{
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

const reached = raw<{ visit_id: string; document_id: string; reached: string | number }>(
  (p) => sql`select visit_id, document_id, count(*) as reached from visit_sections
    where visit_id = any(cast(${p('ids')} as text[])) and visible_ms > 0 group by visit_id, document_id`,
);

export class PgAttentionLane implements Lane<Heartbeat, Credit> {
  readonly name = 'attention';
  readonly onePerBatch = true;
  readonly maxItems = MAX_HEARTBEATS;
  readonly maxWeight = MAX_ENTRIES;
  readonly stats = { batches: 0, items: 0 };

  keyOf(h: Heartbeat): string {
    return h.w.visitId;
  }

  weightOf(h: Heartbeat): number {
    return h.w.entries.length;
  }

  write(trx: Q, batch: Heartbeat[]): Promise<Array<Credit | Error>> {
    return write(trx, batch, countsByVisit(batch));
  }
}

async function write(trx: Q, batch: Heartbeat[], counts: Map<string, Counts>): Promise<Array<Credit | Error>> {
  // One heartbeat per visit (onePerVisit), in id order for the lock.
  const rows = new Map(
    (await lockVisits.execute(trx, { ids: batch.map((q) => q.w.visitId).sort() })).map((r) => [r.id, r]),
  );
  const written: Array<{ q: Heartbeat; s: Step; before: DailyVisit }> = [];
  const out = batch.map((q): Credit | Error => {
    const r = rows.get(q.w.visitId);
    if (!r) return new Error(`visit ${q.w.visitId} vanished`);
    const before: DailyVisit = { ...r };
    const s = step(r, q.nowMs, q.w.entries);
    written.push({ q, s, before });
    return s.credit;
  });
  if (!written.length) return out;
  // The sections first: completion counts the sections reached once they are written.
  const completion = new Map<string, number>();
  const credited: CreditedAttention[] = [];
  const ss = written.flatMap(({ q, s }) => s.credit.sections.map((x) => ({ q, s, x })));
  if (ss.length) {
    const after = await upsertSections.execute(trx, {
      visit: ss.map(({ q }) => q.w.visitId),
      doc: ss.map(({ q }) => q.w.documentId),
      idx: ss.map(({ x }) => x.index),
      visible: ss.map(({ x }) => x.creditedMs),
      total: ss.map(({ s }) => s.credit.visitMs),
      sitting: ss.map(({ s }) => s.sittingStart),
      seen: ss.map(({ s }) => s.now),
    });
    // What each heartbeat credited, for the reading rollups (one heartbeat of a visit per batch).
    const visible = new Map(
      after.map((r) => [`${r.visit_id}\u0000${r.document_id}\u0000${r.section_index}`, Number(r.visible_ms)]),
    );
    for (const { q, s } of written)
      if (s.credit.sections.length)
        credited.push({
          visit: rows.get(q.w.visitId)!,
          documentId: q.w.documentId,
          at: s.now,
          visitMs: s.credit.visitMs,
          sections: s.credit.sections.map((x) => ({
            ...x,
            visibleMs: visible.get(`${q.w.visitId}\u0000${q.w.documentId}\u0000${x.index}`)!,
          })),
        });
    // Completion of the visits credited: sections reached over the sections of the documents read.
    const sums = new Map(
      written
        .filter(({ s }) => s.credit.sections.length > 0)
        .map(({ q }) => [q.w.visitId, { counts: counts.get(q.w.visitId)!, reached: 0, total: 0 }]),
    );
    for (const d of await reached.execute(trx, { ids: [...sums.keys()] })) {
      const sum = sums.get(d.visit_id)!;
      sum.reached += Number(d.reached);
      // A document first read since the counts were worked out (through another instance) counts none of its sections.
      sum.total += sum.counts.get(d.document_id) ?? 0;
    }
    for (const [id, x] of sums) completion.set(id, completionOf(x.reached, x.total));
  }
  await advanceVisits.execute(trx, {
    ids: written.map(({ q }) => q.w.visitId),
    ms: written.map(({ s }) => s.credit.visitMs),
    sittings: written.map(({ s }) => s.newSittings),
    sitting: written.map(({ s }) => s.sittingStart),
    now: written.map(({ s }) => s.now),
    c: written.map(({ q }) => completion.get(q.w.visitId) ?? null),
  });
  // The reading rollups of what was credited and the visits' daily totals, in the same transaction.
  await rollUpAttention(
    trx,
    credited,
    written.map(({ q, s, before }) => ({
      before,
      after: {
        ...before,
        total_ms: Number(before.total_ms) + s.credit.visitMs,
        completion: completion.get(q.w.visitId) ?? before.completion,
        last_seen_at: s.now,
      },
    })),
  );
  return out;
}
