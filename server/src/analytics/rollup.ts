// Per-section figures at millions of rows (migration 101). The write path appends every change of a section's
// attention to analytics_section_log (attention-rollup.ts); foldSectionLog, a recurring job, moves the log into value histograms per document
// and section (analytics_section_hist). sectionMeasuresFromRollup reads, in one snapshot, the histograms plus the
// log rows not folded yet, and finds medians and reader counts exactly by reading inside a single bucket of the
// visit_sections index: the cost follows the number of buckets, not of visits.
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { bucketEnd, bucketOf } from './buckets.js';
import { readerThresholdMs, type SectionMeasure } from './definitions.js';
import { probeBuckets, sectionLog, type BucketProbe } from './repository/rollup.js';

type Q = Kysely<Database>;

/** Log rows folded per statement, so one run holds no lock for long. */
const FOLD_BATCH = 50_000;

/**
 * Folds the log into the histograms; returns the log rows folded. Exactly once on both engines: PostgreSQL deletes
 * and adds in one statement; SQLite does both in one transaction.
 */
export async function foldSectionLog(db: Q): Promise<number> {
  let folded = 0;
  for (;;) {
    const n = isPostgres(db) ? await sectionLog.foldPg(db, FOLD_BATCH) : await foldSqlite(db);
    folded += n;
    if (n < FOLD_BATCH) return folded;
  }
}

async function foldSqlite(db: Q): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { lo, hi } = await sectionLog.idRange(trx);
    if (lo === null || hi === null) return 0;
    return sectionLog.foldUpTo(trx, Math.min(Number(hi), Number(lo) + FOLD_BATCH - 1));
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
  const rows = await sectionLog.histogramsAndLog(trx, documentId);
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
    const got = await probeBuckets(
      trx,
      documentId,
      probes.map(
        (p): BucketProbe =>
          p.kind === 'kth'
            ? { section: p.section, from: p.lo, to: bucketEnd(p.lo), kind: 'kth', offset: p.offset }
            : { section: p.section, from: p.threshold, to: bucketEnd(p.lo), kind: 'count' },
      ),
    );
    for (const [i, v] of got.entries()) answers.set(probes[i], v);
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
