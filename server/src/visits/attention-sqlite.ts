// The attention lane on SQLite: inside the group commit's batch (which holds the connection and the write lock),
// better-sqlite3 writes the lane's heartbeats (read, credit, write of each in arrival order) synchronously, in one
// turn of the event loop, so no other request comes between a read and its write. A heartbeat whose visit was
// deleted meanwhile is refused alone, having written nothing. The reading rollups of what the batch credited are
// written after it, in the same transaction (analytics/attention-rollup.ts).
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Lane } from '../db/group-commit.js';
import type { Database } from '../db/schema.js';
import { rollUpAttention, type CreditedAttention, type RollupVisit } from '../analytics/attention-rollup.js';
import type { DailyVisit, VisitChange } from '../analytics/daily.js';
import { countsByVisit, MAX_ENTRIES, MAX_HEARTBEATS, step, type Counts, type Heartbeat } from './attention.js';
import { completionOf, type Credit } from './credit.js';

interface Statements {
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

function statements(db: SQLite.Database): Statements {
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

export class SqliteAttentionLane implements Lane<Heartbeat, Credit> {
  readonly name = 'attention';
  readonly onePerBatch = false;
  readonly maxItems = MAX_HEARTBEATS;
  readonly maxWeight = MAX_ENTRIES;
  readonly stats = { batches: 0, items: 0 };
  readonly #s: Statements;

  constructor(db: SQLite.Database) {
    this.#s = statements(db);
  }

  keyOf(h: Heartbeat): string {
    return h.w.visitId;
  }

  weightOf(h: Heartbeat): number {
    return h.w.entries.length;
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
