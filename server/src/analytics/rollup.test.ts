// The per-section rollup (migration 101, rollup.ts) answers exactly what a pass over visit_sections answers:
// checked against the raw pass on random attention, before any fold, after folds, with attention arriving between
// them and between a fold's batches; and the SQL buckets the fold writes are the buckets the read computes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { bucketSql as frozenBucketSql } from '../db/migrations/101-analytics-reading-rollups.js';
import { bucketEnd, bucketOf, bucketSql } from './buckets.js';
import { sectionMeasures } from './repository.js';
import { foldSectionLog, inSnapshot, sectionMeasuresFromRollup } from './rollup.js';
import { addAttention, seedVisits } from './seed.js';

let t: TestApp;
let docId: string;
let linkId: string;
const words = new Map([
  [0, 10],
  [1, 40],
  [2, 300],
  [3, 0],
]);

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
  const post = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(t.key), payload })).json().data;
  docId = (await post('/documents', { title: 'Rolled', markdown: '# A\n\nx\n\n# B\n\ny\n\n# C\n\nz\n\n# D\n\nw' })).id;
  linkId = (await post('/links', { documentId: docId, isPublic: true })).id;
});
afterAll(() => t.close());

// A small deterministic generator, so a failure can be replayed.
let seed = 7;
const rnd = (n: number) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
};
/** Values with ties, exact small ones, and values in the thousands around the reader thresholds. */
const value = () =>
  [() => 1 + rnd(200), () => 2000, () => 1500 + rnd(3000), () => 1000 + rnd(90_000), () => 4000 + rnd(4)][rnd(5)]();

async function compare() {
  const db = t.db.kysely;
  const raw = await sectionMeasures(db, docId, words, undefined);
  // The raw pass reads attention through a link too; the rollup has every visit, which here all came through it.
  const rolled = await inSnapshot(db, (trx) => sectionMeasuresFromRollup(trx, docId, words));
  expect(new Map([...rolled].sort((a, b) => a[0] - b[0]))).toStrictEqual(new Map([...raw].sort((a, b) => a[0] - b[0])));
  expect(rolled.size).toBeGreaterThan(0);
  return rolled;
}

describe('the section rollup', () => {
  it('buckets the same in SQL and in JS, and each bucket is under 1.6% of its values wide', async () => {
    const values = [
      1,
      2,
      127,
      128,
      129,
      255,
      256,
      257,
      1000,
      2047,
      2048,
      65_535,
      65_536,
      3_600_000,
      2 ** 40 + 12_345,
      ...Array.from({ length: 200 }, () => 1 + rnd(10_000_000)),
    ];
    const { rows } = await sql<{
      v: number | string;
      lo: number | string;
    }>`select v, ${sql.raw(bucketSql('v'))} as lo from (${sql.join(
      values.map((v) => sql`select cast(${sql.lit(v)} as bigint) as v`),
      sql` union all `,
    )}) x`.execute(t.db.kysely);
    for (const r of rows) {
      const v = Number(r.v);
      expect(Number(r.lo), String(v)).toBe(bucketOf(v));
      expect(bucketOf(v)).toBeLessThanOrEqual(v);
      expect(bucketEnd(bucketOf(v))).toBeGreaterThan(v);
      if (v >= 128) expect((bucketEnd(bucketOf(v)) - bucketOf(v)) / bucketOf(v)).toBeLessThanOrEqual(1 / 64);
    }
  });

  it("buckets as migration 101's frozen copy does (the histograms it backfilled)", () => {
    for (const col of ['v', 'old_ms', 'new_ms']) expect(frozenBucketSql(col)).toBe(bucketSql(col));
  });

  it('answers exactly what the raw pass answers, folded or not, while attention keeps arriving', async () => {
    const db = t.db.kysely;
    const at = '2026-11-20T10:00:00.000Z';
    const visits = Array.from({ length: 300 }, () => ({
      workspaceId: t.workspaceId,
      linkId,
      documentId: docId,
      startedAt: at,
      sections: [0, 1, 2, 3].filter(() => rnd(4) > 0).map((index) => ({ index, visibleMs: value() })),
    }));
    const ids = await seedVisits(db, visits);
    await compare(); // nothing folded: the log alone
    await foldSectionLog(db);
    expect(
      Number((await sql<{ n: number }>`select count(*) as n from analytics_section_log`.execute(db)).rows[0].n),
    ).toBe(0);
    await compare(); // histograms alone
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 60; i++)
        await addAttention(
          db,
          ids[rnd(ids.length)],
          docId,
          rnd(4),
          1 + rnd(5000),
          new Date(Date.parse(at) + round * 1000 + i).toISOString(),
        );
      await compare(); // histograms and a log
      if (round < 2) await foldSectionLog(db);
    }
    // Attention taken away (a visit deleted with its sections) leaves the histograms as exact.
    await db.deleteFrom('link_visits').where('id', 'in', ids.slice(0, 25)).execute();
    await compare();
    await foldSectionLog(db);
    const final = await compare();
    expect([...final.values()].reduce((a, m) => a + m.seen, 0)).toBeGreaterThan(300);
  });
});
