// /views, /visitors, /visits/export and /analytics/summary over HTTP on hand-built visits (SQLite, or PostgreSQL
// with DATABASE_URL): every filter, cursors, each error status, and another workspace's ids answering 404.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { allScopes } from '../generated/operations.gen.js';
import { updateVisit } from '../visits/repository.js';
import { addAttention, seedFeedback, seedVisits, type SeedVisit } from './seed.js';

let t: TestApp;
let otherKey: string;
const ok = async (url: string) => {
  const res = await t.api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (body: { data: { id: string }[] }) => body.data.map((v) => v.id);

const DAY = 86_400_000;
const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
const daysAgo = (d: number, h = 10) => new Date(today.getTime() - d * DAY + h * 3_600_000).toISOString();
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let deck: string;
let memo: string;
let room: string;
let deckLink: string;
let memoLink: string;
let roomLink: string;
/** Visit ids by name. */
const v: Record<string, string> = {};

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
  otherKey = await t.keyWith([...allScopes], { workspace: `other-${randomBytes(4).toString('hex')}` });
  await t.db.kysely.updateTable('workspaces').set({ plan: 'enterprise' }).where('id', '=', t.workspaceId).execute();
  const post = async (url: string, body: object) => {
    const res = await t.api('POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  deck = (
    await post('/documents', { title: 'Series A deck', markdown: '# Summary\n\nWe grow.\n\n# Numbers\n\nThey add up.' })
  ).id;
  memo = (await post('/documents', { title: 'Memo', markdown: '# Memo\n\nShort.' })).id;
  room = (await post('/rooms', { name: 'Data room' })).id;
  await post(`/rooms/${room}/documents`, { documentId: deck });
  await post(`/rooms/${room}/documents`, { documentId: memo });
  deckLink = (
    await post('/links', { documentId: deck, name: 'Investors', captureFields: [{ label: 'Company', type: 'text' }] })
  ).id;
  memoLink = (await post('/links', { documentId: memo, name: '=Formula link', isPublic: true })).id;
  roomLink = (await post('/links', { dataRoomId: room, name: 'Room link' })).id;

  const ws = t.workspaceId;
  const seeds: Record<string, SeedVisit> = {
    dana1: {
      workspaceId: ws,
      linkId: deckLink,
      documentId: deck,
      email: 'dana@acme.example',
      verified: true,
      startedAt: daysAgo(5),
      lastSeenAt: daysAgo(5, 11),
      completion: 0.5,
      userAgent: MAC,
      captureAnswers: { company: 'Acme, "Ltd"' },
      ndaAcceptedAt: daysAgo(5),
      country: 'GB',
      city: 'London',
      referrer: 'https://mail.example.com/',
      ipAddress: '203.0.113.42',
      sections: [{ index: 0, visibleMs: 4000 }],
    },
    dana2: {
      workspaceId: ws,
      linkId: roomLink,
      dataRoomId: room,
      email: 'Dana@Acme.example',
      startedAt: daysAgo(1),
      lastSeenAt: daysAgo(1, 12),
      completion: 1,
      downloadedAt: daysAgo(1, 11),
      userAgent: IPHONE,
      sections: [
        { documentId: deck, index: 0, visibleMs: 1000 },
        { documentId: deck, index: 1, visibleMs: 2000 },
        { documentId: memo, index: 0, visibleMs: 3000 },
      ],
    },
    anon: {
      workspaceId: ws,
      linkId: memoLink,
      documentId: memo,
      startedAt: daysAgo(0, 1),
      completion: 1,
      userAgent: IPAD,
      referrer: '=HYPERLINK("http://evil.example")',
      city: '-London',
      sections: [{ index: 0, visibleMs: 7000 }],
    },
    gated: {
      workspaceId: ws,
      linkId: deckLink,
      documentId: deck,
      email: 'eve@evil.example',
      startedAt: daysAgo(0, 2),
      openedAt: null,
    },
    old: {
      workspaceId: ws,
      linkId: deckLink,
      documentId: deck,
      email: 'olaf@old.example',
      startedAt: daysAgo(10),
      completion: 0.25,
      userAgent: 'curl/8.5.0',
      sections: [{ index: 0, visibleMs: 500 }],
    },
    roomEmpty: {
      workspaceId: ws,
      linkId: roomLink,
      dataRoomId: room,
      email: 'rita@room.example',
      startedAt: daysAgo(3),
      userAgent: MAC,
    },
  };
  const names = Object.keys(seeds);
  (await seedVisits(t.db.kysely, Object.values(seeds))).forEach((id, i) => {
    v[names[i]] = id;
  });
  await seedFeedback(t.db.kysely, {
    workspaceId: ws,
    visitId: v.dana2,
    linkId: roomLink,
    documentId: memo,
    reaction: 'confused',
    comment: 'Which year?',
    at: daysAgo(1, 11),
  });
  await seedFeedback(t.db.kysely, {
    workspaceId: ws,
    visitId: v.dana2,
    linkId: roomLink,
    documentId: memo,
    reaction: 'like',
    comment: null,
    at: daysAgo(1, 12),
  });
});
afterAll(() => t.close());

describe('GET /views', () => {
  it('lists counted visits newest first; includeUnopened adds those at the gates', async () => {
    expect(ids(await ok('/views'))).toEqual([v.anon, v.dana2, v.roomEmpty, v.dana1, v.old]);
    expect(ids(await ok('/views?includeUnopened=true'))).toEqual([
      v.gated,
      v.anon,
      v.dana2,
      v.roomEmpty,
      v.dana1,
      v.old,
    ]);
  });

  it('filters by document, room, link, address (any case) and start, combined with AND', async () => {
    expect(ids(await ok(`/views?documentId=${deck}`))).toEqual([v.dana1, v.old]);
    expect(ids(await ok(`/views?dataRoomId=${room}`))).toEqual([v.dana2, v.roomEmpty]);
    expect(ids(await ok(`/views?shareLinkId=${memoLink}`))).toEqual([v.anon]);
    expect(ids(await ok('/views?email=DANA%40acme.EXAMPLE'))).toEqual([v.dana2, v.dana1]);
    expect(ids(await ok(`/views?since=${encodeURIComponent(daysAgo(3))}`))).toEqual([v.anon, v.dana2, v.roomEmpty]);
    expect(ids(await ok(`/views?since=${encodeURIComponent(daysAgo(3))}&email=dana%40acme.example`))).toEqual([
      v.dana2,
    ]);
    expect(ids(await ok('/views?documentId=doc_nothing'))).toEqual([]);
  });

  it('pages with cursors', async () => {
    const first = await ok('/views?limit=2');
    expect(ids(first)).toEqual([v.anon, v.dana2]);
    const second = await ok(`/views?limit=2&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual([v.roomEmpty, v.dana1]);
    const third = await ok(`/views?limit=2&cursor=${second.nextCursor}`);
    expect(ids(third)).toEqual([v.old]);
    expect(third.nextCursor).toBeNull();
    expect((await t.api.get(`/views?cursor=${first.nextCursor}`, otherKey)).statusCode).toBe(400);
  });

  it('400 for a since that is not a timestamp, an includeUnopened that is not a boolean', async () => {
    for (const q of ['since=yesterday', 'since=2026-11-20', 'includeUnopened=yes']) {
      const res = await t.api.get(`/views?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.body).toContain(q.split('=')[0]);
    }
  });

  it('another workspace sees none of them', async () => {
    expect((await t.api.get('/views?includeUnopened=true', otherKey)).json().data).toEqual([]);
  });
});

describe('GET /views/{id}', () => {
  it('a document visit: every field, capture answers by field id, sections with headings', async () => {
    const d = (await ok(`/views/${v.dana1}`)).data;
    expect(d).toMatchObject({
      id: v.dana1,
      shareLinkId: deckLink,
      documentId: deck,
      dataRoomId: null,
      viewerEmail: 'dana@acme.example',
      emailVerified: true,
      ndaAcceptedAt: daysAgo(5),
      ndaText: 'Keep it confidential.',
      openedAt: daysAgo(5),
      startedAt: daysAgo(5),
      lastSeenAt: daysAgo(5, 11),
      totalMs: 4000,
      opens: 1,
      completion: 0.5,
      downloadedAt: null,
      captureAnswers: { company: 'Acme, "Ltd"' },
      country: 'GB',
      city: 'London',
      userAgent: MAC,
      ipAddress: '203.0.113.42',
    });
    expect(d.sections).toEqual([{ documentId: deck, index: 0, heading: 'Summary', visibleMs: 4000 }]);
    expect(d.feedback).toEqual([]);
  });

  it('a room visit: sections of several documents told apart by documentId; the latest reaction per document', async () => {
    const d = (await ok(`/views/${v.dana2}`)).data;
    expect(d.documentId).toBeNull();
    expect(d.dataRoomId).toBe(room);
    const expected = [
      { documentId: deck, index: 0, heading: 'Summary', visibleMs: 1000 },
      { documentId: deck, index: 1, heading: 'Numbers', visibleMs: 2000 },
      { documentId: memo, index: 0, heading: 'Memo', visibleMs: 3000 },
    ].sort((a, b) => (a.documentId === b.documentId ? a.index - b.index : a.documentId < b.documentId ? -1 : 1));
    expect(d.sections).toEqual(expected);
    expect(d.feedback).toEqual([
      { documentId: memo, reaction: 'like', comment: null, createdAt: daysAgo(1, 11), updatedAt: daysAgo(1, 12) },
    ]);
  });

  it('an unopened visit can be read; unknown and foreign ids answer 404', async () => {
    expect((await ok(`/views/${v.gated}`)).data.openedAt).toBeNull();
    expect((await t.api.get('/views/view_missing')).statusCode).toBe(404);
    expect((await t.api.get(`/views/${v.dana1}`, otherKey)).statusCode).toBe(404);
  });
});

describe('GET /visitors', () => {
  it('only visits that captured an address and cleared the gates count, aggregated per address (any case)', async () => {
    const body = await ok('/visitors');
    expect(body.data.map((x: { email: string }) => x.email)).toEqual([
      'dana@acme.example',
      'rita@room.example',
      'olaf@old.example',
    ]);
    // Dana: 2 visits, 4000 + 6000 ms, completion (0.5 + 1) / 2, the deck directly and deck + memo in the room.
    expect(body.data[0]).toEqual({
      email: 'dana@acme.example',
      views: 2,
      documents: 2,
      totalMs: 10000,
      avgCompletion: 0.75,
      firstSeenAt: daysAgo(5),
      lastSeenAt: daysAgo(1, 12),
      verified: true,
      acceptedNda: true,
      downloaded: true,
    });
    expect(body.data[1]).toMatchObject({
      email: 'rita@room.example',
      views: 1,
      documents: 0,
      totalMs: 0,
      verified: false,
      downloaded: false,
    });
  });

  it('the filters narrow the visits aggregated; cursors page', async () => {
    expect(
      (await ok(`/visitors?documentId=${deck}`)).data.map((x: { email: string; views: number }) => [x.email, x.views]),
    ).toEqual([
      ['dana@acme.example', 1],
      ['olaf@old.example', 1],
    ]);
    expect(
      (await ok(`/visitors?since=${encodeURIComponent(daysAgo(2))}`)).data.map((x: { email: string }) => x.email),
    ).toEqual(['dana@acme.example']);
    expect((await ok('/visitors?email=OLAF%40old.example')).data).toHaveLength(1);
    const first = await ok('/visitors?limit=2');
    expect(first.data).toHaveLength(2);
    const rest = await ok(`/visitors?limit=2&cursor=${first.nextCursor}`);
    expect(rest.data.map((x: { email: string }) => x.email)).toEqual(['olaf@old.example']);
    expect(rest.nextCursor).toBeNull();
    expect((await t.api.get('/visitors?since=soon')).statusCode).toBe(400);
    expect((await t.api.get('/visitors', otherKey)).json().data).toEqual([]);
  });
});

describe('GET /visitors/{email}', () => {
  it('a URL-encoded address in any case: the aggregate and the latest visits', async () => {
    const d = (await ok('/visitors/DANA%40acme.example')).data;
    expect(d).toMatchObject({ email: 'dana@acme.example', documents: 2, totalMs: 10000, verified: true });
    expect(d.views.map((x: { id: string }) => x.id)).toEqual([v.dana2, v.dana1]);
  });

  it('keeps the latest 100 visits while the aggregate covers them all', async () => {
    const many = Array.from({ length: 102 }, (_, i) => ({
      workspaceId: t.workspaceId,
      linkId: memoLink,
      documentId: memo,
      email: 'many@acme.example',
      startedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      totalMs: 10,
    }));
    await seedVisits(t.db.kysely, many);
    const d = (await ok('/visitors/many%40acme.example')).data;
    expect(d.views).toHaveLength(100);
    expect(d.views[0].startedAt).toBe(many[101].startedAt);
    expect(d.totalMs).toBe(1020);
  });

  it('400 when not an address; 404 with no counted visits (also for a visitor of another workspace)', async () => {
    const bad = await t.api.get('/visitors/not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('email');
    expect((await t.api.get('/visitors/eve%40evil.example')).statusCode).toBe(404); // never cleared the gates
    expect((await t.api.get('/visitors/nobody%40acme.example')).statusCode).toBe(404);
    expect((await t.api.get('/visitors/dana%40acme.example', otherKey)).statusCode).toBe(404);
  });
});

describe('GET /visits/export', () => {
  const parse = (csv: string) => csv.trimEnd().split('\r\n');

  it('CSV with the header, one row per visit per document read, newest first, RFC 4180 quoting, formulas neutralised', async () => {
    const res = await t.api.get(`/visits/export?from=${daysAgo(5).slice(0, 10)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="visits-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = parse(res.body);
    expect(lines[0]).toBe(
      'viewId,openedAt,linkId,linkName,documentId,documentTitle,dataRoomId,viewerEmail,emailVerified,totalMs,completion,downloaded,country,city,referrer,userAgent,ipAddress',
    );
    const viewIds = lines.slice(1).map((l) => l.split(',')[0]);
    // anon, dana2 twice (deck and memo), roomEmpty once with no document, dana1; old is before `from`.
    expect(viewIds).toEqual([v.anon, v.dana2, v.dana2, v.roomEmpty, v.dana1]);
    expect(lines[1]).toBe(
      `${v.anon},${daysAgo(0, 1)},${memoLink},'=Formula link,${memo},Memo,,,false,7000,1,false,,'-London,"'=HYPERLINK(""http://evil.example"")",${IPAD.includes(',') ? `"${IPAD}"` : IPAD},`,
    );
    const roomRows = lines.slice(2, 4).map((l) => l.split(','));
    // Deck in the room: 1000 + 2000 ms, furthest section 1 of 2 → completion 1; memo: 3000 ms, 1 of 1.
    expect(roomRows.map((r) => [r[4], r[6], r[7], r[9], r[10], r[11]]).sort()).toEqual(
      [
        [deck, room, 'Dana@Acme.example', '3000', '1', 'true'],
        [memo, room, 'Dana@Acme.example', '3000', '1', 'true'],
      ].sort(),
    );
    expect(lines[4].split(',').slice(4, 8)).toEqual(['', '', room, 'rita@room.example']);
    expect(lines[5]).toContain(
      `${v.dana1},${daysAgo(5)},${deckLink},Investors,${deck},Series A deck,,dana@acme.example,true,4000,0.5,false,GB,London,https://mail.example.com/,"${MAC}",203.0.113.42`,
    );
  });

  it('streams past its batches: 1,201 visits of one day, every one once, newest first', async () => {
    const day = Date.UTC(2024, 5, 1);
    const many = Array.from({ length: 1201 }, (_, i) => ({
      workspaceId: t.workspaceId,
      linkId: memoLink,
      documentId: memo,
      startedAt: new Date(day + i * 1000).toISOString(),
      totalMs: i,
    }));
    const seeded = await seedVisits(t.db.kysely, many);
    const res = await t.api.get('/visits/export?from=2024-06-01&to=2024-06-01');
    const rows = parse(res.body)
      .slice(1)
      .map((l) => l.split(','));
    expect(rows.map((r) => r[0])).toEqual([...seeded].reverse());
    expect(rows[0][9]).toBe('1200');
  });

  it('a bare date in to covers the whole day; from after to and bad dates answer 400; no visits gives only the header', async () => {
    const day = daysAgo(0).slice(0, 10);
    const lines = parse((await t.api.get(`/visits/export?from=${day}&to=${day}`)).body);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([v.anon]); // 01:00 that day; gated never opened
    expect(
      parse((await t.api.get(`/visits/export?from=${daysAgo(20).slice(0, 10)}&to=${daysAgo(10).slice(0, 10)}`)).body)
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual([v.old]);
    expect((await t.api.get(`/visits/export?from=${day}&to=${daysAgo(1).slice(0, 10)}`)).statusCode).toBe(400);
    expect((await t.api.get('/visits/export?from=last-week')).statusCode).toBe(400);
    expect(parse((await t.api.get('/visits/export', otherKey)).body)).toHaveLength(1);
  });
});

describe('GET /analytics/summary', () => {
  it('days 7: current against previous, a daily series oldest first with empty days, tops, recent, devices, anonymous share', async () => {
    const s = (await ok('/analytics/summary?days=7')).data;
    expect(s.days).toBe(7);
    expect(s.since).toBe(new Date(today.getTime() - 6 * DAY).toISOString());
    // Current period (6 days ago .. today): dana1 (5 d), roomEmpty (3 d), dana2 (1 d), anon (today); gated never opened.
    expect(s.current).toEqual({
      views: 4,
      visitors: 2,
      totalMs: 4000 + 0 + 6000 + 7000,
      avgCompletion: Math.round(((0.5 + 0 + 1 + 1) / 4) * 1000) / 1000,
      downloads: 1,
    });
    // Previous (13 .. 7 days ago): old (10 d).
    expect(s.previous).toEqual({ views: 1, visitors: 1, totalMs: 500, avgCompletion: 0.25, downloads: 0 });
    expect(s.series).toHaveLength(7);
    expect(s.series[0].date).toBe(daysAgo(6).slice(0, 10));
    expect(s.series[6].date).toBe(daysAgo(0).slice(0, 10));
    expect(s.series.map((d: { views: number }) => d.views)).toEqual([0, 1, 0, 1, 0, 1, 1]);
    expect(s.series[1]).toEqual({ date: daysAgo(5).slice(0, 10), views: 1, visitors: 1, totalMs: 4000 });
    // Documents: the deck read directly (dana1, 4000) and in the room (dana2, 3000); the memo directly (anon, 7000) and in the room (3000).
    expect(s.topDocuments).toEqual([
      { id: memo, name: 'Memo', views: 2, totalMs: 10000 },
      { id: deck, name: 'Series A deck', views: 2, totalMs: 7000 },
    ]);
    expect(s.topRooms).toEqual([{ id: room, name: 'Data room', views: 2, totalMs: 6000 }]);
    expect(s.topLinks).toEqual([
      { id: roomLink, name: 'Room link', views: 2, totalMs: 6000 },
      { id: memoLink, name: '=Formula link', views: 1, totalMs: 7000 },
      { id: deckLink, name: 'Investors', views: 1, totalMs: 4000 },
    ]);
    expect(s.topVisitors).toEqual([
      { email: 'dana@acme.example', views: 2, totalMs: 10000, lastSeenAt: daysAgo(1, 12) },
      { email: 'rita@room.example', views: 1, totalMs: 0, lastSeenAt: daysAgo(3) },
    ]);
    expect(s.recent.map((r: { viewId: string }) => r.viewId).slice(0, 5)).toEqual([
      v.anon,
      v.dana2,
      v.roomEmpty,
      v.dana1,
      v.old,
    ]);
    expect(s.recent[1]).toEqual({
      viewId: v.dana2,
      viewerEmail: 'Dana@Acme.example',
      linkId: roomLink,
      linkName: 'Room link',
      documentId: null,
      dataRoomId: room,
      title: 'Data room',
      startedAt: daysAgo(1),
      totalMs: 6000,
      completion: 1,
    });
    // Mac twice (dana1, roomEmpty), iPhone (dana2), iPad (anon); curl (old) is outside the period.
    expect(s.devices).toEqual({ desktop: 2, mobile: 1, tablet: 1, other: 0 });
    expect(s.anonymousShare).toBe(25);
  });

  it('days 30 and 90 cover the old visit; any other days answers 400', async () => {
    const s = (await ok('/analytics/summary?days=30')).data;
    expect(s.series).toHaveLength(30);
    expect(s.current.views).toBe(5); // the 102 visits of 2025 are long before
    expect((await ok('/analytics/summary')).data.days).toBe(30);
    expect((await ok('/analytics/summary?days=90')).data.series).toHaveLength(90);
    for (const d of ['8', 'week', '0'])
      expect((await t.api.get(`/analytics/summary?days=${d}`)).statusCode, d).toBe(400);
    const other = (await t.api.get('/analytics/summary?days=7', otherKey)).json().data;
    expect(other.current.views).toBe(0);
    expect(other.anonymousShare).toBe(0);
  });

  it('follows visits as they change: attention arriving, a visit clearing its gates with an address', async () => {
    const before = (await ok('/analytics/summary?days=7')).data;
    await addAttention(t.db.kysely, v.dana1, deck, 1, 2500);
    const [late] = await seedVisits(t.db.kysely, [
      {
        workspaceId: t.workspaceId,
        linkId: deckLink,
        documentId: deck,
        startedAt: daysAgo(0, 3),
        openedAt: null,
        userAgent: MAC,
      },
    ]);
    expect((await ok('/analytics/summary?days=7')).data.current.views).toBe(before.current.views);
    // Through the visits' own write (the daily totals follow it there, no longer by a trigger).
    await updateVisit(t.db.kysely, late, {
      viewer_email: 'Late@Acme.example',
      opened_at: daysAgo(0, 3),
      completion: 0.5,
    });
    const after = (await ok('/analytics/summary?days=7')).data;
    expect(after.current).toEqual({
      ...before.current,
      views: 5,
      visitors: 3,
      totalMs: before.current.totalMs + 2500,
      avgCompletion: Math.round(((0.5 + 0 + 1 + 1 + 0.5) / 5) * 1000) / 1000,
    });
    expect(after.series[6].views).toBe(2);
    expect(after.devices.desktop).toBe(3);
    expect(after.topVisitors.find((x: { email: string }) => x.email === 'dana@acme.example').totalMs).toBe(12500);
    expect(after.topVisitors.find((x: { email: string }) => x.email === 'late@acme.example').views).toBe(1);
    expect(after.anonymousShare).toBe(20);
  });
});
