// The daily totals (analytics_daily: per link, address, device and the day's visitors), kept by the writes of
// visits in TypeScript since migration 203, against the visits themselves after every kind of write: visits
// starting, clearing their gates and opening, heartbeats, page loads, a download, a visit re-keyed (its address
// and day changed), and a document purged with its links and visits (the foreign keys' cascade, which the delete
// trigger follows). On the real database: SQLite, or PostgreSQL with DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKit, content, gates, makeLink, mdDoc, start, type Kit, type Started } from '../visits/test-kit.js';
import { updateVisit } from '../visits/repository.js';

let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

const BODY = '# One\n\nFirst.\n\n# Two\n\nSecond.\n\n# Three\n\nThird.\n\n# Four\n\nFourth.';
const beat = (v: Started, documentId: string, index: number, visibleMs: number) =>
  k.pub('POST', `/visits/${v.visitId}/heartbeats`, { documentId, sections: [{ index, visibleMs }] }, v.token);

type Row = Record<string, string | number>;
const numbers = (rows: Row[]) =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([c, v]) => [c, c === 'completion_sum' ? Math.round(Number(v) * 1e6) / 1e6 : v]),
    ),
  );
const asNumbers = (rows: Row[]) =>
  numbers(rows).map((r) => ({
    ...r,
    views: Number(r.views),
    total_ms: Number(r.total_ms),
    downloads: Number(r.downloads),
    anonymous: Number(r.anonymous),
  }));

/** The workspace's daily totals, and the same worked out from its visits as they stand. */
async function compare(): Promise<number> {
  const db = k.t.db.kysely;
  const ws = k.t.workspaceId;
  const kept = await sql<Row>`
    select dim, day, key, views, total_ms, completion_sum, downloads, anonymous from analytics_daily
    where workspace_id = ${ws} and dim in ('link', 'email', 'agent', 'visitors')
      and (views <> 0 or total_ms <> 0 or completion_sum <> 0 or downloads <> 0 or anonymous <> 0)
    order by dim, day, key`.execute(db);
  const opened = sql`workspace_id = ${ws} and opened_at is not null`;
  const raw = await sql<Row>`
    select * from (
      select 'link' as dim, substr(started_at, 1, 10) as day, link_id as key, count(*) as views, sum(total_ms) as total_ms,
        sum(completion) as completion_sum, sum(case when downloaded_at is not null then 1 else 0 end) as downloads,
        sum(case when viewer_email is null then 1 else 0 end) as anonymous
        from link_visits where ${opened} group by 2, 3
      union all
      select 'email', substr(started_at, 1, 10), lower(viewer_email), count(*), sum(total_ms), 0, 0, 0
        from link_visits where ${opened} and viewer_email is not null group by 2, 3
      union all
      select 'agent', substr(started_at, 1, 10), coalesce(user_agent, ''), count(*), 0, 0, 0, 0
        from link_visits where ${opened} group by 2, 3
      union all
      select 'visitors', substr(started_at, 1, 10), '', count(distinct lower(viewer_email)), 0, 0, 0, 0
        from link_visits where ${opened} and viewer_email is not null group by 2
    ) x order by dim, day, key`.execute(db);
  expect(asNumbers(kept.rows)).toEqual(asNumbers(raw.rows));
  return raw.rows.length;
}

const email = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@daily.example`;

describe('daily totals', () => {
  it('follow every write of a visit: opening, heartbeats, page loads, a download, a re-key and a purge', async () => {
    const kept = await mdDoc(k, 'Kept deck', BODY);
    const purged = await mdDoc(k, 'Purged deck', BODY);
    const withEmail = await makeLink(k, {
      documentId: kept,
      requireEmail: true,
      allowDownload: true,
      notifyOnView: false,
    });
    const open = await makeLink(k, { documentId: kept, requireEmail: false, notifyOnView: false });
    const doomed = await makeLink(k, { documentId: purged, requireEmail: true, notifyOnView: false });

    // Visits starting: anonymous ones open at once; those asking an address open once it is given.
    const dana = email('Dana');
    const agents = ['Mozilla/5.0 (Macintosh)', 'Mozilla/5.0 (iPhone)'];
    const visits: Array<{ v: Started; doc: string }> = [];
    for (const [i, who] of [dana, dana.toUpperCase(), email('eve'), null].entries()) {
      const v = await start(k, (who ? withEmail : open).slug, {}, { 'user-agent': agents[i % 2] });
      expect(v.status, JSON.stringify(v.body)).toBe(201);
      if (who) expect((await gates(k, v, { email: who })).statusCode).toBe(200);
      visits.push({ v, doc: kept });
    }
    const pending = await start(k, withEmail.slug);
    expect(pending.status).toBe(201);
    for (const who of [dana, email('frank')]) {
      const v = await start(k, doomed.slug, {}, { 'user-agent': agents[0] });
      expect((await gates(k, v, { email: who })).statusCode).toBe(200);
      visits.push({ v, doc: purged });
    }
    expect(await compare()).toBeGreaterThan(5);

    // Heartbeats (attention, completion, last activity), a page load, a download.
    for (const [i, { v, doc }] of visits.entries()) {
      await new Promise((r) => setTimeout(r, 20));
      expect((await beat(v, doc, i % 4, 5)).statusCode).toBe(204);
      expect((await beat(v, doc, (i + 1) % 4, 5)).statusCode).toBe(204);
    }
    expect((await content(k, visits[0].v)).statusCode).toBe(200);
    const download = await k.pub('GET', `/visits/${visits[0].v.visitId}/download`, undefined, visits[0].v.token);
    expect(download.statusCode, download.body).toBe(200);
    await compare();

    // A visit re-keyed: another address and another day (its old rows lose it, its new ones gain it), then one
    // given back its first address: dana's day counts one visitor again.
    await updateVisit(k.t.db.kysely, visits[1].v.visitId, {
      viewer_email: email('grace'),
      started_at: '2030-06-01T10:00:00.000Z',
      user_agent: 'curl/8',
    });
    await compare();
    await updateVisit(k.t.db.kysely, visits[2].v.visitId, { viewer_email: dana });
    await compare();

    // A document purged: its links and their visits go by cascade, and the totals lose them.
    expect((await k.api('DELETE', `/documents/${purged}`)).statusCode).toBe(204);
    expect((await k.api('DELETE', `/documents/${purged}?purge=true`)).statusCode).toBe(204);
    expect(
      await k.t.db.kysely.selectFrom('link_visits').select('id').where('link_id', '=', doomed.id).execute(),
    ).toEqual([]);
    await compare();
    // Nothing left of the purged link's rows but zeros.
    const left = await k.t.db.kysely
      .selectFrom('analytics_daily')
      .select(['views', 'total_ms'])
      .where('dim', '=', 'link')
      .where('key', '=', doomed.id)
      .execute();
    expect(left.map((r) => [Number(r.views), Number(r.total_ms)])).toEqual(left.map(() => [0, 0]));
    expect(left.length).toBeGreaterThan(0);
  });
});
