// The per-section rollup's queries (migration 101): folding analytics_section_log into the value histograms
// (analytics_section_hist), reading them with the log not folded yet, and probing single buckets of the
// visit_sections index. When to fold and what the figures are is rollup.ts's.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bucketSql } from '../buckets.js';

type Q = Kysely<Database>;

/** Rows of the histograms added per (document, section, bucket) by a set of log rows: a change leaves its old bucket and enters its new one. */
const deltas = (from: string) => `
  select document_id, section_index, lo, sum(dn) as n, sum(dms) as sum_ms from (
    select document_id, section_index, ${bucketSql('old_ms')} as lo, -1 as dn, -old_ms as dms from ${from} where old_ms > 0
    union all
    select document_id, section_index, ${bucketSql('new_ms')} as lo, 1 as dn, new_ms as dms from ${from} where new_ms > 0
  ) d where true group by document_id, section_index, lo`;

const upsert = `on conflict (document_id, section_index, lo) do update set
  n = analytics_section_hist.n + excluded.n, sum_ms = analytics_section_hist.sum_ms + excluded.sum_ms`;

export const sectionLog = {
  /**
   * PostgreSQL: moves up to `limit` log rows into the histograms in one statement (the rows it deleted are the rows
   * it adds, and a concurrent fold skips them), then drops emptied buckets; returns the log rows moved.
   */
  async foldPg(db: Q, limit: number): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`
    with moved as (
      delete from analytics_section_log where id in (select id from analytics_section_log order by id limit ${limit} for update skip locked)
      returning document_id, section_index, old_ms, new_ms
    ),
    added as (insert into analytics_section_hist (document_id, section_index, lo, n, sum_ms) ${sql.raw(deltas('moved'))} ${sql.raw(upsert)} returning 1)
    select (select count(*) from moved) as n, (select count(*) from added) as added`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) await sql`delete from analytics_section_hist where n = 0`.execute(db);
    return n;
  },

  /** The first and last ids of the log (null when it is empty). */
  async idRange(trx: Q): Promise<{ lo: number | null; hi: number | null }> {
    const range = await sql<{
      lo: number | null;
      hi: number | null;
    }>`select min(id) as lo, max(id) as hi from analytics_section_log`.execute(trx);
    return range.rows[0] ?? { lo: null, hi: null };
  },

  /**
   * SQLite, inside one transaction: adds the log rows up to id `upTo` to the histograms, drops the buckets they
   * emptied and deletes them from the log; returns the log rows deleted.
   */
  async foldUpTo(trx: Q, upTo: number): Promise<number> {
    const batch = `(select * from analytics_section_log where id <= ${upTo})`;
    await sql
      .raw(`insert into analytics_section_hist (document_id, section_index, lo, n, sum_ms) ${deltas(batch)} ${upsert}`)
      .execute(trx);
    await sql`delete from analytics_section_hist where n = 0 and document_id in (select distinct document_id from analytics_section_log where id <= ${upTo})`.execute(
      trx,
    );
    const res = await sql`delete from analytics_section_log where id <= ${upTo}`.execute(trx);
    return Number(res.numAffectedRows ?? 0);
  },

  /**
   * A document's histograms and its log not folded yet, in one round trip ('h': a = lo, b = n, c = sum_ms;
   * 'l': a = old_ms, b = new_ms).
   */
  async histogramsAndLog(trx: Q, documentId: string) {
    const { rows } = await sql<{ src: 'h' | 'l'; section_index: number; a: number; b: number; c: number }>`
    select 'h' as src, section_index, lo as a, n as b, sum_ms as c from analytics_section_hist where document_id = ${documentId}
    union all
    select 'l' as src, section_index, old_ms as a, new_ms as b, 0 as c from analytics_section_log where document_id = ${documentId}`.execute(
      trx,
    );
    return rows;
  },
};

/** A question about the values of one section of a document in [from, to): the k-th smallest, or how many. */
export type BucketProbe = { section: number; from: number; to: number } & (
  | { kind: 'kth'; offset: number }
  | { kind: 'count' }
);

/** The probes' answers, in their order, in one statement over the visit_sections index. */
export async function probeBuckets(trx: Q, documentId: string, probes: readonly BucketProbe[]): Promise<number[]> {
  const arms = probes.map((p, i) => {
    const range = sql`from visit_sections where document_id = ${documentId} and section_index = ${sql.lit(p.section)} and visible_ms >= ${sql.lit(p.from)} and visible_ms < ${sql.lit(p.to)}`;
    return p.kind === 'kth'
      ? sql`select ${sql.lit(i)} as i, (select visible_ms ${range} order by visible_ms limit 1 offset ${sql.lit(p.offset)}) as v`
      : sql`select ${sql.lit(i)} as i, (select count(*) ${range}) as v`;
  });
  const { rows } = await sql<{ i: number; v: number }>`${sql.join(arms, sql` union all `)}`.execute(trx);
  const answers: number[] = [];
  for (const r of rows) answers[Number(r.i)] = Number(r.v);
  return answers;
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
