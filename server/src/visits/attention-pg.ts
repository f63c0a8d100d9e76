// The attention writer on PostgreSQL: a batch is one transaction of four statements whatever its size. The
// visits of the batch are read and locked (`FOR UPDATE`, in id order so two instances' batches cannot deadlock),
// so a copy of a heartbeat written by another instance is seen before this one is credited: the credit stays
// within the wall time however many instances get copies. The heartbeats are credited in memory, then the sections
// upserted in one statement, the sections reached counted in one, and the visits advanced (completion with them)
// in one. The commit waits for the WAL (synchronous commit): one fsync per batch, not per heartbeat, and a few
// batches in flight at once. A batch that fails is written again one heartbeat at a time, so one bad heartbeat is
// refused alone.
import { sql, type Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import { GroupCommit, step, type HeartbeatWrite, type Queued, type Step, type VisitClockRow } from './attention.js';
import { completionOf, type Credit } from './credit.js';

type Q = Kysely<Database>;

// compiled() wants a builder; a raw query compiles against the instance it is given.
const raw = <R>(text: (p: (name: string) => unknown) => ReturnType<typeof sql<R>>) =>
  compiled((db, p) => ({ compile: () => text(p).compile(db) }));

const lockVisits = raw<VisitClockRow & { id: string }>(
  (p) => sql`select id, opened_at, last_opened_at, last_heartbeat_at, last_seen_at, opens from link_visits
    where id = any(cast(${p('ids')} as text[])) order by id for update`,
);

// The visits advanced, and the completion of those credited set (null leaves it): one update of each visit, so its
// rollup triggers run once.
const advanceVisits = raw(
  (p) => sql`update link_visits v set
      total_ms = v.total_ms + u.ms, opens = v.opens + u.sittings, last_opened_at = u.sitting, last_heartbeat_at = u.now, last_seen_at = u.now,
      completion = coalesce(u.c, v.completion)
    from unnest(cast(${p('ids')} as text[]), cast(${p('ms')} as bigint[]), cast(${p('sittings')} as integer[]), cast(${p('sitting')} as text[]), cast(${p('now')} as text[]), cast(${p('c')} as real[]))
      as u(id, ms, sittings, sitting, now, c)
    where v.id = u.id`,
);

// One row per (visit, document, section) of the batch, its heartbeats merged: `first` is the sitting of the first
// heartbeat touching it (a row last seen before it gains a sitting), `extra` the sittings its later heartbeats in
// the batch started. Update then insert in one statement; no other write can come between them, as every
// attention write holds its visit's lock.
const upsertSections = raw(
  (p) => sql`with u as (
      select * from unnest(cast(${p('visit')} as text[]), cast(${p('doc')} as text[]), cast(${p('idx')} as integer[]), cast(${p('visible')} as bigint[]),
        cast(${p('total')} as bigint[]), cast(${p('first')} as text[]), cast(${p('extra')} as integer[]), cast(${p('seen')} as text[]))
        as u(visit_id, document_id, section_index, visible_ms, total_ms, first_sitting, extra, seen)
    ),
    up as (
      update visit_sections s set
        visible_ms = s.visible_ms + u.visible_ms, total_ms = s.total_ms + u.total_ms,
        opens = s.opens + u.extra + case when s.last_seen_at < u.first_sitting then 1 else 0 end,
        completion = 1, last_seen_at = u.seen
      from u where s.visit_id = u.visit_id and s.document_id = u.document_id and s.section_index = u.section_index
      returning s.visit_id, s.document_id, s.section_index
    )
    insert into visit_sections (visit_id, document_id, section_index, visible_ms, total_ms, opens, completion, last_seen_at)
    select u.visit_id, u.document_id, u.section_index, u.visible_ms, u.total_ms, 1 + u.extra, 1, u.seen from u
    where not exists (select 1 from up where up.visit_id = u.visit_id and up.document_id = u.document_id and up.section_index = u.section_index)`,
);

const reached = raw<{ visit_id: string; document_id: string; reached: string | number }>(
  (p) => sql`select visit_id, document_id, count(*) as reached from visit_sections
    where visit_id = any(cast(${p('ids')} as text[])) and visible_ms > 0 group by visit_id, document_id`,
);

interface SectionRow {
  visit: string;
  doc: string;
  idx: number;
  visible: number;
  total: number;
  first: string | null;
  extra: number;
  seen: string;
}

export class PgAttentionWriter extends GroupCommit<undefined> {
  constructor(private readonly db: Q) {
    // Batches commit side by side (their WAL flushes shared by PostgreSQL), within a small share of the pool; one
    // heartbeat of a visit per batch, so the rows merged per section below come from one heartbeat each and the
    // reading-time rollup (migration 192) counts every heartbeat's time once.
    super(3, true);
  }

  protected async prepare(): Promise<undefined> {
    return undefined;
  }

  protected async flush(batch: Queued<undefined>[]): Promise<boolean> {
    let credits: Array<Credit | Error>;
    try {
      credits = await this.db.transaction().execute((trx) => write(trx, batch));
    } catch (e) {
      if (batch.length === 1) throw e;
      for (const q of batch) {
        try {
          const [c] = await this.db.transaction().execute((trx) => write(trx, [q]));
          settle(q, c);
        } catch (err) {
          q.reject(err);
        }
      }
      return true;
    }
    batch.forEach((q, i) => settle(q, credits[i]));
    return true;
  }
}

function settle(q: Queued<undefined>, c: Credit | Error) {
  if (c instanceof Error) q.reject(c);
  else q.resolve(c);
}

async function write(trx: Q, batch: Queued<undefined>[]): Promise<Array<Credit | Error>> {
  const ids = [...new Set(batch.map((q) => q.w.visitId))].sort();
  const rows = new Map((await lockVisits.execute(trx, { ids })).map((r) => [r.id, r]));
  // Per visit: what its heartbeats add up to, and the heartbeat of it that names each document's count.
  const visits = new Map<string, { ms: number; sittings: number; sitting: string | null; now: string; credited: boolean; w: HeartbeatWrite }>();
  const sections = new Map<string, SectionRow>();
  const out = batch.map((q): Credit | Error => {
    const r = rows.get(q.w.visitId);
    if (!r) return new Error(`visit ${q.w.visitId} vanished`);
    const s: Step = step(r, q.nowMs, q.w.entries);
    const v = visits.get(q.w.visitId) ?? { ms: 0, sittings: 0, sitting: null, now: s.now, credited: false, w: q.w };
    v.ms += s.credit.visitMs;
    v.sittings += s.newSittings;
    v.sitting = s.sittingStart;
    v.now = s.now;
    v.credited ||= s.credit.sections.length > 0;
    visits.set(q.w.visitId, v);
    for (const x of s.credit.sections) {
      const key = `${q.w.visitId}\u0000${q.w.documentId}\u0000${x.index}`;
      const row = sections.get(key);
      if (!row) {
        sections.set(key, { visit: q.w.visitId, doc: q.w.documentId, idx: x.index, visible: x.creditedMs, total: s.credit.visitMs, first: s.sittingStart, extra: 0, seen: s.now });
        continue;
      }
      // As the row would have been upserted once per heartbeat: a sitting begun after it was last seen counts.
      if (s.sittingStart !== null && row.seen < s.sittingStart) row.extra++;
      row.visible += x.creditedMs;
      row.total += s.credit.visitMs;
      row.seen = s.now;
    }
    return s.credit;
  });
  if (!visits.size) return out;
  const vs = [...visits];
  // The sections first: completion counts the sections reached once they are written.
  const completion = new Map<string, number>();
  if (sections.size) {
    const ss = [...sections.values()];
    await upsertSections.execute(trx, {
      visit: ss.map((x) => x.visit),
      doc: ss.map((x) => x.doc),
      idx: ss.map((x) => x.idx),
      visible: ss.map((x) => x.visible),
      total: ss.map((x) => x.total),
      first: ss.map((x) => x.first),
      extra: ss.map((x) => x.extra),
      seen: ss.map((x) => x.seen),
    });
    // Completion of the visits credited: sections reached over the sections of the documents read.
    const credited = vs.filter(([, v]) => v.credited);
    const sums = new Map(credited.map(([id]) => [id, { reached: 0, total: 0 }]));
    for (const d of await reached.execute(trx, { ids: credited.map(([id]) => id) })) {
      const sum = sums.get(d.visit_id)!;
      sum.reached += Number(d.reached);
      sum.total += await visits.get(d.visit_id)!.w.sectionCount(d.document_id);
    }
    for (const [id, x] of sums) completion.set(id, completionOf(x.reached, x.total));
  }
  await advanceVisits.execute(trx, {
    ids: vs.map(([id]) => id),
    ms: vs.map(([, v]) => v.ms),
    sittings: vs.map(([, v]) => v.sittings),
    sitting: vs.map(([, v]) => v.sitting),
    now: vs.map(([, v]) => v.now),
    c: vs.map(([id]) => completion.get(id) ?? null),
  });
  return out;
}
