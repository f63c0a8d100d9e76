// GET /analytics/documents/{id} on hand-built visits: every per-section figure checked against an answer worked
// out by hand (in the comments), on SQLite and PostgreSQL, and kept right as attention keeps arriving.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { allScopes } from '../generated/operations.gen.js';
import { addAttention, seedVisits } from './seed.js';

let t: TestApp;
let otherKey: string;
const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

let docId: string;
let otherDocId: string;
let docLink: string;
let roomLink: string;
let v3: string;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
  otherKey = await t.keyWith([...allScopes], { workspace: `other-${randomBytes(4).toString('hex')}` });
  await t.db.kysely.updateTable('workspaces').set({ plan: 'enterprise' }).where('id', '=', t.workspaceId).execute();
  // Three sections: "Intro" + 49 words = 50 words, "Terms" + 99 = 100, "Price" + 19 = 20.
  const md = `# Intro\n\n${words(49)}\n\n# Terms\n\n${words(99)}\n\n# Price\n\n${words(19)}\n`;
  docId = (await t.api('POST', '/documents', { title: 'Deck', markdown: md })).json().data.id;
  otherDocId = (await t.api('POST', '/documents', { title: 'Other', markdown: '# Only\n\nText.' })).json().data.id;
  const room = (await t.api('POST', '/rooms', { name: 'Room' })).json().data.id;
  for (const d of [docId, otherDocId])
    expect((await t.api('POST', `/rooms/${room}/documents`, { documentId: d })).statusCode).toBe(201);
  docLink = (await t.api('POST', '/links', { documentId: docId, isPublic: true })).json().data.id;
  roomLink = (await t.api('POST', '/links', { dataRoomId: room, isPublic: true })).json().data.id;
  const ws = t.workspaceId;
  const at = '2026-11-20T10:00:00.000Z';
  const base = { workspaceId: ws, linkId: docLink, documentId: docId, startedAt: at };
  const s = (index: number, visibleMs: number) => ({ index, visibleMs });
  [, , v3] = await seedVisits(t.db.kysely, [
    { ...base, sections: [s(0, 6000), s(1, 24000), s(2, 3000)] }, // V1: furthest 2
    { ...base, sections: [s(0, 4000), s(1, 30000)] }, // V2: furthest 1
    { ...base, sections: [s(0, 8000)] }, // V3: furthest 0
    { ...base, sections: [s(0, 10000), s(2, 1000)] }, // V4: skipped Terms, furthest 2
    { ...base }, // V5: opened, no attention reported (a view, not measured)
    { ...base, openedAt: null }, // V6: never cleared the gates (not a view)
    // R1, through the room: Intro 2 s, Terms 5 s (furthest 1), and time on the room's other document.
    {
      workspaceId: ws,
      linkId: roomLink,
      dataRoomId: room,
      startedAt: at,
      sections: [
        { documentId: docId, ...s(0, 2000) },
        { documentId: docId, ...s(1, 5000) },
        { documentId: otherDocId, ...s(0, 9000) },
      ],
    },
  ]);
});
afterAll(() => t.close());

describe('document analytics', () => {
  it('the section outline comes from the body: 50, 100 and 20 words', async () => {
    const a = (await t.api.get(`/analytics/documents/${docId}`)).json().data;
    expect(a.sections.map((x: { heading: string; words: number }) => [x.heading, x.words])).toEqual([
      ['Intro', 50],
      ['Terms', 100],
      ['Price', 20],
    ]);
  });

  it('every figure matches the hand computation', async () => {
    const res = await t.api.get(`/analytics/documents/${docId}`);
    expect(res.statusCode, res.body).toBe(200);
    // views: V1-V5 through the document link (V6 never opened) + R1 through the room = 6.
    // measuredViews: V1, V2, V3, V4, R1 reported attention = 5. totalMs: 30000 + 59000 + 4000 = 93000.
    // Reader thresholds: max(2000, words × 100): Intro 5000, Terms 10000, Price 2000.
    // Intro: 6000, 4000, 8000, 10000, 2000 → seen 5, readers 3 (6000, 8000, 10000), total 30000,
    //   median 6000, pace 6000 × 100 / 50 = 12000 ms per 100 words.
    // Terms: 24000, 30000, 5000 → seen 3, readers 2, total 59000, median 24000, pace 24000.
    // Price: 3000, 1000 → seen 2, readers 1, total 4000, median (1000 + 3000) / 2 = 2000, pace 10000.
    // Document's median pace: median(12000, 24000, 10000) = 12000 → friction 1, 2, 0.83.
    // Furthest sections: V1 2, V2 1, V3 0, V4 2, R1 1 → stoppedHere 1, 2, 2; reached 5, 4, 2 of 5 = 100, 80, 40 %.
    expect(res.json().data).toEqual({
      documentId: docId,
      title: 'Deck',
      kind: 'xdoc',
      unit: 'section',
      views: 6,
      measuredViews: 5,
      totalMs: 93000,
      sections: [
        {
          index: 0,
          heading: 'Intro',
          words: 50,
          seen: 5,
          readers: 3,
          totalMs: 30000,
          medianMs: 6000,
          msPerHundredWords: 12000,
          friction: 1,
          stoppedHere: 1,
          reached: 5,
          reachedPct: 100,
        },
        {
          index: 1,
          heading: 'Terms',
          words: 100,
          seen: 3,
          readers: 2,
          totalMs: 59000,
          medianMs: 24000,
          msPerHundredWords: 24000,
          friction: 2,
          stoppedHere: 2,
          reached: 4,
          reachedPct: 80,
        },
        {
          index: 2,
          heading: 'Price',
          words: 20,
          seen: 2,
          readers: 1,
          totalMs: 4000,
          medianMs: 2000,
          msPerHundredWords: 10000,
          friction: 0.83,
          stoppedHere: 2,
          reached: 2,
          reachedPct: 40,
        },
      ],
    });
  });

  it('shareLinkId narrows to one link: the room link alone', async () => {
    // Only R1: Intro 2000 (below 5000: not a reader), Terms 5000 (below 10000). Paces 4000 and 5000, the
    // document's median pace 4500 → friction 0.89 and 1.11; Price unseen: zeros. R1 stopped at Terms.
    const a = (await t.api.get(`/analytics/documents/${docId}?shareLinkId=${roomLink}`)).json().data;
    expect(a).toMatchObject({ views: 1, measuredViews: 1, totalMs: 7000 });
    expect(a.sections).toEqual([
      {
        index: 0,
        heading: 'Intro',
        words: 50,
        seen: 1,
        readers: 0,
        totalMs: 2000,
        medianMs: 2000,
        msPerHundredWords: 4000,
        friction: 0.89,
        stoppedHere: 0,
        reached: 1,
        reachedPct: 100,
      },
      {
        index: 1,
        heading: 'Terms',
        words: 100,
        seen: 1,
        readers: 0,
        totalMs: 5000,
        medianMs: 5000,
        msPerHundredWords: 5000,
        friction: 1.11,
        stoppedHere: 1,
        reached: 1,
        reachedPct: 100,
      },
      {
        index: 2,
        heading: 'Price',
        words: 20,
        seen: 0,
        readers: 0,
        totalMs: 0,
        medianMs: 0,
        msPerHundredWords: 0,
        friction: 0,
        stoppedHere: 0,
        reached: 0,
        reachedPct: 0,
      },
    ]);
    // A link that never led to the document: zero counts, not 404.
    const none = (await t.api.get(`/analytics/documents/${docId}?shareLinkId=link_nothing`)).json().data;
    expect(none).toMatchObject({ views: 0, measuredViews: 0, totalMs: 0 });
  });

  it('stays right as heartbeats arrive: V3 moves on to Price', async () => {
    await addAttention(t.db.kysely, v3, docId, 2, 5000);
    // Price now 3000, 1000, 5000: seen 3, readers 2, total 9000, median 3000, pace 15000; V3's furthest 0 → 2:
    // stoppedHere 0, 2, 3; reached 5, 5, 3. Document median pace median(12000, 24000, 15000) = 15000 →
    // friction 0.8, 1.6, 1.
    const a = (await t.api.get(`/analytics/documents/${docId}`)).json().data;
    expect(a.totalMs).toBe(98000);
    expect(
      a.sections.map((x: Record<string, number>) => [
        x.seen,
        x.readers,
        x.medianMs,
        x.friction,
        x.stoppedHere,
        x.reached,
        x.reachedPct,
      ]),
    ).toEqual([
      [5, 3, 6000, 0.8, 0, 5, 100],
      [3, 2, 24000, 1.6, 2, 5, 100],
      [3, 2, 3000, 1, 3, 3, 60],
    ]);
  });

  it("another workspace's document answers 404; an unknown id too", async () => {
    expect((await t.api.get(`/analytics/documents/${docId}`, otherKey)).statusCode).toBe(404);
    expect((await t.api.get('/analytics/documents/doc_missing')).statusCode).toBe(404);
  });
});
