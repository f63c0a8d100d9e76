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
import type { Kysely } from 'kysely';
import { rollUpAttention, type CreditedAttention } from '../analytics/index.js';
import type { DailyVisit } from '../analytics/index.js';
import type { Database } from '../db/schema.js';
import { AttentionLane, countsByVisit, step, type Counts, type Heartbeat, type Step } from './attention.js';
import { advanceVisits, lockVisits, reached, upsertSections } from './attention-repository.js';
import { completionOf, type Credit } from './credit.js';

type Q = Kysely<Database>;

export class PgAttentionLane extends AttentionLane {
  readonly onePerBatch = true;

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
