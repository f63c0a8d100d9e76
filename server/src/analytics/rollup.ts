// Per-section figures at millions of rows (migration 101). Triggers append every change of a section's attention
// to analytics_section_log; foldSectionLog, a recurring job, moves the log into value histograms per document
// and section (analytics_section_hist). sectionMeasuresFromRollup reads, in one snapshot, the histograms plus the
// log rows not folded yet, and finds medians and reader counts exactly by reading inside a single bucket of the
// visit_sections index: the cost follows the number of buckets, not of visits.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { bucketEnd, bucketOf, bucketSql } from './buckets.js';
import { readerThresholdMs, type SectionMeasure } from './definitions.js';

type Q = Kysely<Database>;

/** Log rows folded per statement, so one run holds no lock for long. */
const FOLD_BATCH = 50_000;

/** Rows of the histograms added per (document, section, bucket) by a set of log rows: a change leaves its old bucket and enters its new one. */
const deltas = (from: string) => `
  select document_id, section_index, lo, sum(dn) as n, sum(dms) as sum_ms from (
    select document_id, section_index, ${bucketSql('old_ms')} as lo, -1 as dn, -old_ms as dms from ${from} where old_ms > 0
    union all
    select document_id, section_index, ${bucketSql('new_ms')} as lo, 1 as dn, new_ms as dms from ${from} where new_ms > 0
  ) d where true group by document_id, section_index, lo`;

const upsert = `on conflict (document_id, section_index, lo) do update set
  n = analytics_section_hist.n + excluded.n, sum_ms = analytics_section_hist.sum_ms + excluded.sum_ms`;

/**
 * Folds the log into the histograms; returns the log rows folded. Exactly once on both engines: PostgreSQL deletes
 * and adds in one statement (the rows it deleted are the rows it adds, and a concurrent fold skips them); SQLite
 * does both in one transaction.
 */
export async function foldSectionLog(db: Q): Promise<number> {
  let folded = 0;
  for (;;) {
    const n = isPostgres(db) ? await foldPg(db) : await foldSqlite(db);
    folded += n;
    if (n < FOLD_BATCH) return folded;
  }
}

async function foldPg(db: Q): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`
    with moved as (
      delete from analytics_section_log where id in (select id from analytics_section_log order by id limit ${FOLD_BATCH} for update skip locked)
      returning document_id, section_index, old_ms, new_ms
    ),
    added as (insert into analytics_section_hist (document_id, section_index, lo, n, sum_ms) ${sql.raw(deltas('moved'))} ${sql.raw(upsert)} returning 1)
    select (select count(*) from moved) as n, (select count(*) from added) as added`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  if (n > 0) await sql`delete from analytics_section_hist where n = 0`.execute(db);
  return n;
}

async function foldSqlite(db: Q): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const range = await sql<{ lo: number | null; hi: number | null }>`select min(id) as lo, max(id) as hi from analytics_section_log`.execute(trx);
    const { lo, hi } = range.rows[0] ?? { lo: null, hi: null };
    if (lo === null || hi === null) return 0;
    const upTo = Math.min(Number(hi), Number(lo) + FOLD_BATCH - 1);
    const batch = `(select * from analytics_section_log where id <= ${upTo})`;
    await sql.raw(`insert into analytics_section_hist (document_id, section_index, lo, n, sum_ms) ${deltas(batch)} ${upsert}`).execute(trx);
    await sql`delete from analytics_section_hist where n = 0 and document_id in (select distinct document_id from analytics_section_log where id <= ${upTo})`.execute(trx);
    const res = await sql`delete from analytics_section_log where id <= ${upTo}`.execute(trx);
    return Number(res.numAffectedRows ?? 0);
  });
}

/** A snapshot read: PostgreSQL repeatable read; SQLite's transaction holds the connection and its WAL snapshot. */
export function inSnapshot<T>(db: Q, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const tx = db.transaction();
  return (isPostgres(db) ? tx.setIsolationLevel('repeatable read') : tx).execute(fn);
}

interface Bucket {
  lo: number;
  n: number;
  sum: number;
}

/**
 * Per-section counts, sums, reader counts and medians of a document over all its attention (the unfiltered case
 * of repository.ts sectionMeasures, with the same results). Run it inside inSnapshot.
 */
export async function sectionMeasuresFromRollup(trx: Q, documentId: string, words: ReadonlyMap<number, number>): Promise<Map<number, SectionMeasure>> {
  const [hist, log] = await Promise.all([
    trx.selectFrom('analytics_section_hist').select(['section_index', 'lo', 'n', 'sum_ms']).where('document_id', '=', documentId).execute(),
    trx.selectFrom('analytics_section_log').select(['section_index', 'old_ms', 'new_ms']).where('document_id', '=', documentId).execute(),
  ]);
  const sections = new Map<number, Map<number, Bucket>>();
  const add = (index: number, v: number, dn: number) => {
    let m = sections.get(index);
    if (!m) sections.set(index, (m = new Map()));
    const lo = bucketOf(v);
    const b = m.get(lo) ?? { lo, n: 0, sum: 0 };
    b.n += dn;
    b.sum += dn * v;
    m.set(lo, b);
  };
  for (const h of hist) {
    const index = Number(h.section_index);
    let m = sections.get(index);
    if (!m) sections.set(index, (m = new Map()));
    const lo = Number(h.lo);
    const b = m.get(lo) ?? { lo, n: 0, sum: 0 };
    b.n += Number(h.n);
    b.sum += Number(h.sum_ms);
    m.set(lo, b);
  }
  for (const l of log) {
    const [oldMs, newMs] = [Number(l.old_ms), Number(l.new_ms)];
    if (oldMs > 0) add(Number(l.section_index), oldMs, -1);
    if (newMs > 0) add(Number(l.section_index), newMs, 1);
  }

  const out = new Map<number, SectionMeasure>();
  for (const [index, m] of sections) {
    const buckets = [...m.values()].filter((b) => b.n > 0).sort((a, b) => a.lo - b.lo);
    const seen = buckets.reduce((a, b) => a + b.n, 0);
    if (seen === 0) continue;
    const inBucket = (k: number) => {
      let below = 0;
      for (const b of buckets) {
        if (k < below + b.n) return { b, offset: k - below };
        below += b.n;
      }
      throw new Error('rank past the histogram');
    };
    // The k-th smallest value (0-based): a bucket one millisecond wide is its value; otherwise read it there.
    const kth = async (k: number) => {
      const { b, offset } = inBucket(k);
      if (bucketEnd(b.lo) - b.lo === 1) return b.lo;
      const { rows } = await sql<{ visible_ms: number }>`
        select visible_ms from visit_sections where document_id = ${documentId} and section_index = ${index}
        and visible_ms >= ${b.lo} and visible_ms < ${bucketEnd(b.lo)} order by visible_ms limit 1 offset ${offset}`.execute(trx);
      return Number(rows[0].visible_ms);
    };
    const k = (seen - 1) >> 1;
    const medianMs = seen % 2 ? await kth(k) : ((await kth(k)) + (await kth(k + 1))) / 2;
    // Readers: every value at or above the threshold; the bucket the threshold cuts is counted in the index.
    const threshold = readerThresholdMs(words.get(index) ?? 0);
    let readers = 0;
    for (const b of buckets) {
      if (b.lo >= threshold) readers += b.n;
      else if (bucketEnd(b.lo) > threshold) {
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from visit_sections where document_id = ${documentId} and section_index = ${index}
          and visible_ms >= ${threshold} and visible_ms < ${bucketEnd(b.lo)}`.execute(trx);
        readers += Number(rows[0].n);
      }
    }
    out.set(index, { seen, readers, totalMs: buckets.reduce((a, b) => a + b.sum, 0), medianMs });
  }
  return out;
}

/** Per document and furthest section: visits, their reading time and how many came through a room. */
export async function documentPass(q: Q, documentId: string, linkId: string | undefined) {
  let query = q
    .selectFrom('analytics_visit_documents')
    .select([
      'furthest_index',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('reading_ms').as('reading_ms'),
      sql<number>`sum(case when data_room_id is not null then 1 else 0 end)`.as('rooms'),
    ])
    .where('document_id', '=', documentId);
  if (linkId) query = query.where('link_id', '=', linkId);
  const rows = await query.groupBy('furthest_index').execute();
  return rows.map((r) => ({ furthest: Number(r.furthest_index), n: Number(r.n), readingMs: Number(r.reading_ms ?? 0), rooms: Number(r.rooms ?? 0) }));
}
