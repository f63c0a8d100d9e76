// The attention lane on SQLite: inside the group commit's batch (which holds the connection and the write lock),
// better-sqlite3 writes the lane's heartbeats (read, credit, write of each in arrival order) synchronously, in one
// turn of the event loop, so no other request comes between a read and its write. A heartbeat whose visit was
// deleted meanwhile is refused alone, having written nothing. The reading rollups of what the batch credited are
// written after it, in the same transaction (analytics/attention-rollup.ts).
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { rollUpAttention, type CreditedAttention } from '../analytics/index.js';
import type { DailyVisit, VisitChange } from '../analytics/index.js';
import { attentionStatements, type AttentionStatements } from './attention-repository.js';
import { AttentionLane, countsByVisit, step, type Counts, type Heartbeat } from './attention.js';
import { completionOf, type Credit } from './credit.js';

export class SqliteAttentionLane extends AttentionLane {
  readonly onePerBatch = false;
  readonly #s: AttentionStatements;

  constructor(db: SQLite.Database) {
    super();
    this.#s = attentionStatements(db);
  }

  async write(trx: Kysely<Database>, batch: Heartbeat[]): Promise<Array<Credit | Error>> {
    const counts = countsByVisit(batch);
    const credited: CreditedAttention[] = [];
    const visits: VisitChange[] = [];
    const out = batch.map((h) => this.#write(h, counts.get(h.w.visitId)!, credited, visits));
    // The reading rollups of what was credited and the visits' daily totals, in the same transaction.
    await rollUpAttention(trx, credited, visits);
    return out;
  }

  #write(h: Heartbeat, counts: Counts, credited: CreditedAttention[], visits: VisitChange[]): Credit | Error {
    const s = this.#s;
    const { visitId, documentId } = h.w;
    const r = s.read.get(visitId);
    if (!r) return new Error(`visit ${visitId} vanished`);
    const before: DailyVisit = { ...r };
    const { credit, now, sittingStart, newSittings } = step(r, h.nowMs, h.w.entries);
    const after = { ...before, total_ms: Number(before.total_ms) + credit.visitMs, last_seen_at: now };
    visits.push({ before, after });
    if (!credit.sections.length) {
      s.advance.run(credit.visitMs, newSittings, sittingStart, now, now, visitId);
      return credit;
    }
    // The sections first: completion counts the sections reached once they are written.
    const sections = credit.sections.map((x) => ({
      ...x,
      visibleMs: Number(
        s.upsert.get(visitId, documentId, x.index, x.creditedMs, credit.visitMs, now, sittingStart)!.visible_ms,
      ),
    }));
    credited.push({ visit: { ...r, id: visitId }, documentId, at: now, visitMs: credit.visitMs, sections });
    let reached = 0;
    let total = 0;
    for (const d of s.reached.all(visitId)) {
      reached += Number(d.reached);
      total += counts.get(d.document_id) ?? 0;
    }
    after.completion = completionOf(reached, total);
    s.advanceCompleting.run(credit.visitMs, newSittings, sittingStart, now, now, after.completion, visitId);
    return credit;
  }
}
