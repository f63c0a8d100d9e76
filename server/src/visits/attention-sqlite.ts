// The attention writer on SQLite: better-sqlite3 writes a whole batch (read, credit, write of each heartbeat in
// arrival order) as one synchronous transaction, in one turn of the event loop, so no other request comes between
// a read and its write, and the batch costs one commit. Each heartbeat runs in a savepoint of its own: one that
// fails (its visit deleted meanwhile) is refused alone. The batch waits while a Kysely transaction is open on the
// shared connection (its outcome is not ours to share).
import type SQLite from 'better-sqlite3';
import { GroupCommit, step, type HeartbeatWrite, type Queued } from './attention.js';
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
    }
  >;
  advance: SQLite.Statement<[number, number, string | null, string, string, string]>;
  advanceCompleting: SQLite.Statement<[number, number, string | null, string, string, number, string]>;
  upsert: SQLite.Statement<[string, string, number, number, number, string, string | null]>;
  reached: SQLite.Statement<[string], { document_id: string; reached: number }>;
  documents: SQLite.Statement<[string], string>;
}

function statements(db: SQLite.Database): Statements {
  return {
    read: db.prepare(
      'select opened_at, last_opened_at, last_heartbeat_at, last_seen_at, opens from link_visits where id = ?',
    ),
    advance: db.prepare(
      'update link_visits set total_ms = total_ms + ?, opens = opens + ?, last_opened_at = ?, last_heartbeat_at = ?, last_seen_at = ? where id = ?',
    ),
    // The same with completion: one update of the visit (its rollup triggers run once, not twice).
    advanceCompleting: db.prepare(
      'update link_visits set total_ms = total_ms + ?, opens = opens + ?, last_opened_at = ?, last_heartbeat_at = ?, last_seen_at = ?, completion = ? where id = ?',
    ),
    upsert: db.prepare(
      'insert into visit_sections (visit_id, document_id, section_index, visible_ms, total_ms, opens, completion, last_seen_at) values (?, ?, ?, ?, ?, 1, 1, ?) ' +
        'on conflict (visit_id, document_id, section_index) do update set visible_ms = visit_sections.visible_ms + excluded.visible_ms, ' +
        'total_ms = visit_sections.total_ms + excluded.total_ms, ' +
        'opens = case when visit_sections.last_seen_at < ? then visit_sections.opens + 1 else visit_sections.opens end, ' +
        'completion = 1, last_seen_at = excluded.last_seen_at',
    ),
    reached: db.prepare(
      'select document_id, count(*) as reached from visit_sections where visit_id = ? and visible_ms > 0 group by document_id',
    ),
    documents: db
      .prepare<[string], string>('select distinct document_id from visit_sections where visit_id = ?')
      .pluck(),
  };
}

/** Section counts of the documents a heartbeat's completion counts (its own and those the visit read before). */
type Counts = Map<string, number>;

export class SqliteAttentionWriter extends GroupCommit<Counts> {
  readonly #db: SQLite.Database;
  readonly #s: Statements;
  readonly #one: (q: Queued<Counts>, counts: Counts) => Credit;

  constructor(db: SQLite.Database) {
    super();
    this.#db = db;
    this.#s = statements(db);
    // Called inside the batch's transaction, better-sqlite3 makes this a savepoint.
    this.#one = db.transaction((q: Queued<Counts>, counts: Counts) => this.#write(q, counts));
  }

  protected async prepare(w: HeartbeatWrite): Promise<Counts> {
    const docs = new Set([w.documentId, ...(w.single ? [] : this.#s.documents.all(w.visitId))]);
    return new Map(await Promise.all([...docs].map(async (id) => [id, await w.sectionCount(id)] as const)));
  }

  protected flush(batch: Queued<Counts>[]): boolean {
    if (this.#db.inTransaction) return false;
    // A visit's heartbeats in one batch share their counts (a room read in two documents at once).
    const counts = new Map<string, Counts>();
    for (const q of batch) {
      const c = counts.get(q.w.visitId);
      if (!c) counts.set(q.w.visitId, new Map(q.extra));
      else for (const [k, v] of q.extra) c.set(k, v);
    }
    const settled = this.#db
      .transaction(() =>
        batch.map((q) => {
          try {
            return { ok: true as const, credit: this.#one(q, counts.get(q.w.visitId)!) };
          } catch (error) {
            return { ok: false as const, error };
          }
        }),
      )
      .immediate(); // the write lock first: another connection (another instance on this file) cannot write between a read and its write
    batch.forEach((q, i) => {
      const r = settled[i];
      if (r.ok) q.resolve(r.credit);
      else q.reject(r.error);
    });
    return true;
  }

  #write(q: Queued<Counts>, counts: Counts): Credit {
    const s = this.#s;
    const { visitId, documentId } = q.w;
    const r = s.read.get(visitId);
    if (!r) throw new Error(`visit ${visitId} vanished`);
    const { credit, now, sittingStart, newSittings } = step(r, q.nowMs, q.w.entries);
    if (!credit.sections.length) {
      s.advance.run(credit.visitMs, newSittings, sittingStart, now, now, visitId);
      return credit;
    }
    // The sections first: completion counts the sections reached once they are written.
    for (const x of credit.sections)
      s.upsert.run(visitId, documentId, x.index, x.creditedMs, credit.visitMs, now, sittingStart);
    let reached = 0;
    let total = 0;
    for (const d of s.reached.all(visitId)) {
      reached += Number(d.reached);
      total += counts.get(d.document_id) ?? 0;
    }
    s.advanceCompleting.run(credit.visitMs, newSittings, sittingStart, now, now, completionOf(reached, total), visitId);
    return credit;
  }
}
