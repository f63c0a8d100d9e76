// The attention writer of the engine under test (SQLite, or PostgreSQL when DATABASE_URL is set), on the real
// database with the clock controlled: credits stay within wall time, concurrent replays cannot double-count,
// sittings and completion; heartbeats that arrive together share one transaction, each answered once it committed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { openDatabase } from '../db/connect.js';
import { attentionWriter } from './attention-writer.js';
import { IDLE_MS } from './credit.js';
import { updateVisit } from './repository.js';

let t: TestApp;
let linkSlug: string;
let documentId: string;
const T0 = Date.parse('2026-11-25T09:00:00.000Z');

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
  const d = await t.api.post('/documents', {
    title: 'Deck',
    markdown: '# One\n\na\n\n# Two\n\nb\n\n# Three\n\nc\n\n# Four\n\nd',
  });
  expect(d.statusCode, d.body).toBe(201);
  documentId = d.json().data.id;
  const l = await t.api.post('/links', { documentId, isPublic: true });
  expect(l.statusCode, l.body).toBe(201);
  linkSlug = l.json().data.slug;
});
afterAll(() => t.close());

/** A visit started over the public API, then set back to have opened at `openedAt` (the writer's clock is the test's). */
async function openedVisit(openedAt = T0): Promise<string> {
  const started = await t.api.post(`/public/links/${linkSlug}/visits`, {}, { key: null });
  expect(started.statusCode, started.body).toBe(201);
  const id: string = started.json().data.visitId;
  const iso = new Date(openedAt).toISOString();
  await updateVisit(t.db.kysely, id, {
    opened_at: iso,
    last_opened_at: null,
    started_at: iso,
    last_seen_at: iso,
    last_heartbeat_at: null,
    total_ms: 0,
    opens: 1,
    completion: 0,
  });
  return id;
}

const visit = (id: string) =>
  t.db.kysely.selectFrom('link_visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sections = async (id: string) =>
  (
    await t.db.kysely
      .selectFrom('visit_sections')
      .selectAll()
      .where('visit_id', '=', id)
      .orderBy('section_index')
      .execute()
  ).map((r) => ({
    index: Number(r.section_index),
    visibleMs: Number(r.visible_ms),
    totalMs: Number(r.total_ms),
    opens: Number(r.opens),
    completion: Number(r.completion),
    lastSeenAt: r.last_seen_at,
  }));

// The engine's one writer, as a document link's write (only its document counts for completion) and a room link's.
const kinds = { 'document link': true, 'room link': false };
let single = true;
const writer = () => attentionWriter(t.db);
function write(visitId: string, at: number, entries: { index: number; visibleMs: number }[]) {
  return writer().write({ visitId, documentId, entries, sectionCount: () => 4, now: () => at, single });
}
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
/** A second instance's writer: its own connections to the same database (on SQLite, to the same file). */
async function openOtherInstance() {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: t.rt.config.dataDir, poolSize: 2 });
  return { writer: attentionWriter(db), close: () => db.close() };
}

describe.each(Object.keys(kinds) as (keyof typeof kinds)[])(`recording attention (${engine} writer, %s)`, (kind) => {
  beforeAll(() => {
    single = kinds[kind];
  });

  it('credits honest heartbeats, and only the wall time of oversized ones', async () => {
    const v = await openedVisit();
    await write(v, T0 + 5000, [{ index: 0, visibleMs: 5000 }]);
    await write(v, T0 + 8000, [
      { index: 0, visibleMs: 1000 },
      { index: 1, visibleMs: 60_000 },
    ]);
    const row = await visit(v);
    expect(Number(row.total_ms)).toBe(8000);
    expect(row.last_heartbeat_at).toBe(new Date(T0 + 8000).toISOString());
    expect(Number(row.opens)).toBe(1);
    expect(Number(row.completion)).toBe(0.5);
    expect(await sections(v)).toEqual([
      {
        index: 0,
        visibleMs: 6000,
        totalMs: 8000,
        opens: 1,
        completion: 1,
        lastSeenAt: new Date(T0 + 8000).toISOString(),
      },
      {
        index: 1,
        visibleMs: 3000,
        totalMs: 3000,
        opens: 1,
        completion: 1,
        lastSeenAt: new Date(T0 + 8000).toISOString(),
      },
    ]);
  });

  it('credits a replay nothing, and twenty concurrent copies no more than the wall time once', async () => {
    const v = await openedVisit();
    const hb = [{ index: 2, visibleMs: 10_000 }];
    await write(v, T0 + 10_000, hb);
    await write(v, T0 + 10_000, hb);
    expect(Number((await visit(v)).total_ms)).toBe(10_000);
    await Promise.all(Array.from({ length: 20 }, () => write(v, T0 + 12_000, [{ index: 2, visibleMs: 60_000 }])));
    expect(Number((await visit(v)).total_ms)).toBe(12_000);
    expect((await sections(v))[0].visibleMs).toBe(12_000);
  });

  it('500 sections at 60 s each right after opening credit each section and the visit at most the wall time', async () => {
    const v = await openedVisit();
    await write(
      v,
      T0 + 1500,
      Array.from({ length: 500 }, (_, i) => ({ index: i, visibleMs: 60_000 })),
    );
    expect(Number((await visit(v)).total_ms)).toBe(1500);
    const s = await sections(v);
    expect(s).toHaveLength(500);
    expect(Math.max(...s.map((x) => x.visibleMs))).toBe(1500);
  });

  it('an idle gap starts a new sitting and credits nothing; a page load starts one too', async () => {
    const v = await openedVisit();
    await write(v, T0 + 5000, [{ index: 0, visibleMs: 5000 }]);
    const back = T0 + 5000 + IDLE_MS + 60_000;
    await write(v, back, [{ index: 0, visibleMs: 60_000 }]);
    let row = await visit(v);
    expect([Number(row.total_ms), Number(row.opens)]).toEqual([5000, 2]);
    await write(v, back + 4000, [{ index: 0, visibleMs: 4000 }]);
    expect((await sections(v))[0]).toMatchObject({ visibleMs: 9000, opens: 2 });
    // A page load, as getVisitContent records it: a new sitting from that instant.
    await t.db.kysely
      .updateTable('link_visits')
      .set({ opens: 3, last_opened_at: new Date(back + 100_000).toISOString() })
      .where('id', '=', v)
      .execute();
    await write(v, back + 102_000, [{ index: 0, visibleMs: 60_000 }]);
    // Two seconds since the page load, not since the previous heartbeat (~98 s before).
    row = await visit(v);
    expect([Number(row.total_ms), Number(row.opens)]).toEqual([11_000, 3]);
    expect((await sections(v))[0]).toMatchObject({ visibleMs: 11_000, opens: 3 });
  });
});

describe(`group commit (${engine} writer)`, () => {
  it('heartbeats that arrive together share one transaction, and each is answered only once it is committed', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => openedVisit()));
    const before = { ...writer().stats };
    // Read back as each answer arrives: on PostgreSQL through another connection of the pool, which sees committed rows only.
    const seen = await Promise.all(
      ids.map((v) =>
        write(v, T0 + 3000, [{ index: 1, visibleMs: 3000 }]).then(async (c) => [
          c.visitMs,
          Number((await visit(v)).total_ms),
        ]),
      ),
    );
    expect(seen).toEqual(ids.map(() => [3000, 3000]));
    const after = writer().stats;
    expect(after.heartbeats - before.heartbeats).toBe(30);
    expect(after.batches - before.batches).toBeLessThanOrEqual(2);
  });

  it('a heartbeat that cannot be written is refused alone; the others of its batch are written', async () => {
    const ok = await openedVisit();
    const results = await Promise.allSettled([
      write(ok, T0 + 2000, [{ index: 0, visibleMs: 2000 }]),
      write('view_gone', T0 + 2000, [{ index: 0, visibleMs: 2000 }]),
      write(ok, T0 + 2500, [{ index: 0, visibleMs: 2000 }]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/vanished/);
    expect(Number((await visit(ok)).total_ms)).toBe(2500);
    expect((await sections(ok))[0]).toMatchObject({ visibleMs: 2500, opens: 1 });
  });

  it("batches of many visits, several heartbeats each, new sections beside known ones: each visit's document rollup adds up to its sections, and its reading time to its total", async () => {
    // The rollup of visit_sections into analytics_visit_documents (per row on SQLite, per statement on PostgreSQL,
    // migration 192) against what the rows themselves say. Within a batch a visit's heartbeats report the same
    // sections, so its reading time is exactly its total (each heartbeat's time counted once).
    single = true;
    const ids = await Promise.all(Array.from({ length: 12 }, () => openedVisit()));
    let rnd = 11;
    const next = (n: number) => ((rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0) >>> 8) % n;
    for (let round = 1; round <= 4; round++) {
      const writes: Promise<unknown>[] = [];
      for (const [i, v] of ids.entries()) {
        const indexes = [0, 1, 2, 3].filter((x) => (x + round + i) % 3 !== 0 || next(2) === 0);
        const beats = 1 + next(3);
        for (let b = 0; b < beats; b++)
          writes.push(
            write(
              v,
              T0 + round * 10_000 + b * 1000 + i,
              indexes.map((index) => ({ index, visibleMs: next(2) ? 0 : 1 + next(4000) })),
            ),
          );
      }
      const before = writer().stats.batches;
      await Promise.all(writes);
      expect(writer().stats.batches - before).toBeLessThanOrEqual(3); // together (PostgreSQL: one heartbeat of a visit per batch, so up to 3)
    }
    const db = t.db.kysely;
    const rollups = await db
      .selectFrom('analytics_visit_documents')
      .selectAll()
      .where('visit_id', 'in', ids)
      .orderBy('visit_id')
      .execute();
    expect(rollups).toHaveLength(ids.length);
    for (const r of rollups) {
      const rows = (await sections(r.visit_id)).filter((x) => x.visibleMs >= 0);
      const reached = rows.filter((x) => x.visibleMs > 0);
      expect({
        visible: Number(r.visible_ms),
        seen: Number(r.sections_seen),
        furthest: Number(r.furthest_index),
        reading: Number(r.reading_ms),
      }).toEqual({
        visible: rows.reduce((a, x) => a + x.visibleMs, 0),
        seen: reached.length,
        furthest: reached.length ? Math.max(...reached.map((x) => x.index)) : -1,
        reading: Number((await visit(r.visit_id)).total_ms),
      });
    }
    // The daily totals (kept by the write path, analytics/daily.ts) against the visits themselves: every opened
    // visit of the workspace, by link, address and device, per day.
    const daily = await sql<{
      dim: string;
      day: string;
      key: string;
      views: string | number;
      total_ms: string | number;
    }>`
      select dim, day, key, views, total_ms from analytics_daily
      where workspace_id = ${t.workspaceId} and dim in ('link', 'email', 'agent') and (views <> 0 or total_ms <> 0) order by dim, day, key`.execute(
      db,
    );
    const raw = await sql<{ dim: string; day: string; key: string; views: string | number; total_ms: string | number }>`
      select * from (
        select 'link' as dim, substr(started_at, 1, 10) as day, link_id as key, count(*) as views, sum(total_ms) as total_ms from link_visits
          where workspace_id = ${t.workspaceId} and opened_at is not null group by 2, 3
        union all
        select 'email', substr(started_at, 1, 10), lower(viewer_email), count(*), sum(total_ms) from link_visits
          where workspace_id = ${t.workspaceId} and opened_at is not null and viewer_email is not null group by 2, 3
        union all
        select 'agent', substr(started_at, 1, 10), coalesce(user_agent, ''), count(*), 0 from link_visits
          where workspace_id = ${t.workspaceId} and opened_at is not null group by 2, 3
      ) x order by dim, day, key`.execute(db);
    const numbers = (rows: typeof raw.rows) =>
      rows.map((r) => ({ ...r, views: Number(r.views), total_ms: Number(r.total_ms) }));
    expect(numbers(daily.rows)).toEqual(numbers(raw.rows));
    expect(raw.rows.length).toBeGreaterThan(0);
  });

  it('the section counts are worked out before the batch takes its locks: a count read from the database does not wait on the batch, even on a pool of one connection', async () => {
    const v = await openedVisit();
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: t.rt.config.dataDir, poolSize: 1 });
    try {
      // As a count not remembered does (section-count.ts): the document read on the instance's own connections.
      const sectionCount = async (id: string) => {
        await db.kysely.selectFrom('documents').select('id').where('id', '=', id).execute();
        return 4;
      };
      const credit = await attentionWriter(db).write({
        visitId: v,
        documentId,
        entries: [{ index: 0, visibleMs: 2000 }],
        sectionCount,
        now: () => T0 + 2000,
        single,
      });
      expect(credit.visitMs).toBe(2000);
      expect(Number((await visit(v)).completion)).toBe(0.25);
    } finally {
      await db.close();
    }
  });

  it('copies of one heartbeat written through two writers at once (two instances) credit the wall time once', async () => {
    const v = await openedVisit();
    const other = await openOtherInstance();
    try {
      const hb = () => ({
        visitId: v,
        documentId,
        entries: [{ index: 3, visibleMs: 60_000 }],
        sectionCount: () => 4,
        now: () => T0 + 7000,
        single: true,
      });
      await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? other.writer : writer()).write(hb())));
      expect(Number((await visit(v)).total_ms)).toBe(7000);
      expect((await sections(v))[0]).toMatchObject({ index: 3, visibleMs: 7000, opens: 1 });
    } finally {
      await other.close();
    }
  });
});
