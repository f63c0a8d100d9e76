// The attention write on SQLite, synchronously: better-sqlite3 runs the whole heartbeat (read, credit, write)
// as one transaction in one turn of the event loop, so no other request can come between the read and the write
// (no compare-and-set needed) and the five statements cost microseconds instead of five trips through Kysely's
// async pipeline. Used only while no Kysely transaction is open on the shared connection (attention.ts checks
// `inTransaction` and otherwise takes the portable path). The statements mirror attention.ts's compiled ones.
import type SQLite from 'better-sqlite3';
import { completionOf, creditHeartbeat, type Credit, type HeartbeatEntry } from './credit.js';

interface Statements {
  read: SQLite.Statement<[string], { opened_at: string | null; last_opened_at: string | null; last_heartbeat_at: string | null; last_seen_at: string; opens: number }>;
  advance: SQLite.Statement<[number, number, string | null, string, string, string]>;
  upsert: SQLite.Statement<[string, string, number, number, number, string, string | null]>;
  reached: SQLite.Statement<[string], { document_id: string; reached: number }>;
  completion: SQLite.Statement<[number, string]>;
  documents: SQLite.Statement<[string], string>;
}

const prepared = new WeakMap<SQLite.Database, Statements>();

function statements(db: SQLite.Database): Statements {
  let s = prepared.get(db);
  if (!s) {
    s = {
      read: db.prepare('select opened_at, last_opened_at, last_heartbeat_at, last_seen_at, opens from link_visits where id = ?'),
      advance: db.prepare('update link_visits set total_ms = total_ms + ?, opens = opens + ?, last_opened_at = ?, last_heartbeat_at = ?, last_seen_at = ? where id = ?'),
      upsert: db.prepare(
        'insert into visit_sections (visit_id, document_id, section_index, visible_ms, total_ms, opens, completion, last_seen_at) values (?, ?, ?, ?, ?, 1, 1, ?) ' +
          'on conflict (visit_id, document_id, section_index) do update set visible_ms = visit_sections.visible_ms + excluded.visible_ms, ' +
          'total_ms = visit_sections.total_ms + excluded.total_ms, ' +
          'opens = case when visit_sections.last_seen_at < ? then visit_sections.opens + 1 else visit_sections.opens end, ' +
          'completion = 1, last_seen_at = excluded.last_seen_at',
      ),
      reached: db.prepare('select document_id, count(*) as reached from visit_sections where visit_id = ? and visible_ms > 0 group by document_id'),
      completion: db.prepare('update link_visits set completion = ? where id = ?'),
      documents: db.prepare<[string], string>('select distinct document_id from visit_sections where visit_id = ?').pluck(),
    };
    prepared.set(db, s);
  }
  return s;
}

/** The documents this visit has attention on already (their section counts are needed for completion). */
export function documentsRead(db: SQLite.Database, visitId: string): string[] {
  return statements(db).documents.all(visitId);
}

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** Reads, credits and writes one heartbeat in one synchronous transaction. `counts` has every document read. */
export function writeAttentionSync(
  db: SQLite.Database,
  w: { visitId: string; documentId: string; entries: readonly HeartbeatEntry[]; nowMs: number },
  counts: ReadonlyMap<string, number>,
): Credit {
  const s = statements(db);
  return db.transaction((): Credit => {
    const r = s.read.get(w.visitId);
    if (!r) throw new Error(`visit ${w.visitId} vanished`);
    const credit = creditHeartbeat({ lastHeartbeatMs: ms(r.last_heartbeat_at), sittingStartMs: ms(r.last_opened_at ?? r.opened_at), lastSeenMs: Date.parse(r.last_seen_at) }, w.nowMs, w.entries);
    const now = new Date(w.nowMs).toISOString();
    const sittingStart = credit.newSitting ? now : (r.last_opened_at ?? r.opened_at);
    s.advance.run(credit.visitMs, credit.newSitting || Number(r.opens) === 0 ? 1 : 0, sittingStart, now, now, w.visitId);
    if (!credit.sections.length) return credit;
    for (const x of credit.sections) s.upsert.run(w.visitId, w.documentId, x.index, x.creditedMs, credit.visitMs, now, sittingStart);
    let reached = 0;
    let total = 0;
    for (const d of s.reached.all(w.visitId)) {
      reached += Number(d.reached);
      total += counts.get(d.document_id) ?? 0;
    }
    s.completion.run(completionOf(reached, total), w.visitId);
    return credit;
  })();
}
