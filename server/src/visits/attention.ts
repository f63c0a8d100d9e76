// The attention write, the hot path of a visit: one transaction per heartbeat, every statement compiled once.
// The visit row is updated first with a compare-and-set on the instants the credit was computed from, so two
// heartbeats racing (a replay sent twice at once) cannot both count the same seconds: the loser computes again
// from the row as the winner left it, under a lock, and is credited only the wall time since (about nothing). A new page load starts a sitting
// (getVisitContent sets `last_opened_at`), which is also an instant elapsed time counts from.
import { sql, type Kysely } from 'kysely';
import { compiled, compiledFamily } from '../db/compiled.js';
import type { Db } from '../db/connect.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { documentsRead, writeAttentionSync } from './attention-sqlite.js';
import { completionOf, creditHeartbeat, type Credit, type HeartbeatEntry } from './credit.js';

type Q = Kysely<Database>;

/** The instants a credit is computed from, as stored (ISO text). */
export interface VisitClockRow {
  id: string;
  opened_at: string | null;
  last_opened_at: string | null;
  last_heartbeat_at: string | null;
  last_seen_at: string;
  opens: number;
}

const readClock = compiled((db, p) =>
  db.selectFrom('link_visits').select(['id', 'opened_at', 'last_opened_at', 'last_heartbeat_at', 'last_seen_at', 'opens']).where('id', '=', p('id')),
);
const readClockLocked = compiled((db, p) =>
  db.selectFrom('link_visits').select(['id', 'opened_at', 'last_opened_at', 'last_heartbeat_at', 'last_seen_at', 'opens']).where('id', '=', p('id')).forUpdate(),
);

// Compare-and-set: only if nobody credited (or started a sitting) since the row was read.
const advanceVisit = compiled((db, p) =>
  db
    .updateTable('link_visits')
    .set((eb) => ({
      total_ms: eb('total_ms', '+', p<number>('visitMs')),
      opens: eb('opens', '+', p<number>('newSittings')),
      last_opened_at: p('sittingStart'),
      last_heartbeat_at: p('now'),
      last_seen_at: p('now'),
    }))
    .where('id', '=', p('id'))
    .where(sql`coalesce(last_heartbeat_at, '')`, '=', p('prevHeartbeat'))
    .where(sql`coalesce(last_opened_at, '')`, '=', p('prevSitting'))
    .returning('id'),
);

/** Rows per section upsert statement: shapes are compiled per row count, so this bounds them to 50. */
const CHUNK = 50;

// Per (visit, document, section): credited visible time; the visit time credited while it was on screen;
// sittings in which it was seen; reached (completion 1); when last seen.
const upsertSections = compiledFamily((shape: string) => (db, p) => {
  const n = Number(shape);
  const rows = Array.from({ length: n }, (_, k) => ({
    visit_id: p('visitId'),
    document_id: p('documentId'),
    section_index: p<number>(`i${k}`),
    visible_ms: p<number>(`m${k}`),
    total_ms: p<number>('visitMs'),
    opens: 1,
    completion: 1,
    last_seen_at: p('now'),
  }));
  return db
    .insertInto('visit_sections')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['visit_id', 'document_id', 'section_index']).doUpdateSet((eb) => ({
        visible_ms: eb('visit_sections.visible_ms', '+', eb.ref('excluded.visible_ms')),
        total_ms: eb('visit_sections.total_ms', '+', eb.ref('excluded.total_ms')),
        opens: sql<number>`case when visit_sections.last_seen_at < ${p('sittingStart')} then visit_sections.opens + 1 else visit_sections.opens end`,
        completion: 1,
        last_seen_at: eb.ref('excluded.last_seen_at'),
      })),
    );
});

const reachedPerDocument = compiled((db, p) =>
  db
    .selectFrom('visit_sections')
    .select((eb) => ['document_id', eb.fn.countAll<number | string>().as('reached')])
    .where('visit_id', '=', p('visitId'))
    .where('visible_ms', '>', 0)
    .groupBy('document_id'),
);

// A document link's completion in one statement: its sections reached over the count given.
const setCompletionSingle = compiled((db, p) =>
  db
    .updateTable('link_visits')
    .set({
      // Capped at 1: a remembered count can lag behind a document that just lost sections.
      completion: sql<number>`case when (select count(*) from visit_sections where visit_id = ${p('id')} and visible_ms > 0) >= ${p<number>('total')} then 1.0
        else (select count(*) from visit_sections where visit_id = ${p('id')} and visible_ms > 0) * 1.0 / ${p<number>('total')} end`,
    })
    .where('id', '=', p('id')),
);

const setCompletion = compiled((db, p) => db.updateTable('link_visits').set({ completion: p<number>('completion') }).where('id', '=', p('id')));

const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export interface HeartbeatWrite {
  visitId: string;
  documentId: string;
  entries: readonly HeartbeatEntry[];
  /** Sections per document, for completion (share of the sections reached of the documents read). */
  sectionCount: (documentId: string) => number | Promise<number>;
  /** The server's clock, in epoch ms (injectable for tests and the benchmark). */
  now?: () => number;
  /** True when the visit can only ever read this one document (a document link): no other counts are needed. */
  single?: boolean;
}

class Raced extends Error {}

/**
 * Credits one heartbeat (see credit.ts) and writes it in one transaction; returns the credit applied. The caller
 * has checked the token, the opened state and the document. On SQLite, synchronously (attention-sqlite.ts)
 * whenever the connection is free. Otherwise optimistic first, from the row the caller already
 * read (no extra read on the usual path); if another write got there in between, once more with the row read
 * inside the transaction and locked (PostgreSQL `FOR UPDATE`; SQLite's transaction holds the one connection).
 */
export async function recordAttention(dbs: Pick<Db, 'kysely' | 'sqlite'>, w: HeartbeatWrite, row?: VisitClockRow): Promise<Credit> {
  const { kysely: db, sqlite } = dbs;
  if (sqlite && !sqlite.inTransaction) {
    const docs = new Set([w.documentId, ...(w.single ? [] : documentsRead(sqlite, w.visitId))]);
    const counts = new Map(await Promise.all([...docs].map(async (id) => [id, await w.sectionCount(id)] as const)));
    // Checked again after the await: a Kysely transaction may have begun on the shared connection meanwhile.
    if (!sqlite.inTransaction) return writeAttentionSync(sqlite, { visitId: w.visitId, documentId: w.documentId, entries: w.entries, nowMs: (w.now ?? Date.now)() }, counts);
  }
  if (row) {
    try {
      return await db.transaction().execute(async (trx) => {
        await relaxCommit(trx);
        return apply(trx, w, row, false);
      });
    } catch (e) {
      if (!(e instanceof Raced)) throw e;
    }
  }
  return db.transaction().execute(async (trx) => {
    await relaxCommit(trx);
    const locked = await (isPostgres(trx) ? readClockLocked : readClock).first(trx, { id: w.visitId });
    if (!locked) throw new Error(`visit ${w.visitId} vanished`);
    return apply(trx, w, locked, true);
  });
}

/**
 * PostgreSQL: this transaction's commit does not wait for its WAL to reach the disk. Attention is analytics
 * written several times a minute per reader; a crash may lose the last fraction of a second of it (never
 * consistency: the database stays as of some earlier commit), and in exchange a heartbeat does not wait for an
 * fsync, which on a loaded disk costs more than everything else it does.
 */
async function relaxCommit(trx: Q): Promise<void> {
  if (isPostgres(trx)) await sql`set local synchronous_commit to off`.execute(trx);
}

async function apply(trx: Q, w: HeartbeatWrite, r: VisitClockRow, locked: boolean): Promise<Credit> {
  const nowMs = (w.now ?? Date.now)();
  const credit = creditHeartbeat(
    { lastHeartbeatMs: ms(r.last_heartbeat_at), sittingStartMs: ms(r.last_opened_at ?? r.opened_at), lastSeenMs: Date.parse(r.last_seen_at) },
    nowMs,
    w.entries,
  );
  const nowIso = new Date(nowMs).toISOString();
  const sittingStart = credit.newSitting ? nowIso : (r.last_opened_at ?? r.opened_at);
  const res = await advanceVisit.execute(trx, {
    id: w.visitId,
    visitMs: credit.visitMs,
    // A visit read without ever loading the page (an API client) gets its first sitting here.
    newSittings: credit.newSitting || Number(r.opens) === 0 ? 1 : 0,
    sittingStart,
    now: nowIso,
    prevHeartbeat: r.last_heartbeat_at ?? '',
    prevSitting: r.last_opened_at ?? '',
  });
  if (res.length === 0) {
    if (locked) throw new Error(`visit ${w.visitId} changed under its lock`);
    throw new Raced();
  }
  if (!credit.sections.length) return credit;
  for (let from = 0; from < credit.sections.length; from += CHUNK) {
    const chunk = credit.sections.slice(from, from + CHUNK);
    const values: Record<string, unknown> = { visitId: w.visitId, documentId: w.documentId, visitMs: credit.visitMs, now: nowIso, sittingStart };
    chunk.forEach((s, k) => {
      values[`i${k}`] = s.index;
      values[`m${k}`] = s.creditedMs;
    });
    await upsertSections(String(chunk.length)).execute(trx, values);
  }
  if (w.single) {
    const total = await w.sectionCount(w.documentId);
    if (total > 0) await setCompletionSingle.execute(trx, { id: w.visitId, total });
    return credit;
  }
  let reached = 0;
  let total = 0;
  for (const d of await reachedPerDocument.execute(trx, { visitId: w.visitId })) {
    reached += Number(d.reached);
    total += await w.sectionCount(d.document_id);
  }
  await setCompletion.execute(trx, { id: w.visitId, completion: completionOf(reached, total) });
  return credit;
}
