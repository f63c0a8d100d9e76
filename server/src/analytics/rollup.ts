// Per-section figures at millions of rows (migration 101). The write path appends every change of a section's
// attention to analytics_section_log (attention-rollup.ts); foldSectionLog, a recurring job, moves the log into value histograms per document
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
    const range = await sql<{
      lo: number | null;
      hi: number | null;
    }>`select min(id) as lo, max(id) as hi from analytics_section_log`.execute(trx);
    const { lo, hi } = range.rows[0] ?? { lo: null, hi: null };
    if (lo === null || hi === null) return 0;
    const upTo = Math.min(Number(hi), Number(lo) + FOLD_BATCH - 1);
    const batch = `(select * from analytics_section_log where id <= ${upTo})`;
    await sql
      .raw(`insert into analytics_section_hist (document_id, section_index, lo, n, sum_ms) ${deltas(batch)} ${upsert}`)
      .execute(trx);
    await sql`delete from analytics_section_hist where n = 0 and document_id in (select distinct document_id from analytics_section_log where id <= ${upTo})`.execute(
      trx,
    );
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
export async function sectionMeasuresFromRollup(
  trx: Q,
  documentId: string,
  words: ReadonlyMap<number, number>,
): Promise<Map<number, SectionMeasure>> {
  // One round trip for the histograms and the log not folded yet ('h': lo, n, sum; 'l': old, new).
  const { rows } = await sql<{ src: 'h' | 'l'; section_index: number; a: number; b: number; c: number }>`
    select 'h' as src, section_index, lo as a, n as b, sum_ms as c from analytics_section_hist where document_id = ${documentId}
    union all
    select 'l' as src, section_index, old_ms as a, new_ms as b, 0 as c from analytics_section_log where document_id = ${documentId}`.execute(
    trx,
  );
  const sections = new Map<number, Map<number, Bucket>>();
  const add = (index: number, lo: number, n: number, sum: number) => {
    let m = sections.get(index);
    if (!m) sections.set(index, (m = new Map()));
    const b = m.get(lo) ?? { lo, n: 0, sum: 0 };
    b.n += n;
    b.sum += sum;
    m.set(lo, b);
  };
  for (const r of rows) {
    const index = Number(r.section_index);
    const [a, b] = [Number(r.a), Number(r.b)];
    if (r.src === 'h') add(index, a, b, Number(r.c));
    else {
      if (a > 0) add(index, bucketOf(a), -1, -a);
      if (b > 0) add(index, bucketOf(b), 1, b);
    }
  }

  // What the histograms cannot say alone is read inside single buckets of the visit_sections index, all in one
  // statement: the k-th value of a bucket (medians) and the values at or past a threshold (readers).
  type Probe =
    | { section: number; lo: number; kind: 'kth'; offset: number }
    | { section: number; lo: number; kind: 'from'; threshold: number };
  const probes: Probe[] = [];
  const plans = new Map<
    number,
    { seen: number; totalMs: number; readers: number; median: Array<number | Probe>; readerProbe?: Probe }
  >();
  for (const [index, m] of sections) {
    const buckets = [...m.values()].filter((b) => b.n > 0).sort((a, b) => a.lo - b.lo);
    const seen = buckets.reduce((a, b) => a + b.n, 0);
    if (seen === 0) continue;
    // The k-th smallest value (0-based): a bucket one millisecond wide is its value; otherwise a probe.
    const kth = (k: number): number | Probe => {
      let below = 0;
      for (const b of buckets) {
        if (k < below + b.n) {
          if (bucketEnd(b.lo) - b.lo === 1) return b.lo;
          const probe: Probe = { section: index, lo: b.lo, kind: 'kth', offset: k - below };
          probes.push(probe);
          return probe;
        }
        below += b.n;
      }
      throw new Error('rank past the histogram');
    };
    const k = (seen - 1) >> 1;
    const median = seen % 2 ? [kth(k)] : [kth(k), kth(k + 1)];
    // Readers: every value at or above the threshold; the bucket the threshold cuts is counted in the index.
    const threshold = readerThresholdMs(words.get(index) ?? 0);
    let readers = 0;
    let readerProbe: Probe | undefined;
    for (const b of buckets) {
      if (b.lo >= threshold) readers += b.n;
      else if (bucketEnd(b.lo) > threshold)
        probes.push((readerProbe = { section: index, lo: b.lo, kind: 'from', threshold }));
    }
    plans.set(index, { seen, totalMs: buckets.reduce((a, b) => a + b.sum, 0), readers, median, readerProbe });
  }

  const answers = new Map<Probe, number>();
  if (probes.length) {
    const arms = probes.map((p, i) => {
      const range = sql`from visit_sections where document_id = ${documentId} and section_index = ${sql.lit(p.section)} and visible_ms >= ${sql.lit(p.kind === 'kth' ? p.lo : p.threshold)} and visible_ms < ${sql.lit(bucketEnd(p.lo))}`;
      return p.kind === 'kth'
        ? sql`select ${sql.lit(i)} as i, (select visible_ms ${range} order by visible_ms limit 1 offset ${sql.lit(p.offset)}) as v`
        : sql`select ${sql.lit(i)} as i, (select count(*) ${range}) as v`;
    });
    const { rows: got } = await sql<{ i: number; v: number }>`${sql.join(arms, sql` union all `)}`.execute(trx);
    for (const r of got) answers.set(probes[Number(r.i)], Number(r.v));
  }
  const value = (x: number | Probe) => (typeof x === 'number' ? x : (answers.get(x) as number));

  const out = new Map<number, SectionMeasure>();
  for (const [index, p] of plans) {
    const medianMs = p.median.reduce<number>((a, x) => a + value(x), 0) / p.median.length;
    out.set(index, {
      seen: p.seen,
      readers: p.readers + (p.readerProbe ? value(p.readerProbe) : 0),
      totalMs: p.totalMs,
      medianMs,
    });
  }
  return out;
}

/**
 * One pass per document: by furthest section, the visits, their reading time and how many came through a room;
 * and the counted visits through the document's own links (one statement, one snapshot).
 */
export async function documentPass(q: Q, documentId: string, linkId: string | undefined) {
  const byLink = (col: string) => (linkId ? sql` and ${sql.ref(col)} = ${linkId}` : sql``);
  const { rows } = await sql<{ furthest_index: number; n: number; reading_ms: number | null; rooms: number | null }>`
    select furthest_index, count(*) as n, sum(reading_ms) as reading_ms, sum(case when data_room_id is not null then 1 else 0 end) as rooms
    from analytics_visit_documents where document_id = ${documentId}${byLink('link_id')} group by furthest_index
    union all
    select -2, (select count(*) from link_visits where document_id = ${documentId} and opened_at is not null${byLink('link_id')}), 0, 0`.execute(
    q,
  );
  const all = rows.map((r) => ({
    furthest: Number(r.furthest_index),
    n: Number(r.n),
    readingMs: Number(r.reading_ms ?? 0),
    rooms: Number(r.rooms ?? 0),
  }));
  return { visits: all.filter((r) => r.furthest !== -2), directViews: all.find((r) => r.furthest === -2)?.n ?? 0 };
}
