// One definition of a document's reading time (definitions.ts documentReadingMs): wall-clock attention, as the
// visit's totalMs counts it. Real heartbeats over HTTP with the clock controlled (only Date is faked); the view,
// the visitor, the CSV export and the document's analytics must all read the same figure, on either engine.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetMonotonicClock } from '../platform/clock.js';
import { makeKit, makeLink, mdDoc, start, uniqueEmail, type Kit, type Started } from '../visits/test-kit.js';
import { readingMsOf } from './attention-rollup.js';
import { foldSectionLog } from './rollup.js';

let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());
afterEach(() => {
  vi.useRealTimers();
  resetMonotonicClock();
});

let clock = Date.parse('2032-03-01T09:00:00.000Z');
const advance = (ms: number) => vi.setSystemTime((clock += ms));
const beat = (v: Started, documentId: string, indexes: number[], visibleMs: number) =>
  k.pub(
    'POST',
    `/visits/${v.visitId}/heartbeats`,
    { documentId, sections: indexes.map((index) => ({ index, visibleMs })) },
    v.token,
  );

/** The CSV's rows as objects (no field here holds a comma or a quote). */
async function csvRows(): Promise<Record<string, string>[]> {
  const res = await k.api('GET', '/visits/export');
  expect(res.statusCode, res.body).toBe(200);
  const [head, ...lines] = res.body.trim().split(/\r?\n/);
  const cols = head.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

async function readingEverywhere(visitId: string, email: string, documentId: string) {
  const view = (await k.api('GET', `/views/${visitId}`)).json().data;
  const visitor = (await k.api('GET', `/visitors/${encodeURIComponent(email)}`)).json().data;
  const csv = (await csvRows())
    .filter((r) => r.viewId === visitId && r.documentId === documentId)
    .map((r) => Number(r.totalMs));
  const analytics = (await k.api('GET', `/analytics/documents/${documentId}`)).json().data;
  return {
    view: view.totalMs,
    visitor: visitor.totalMs,
    csv,
    analytics: analytics.totalMs,
    sections: analytics.sections.map((s: { totalMs: number }) => s.totalMs),
  };
}

const BODY = '# One\n\nFirst part.\n\n# Two\n\nSecond part.\n\n# Three\n\nThird part.';

/** A room holding two documents of BODY (`<prefix> A`, `<prefix> B`) and a link to it asking for an address. */
async function roomOfTwo(prefix: string, name: string) {
  const a = await mdDoc(k, `${prefix} A`, BODY);
  const b = await mdDoc(k, `${prefix} B`, BODY);
  const room = (await k.api('POST', '/rooms', { name })).json().data.id;
  for (const d of [a, b])
    expect((await k.api('POST', `/rooms/${room}/documents`, { documentId: d })).statusCode).toBe(201);
  const link = await makeLink(k, { dataRoomId: room, requireEmail: true, notifyOnView: false });
  return { a, b, link };
}

/** A started room visit reads A, then B, then A again (its sections `lastOfA`), the clock moved on before each heartbeat. */
async function readRoom(v: Started, a: string, b: string, lastOfA: number[]): Promise<void> {
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  advance(3000);
  expect((await beat(v, a, [0, 1], 2000)).statusCode).toBe(204);
  advance(1500);
  expect((await beat(v, b, [0, 1, 2], 1500)).statusCode).toBe(204);
  advance(1000);
  expect((await beat(v, a, lastOfA, 1000)).statusCode).toBe(204);
}

describe("a document's reading time", () => {
  it('three heartbeats of 2,000 ms over three sections read 6,000 ms on the view, the visitor, the CSV and the analytics', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    const documentId = await mdDoc(k, 'Side by side', BODY);
    const link = await makeLink(k, { documentId, requireEmail: true, notifyOnView: false });
    const email = uniqueEmail('reader');
    const v = await start(k, link.slug, { email });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    expect(v.body.data.opened).toBe(true);
    // The first heartbeat counts from the opening (a few ms may have passed): 3 s later, 2 s claimed per section.
    advance(3000);
    expect((await beat(v, documentId, [0, 1, 2], 2000)).statusCode).toBe(204);
    for (let i = 0; i < 2; i++) {
      advance(2000);
      expect((await beat(v, documentId, [0, 1, 2], 2000)).statusCode).toBe(204);
    }
    const want = { view: 6000, visitor: 6000, csv: [6000], analytics: 6000, sections: [6000, 6000, 6000] };
    expect(await readingEverywhere(v.visitId, email, documentId)).toStrictEqual(want);
    // The same after the rollup job folded the attention log (the histograms do not carry reading time).
    await foldSectionLog(k.t.db.kysely);
    expect(await readingEverywhere(v.visitId, email, documentId)).toStrictEqual(want);
  });

  it("a room visit splits its time between the documents it read, in the CSV and in each document's analytics", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((clock += 86_400_000));
    const { a, b, link } = await roomOfTwo('Room', 'Reading room');
    const email = uniqueEmail('roomreader');
    const v = await start(k, link.slug, { email });
    await readRoom(v, a, b, [2]);
    const rows = (await csvRows()).filter((r) => r.viewId === v.visitId);
    expect(Object.fromEntries(rows.map((r) => [r.documentId, Number(r.totalMs)]))).toStrictEqual({
      [a]: 3000,
      [b]: 1500,
    });
    expect((await k.api('GET', `/views/${v.visitId}`)).json().data.totalMs).toBe(4500);
    expect((await k.api('GET', `/analytics/documents/${a}`)).json().data.totalMs).toBe(3000);
    expect((await k.api('GET', `/analytics/documents/${b}`)).json().data.totalMs).toBe(1500);
    expect((await k.api('GET', `/analytics/documents/${a}?shareLinkId=${link.id}`)).json().data.totalMs).toBe(3000);
  });

  it('one rule, in the write path: a heartbeat adds its visit time once to each document it credits, and the rollups follow what it credited', async () => {
    // The rule itself (attention-rollup.ts), whatever the number of sections a heartbeat reports.
    expect(
      readingMsOf({
        visitMs: 2000,
        sections: [0, 1, 2].map((index) => ({ index, creditedMs: 2000, visibleMs: 2000 })),
      }),
    ).toBe(2000);
    expect(readingMsOf({ visitMs: 0, sections: [] })).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((clock += 2 * 86_400_000));
    const { a, b, link } = await roomOfTwo('Rule', 'Rule room');
    const v = await start(k, link.slug, { email: uniqueEmail('rule') });
    await readRoom(v, a, b, [2, 1]);
    const db = k.t.db.kysely;
    const perDocument = await db
      .selectFrom('analytics_visit_documents')
      .select(['document_id', 'visible_ms', 'furthest_index', 'sections_seen', 'reading_ms'])
      .where('visit_id', '=', v.visitId)
      .orderBy('document_id')
      .execute();
    const numbers = (r: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(r).map(([k, x]) => [k, typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x]),
      );
    expect(perDocument.map(numbers)).toEqual(
      [
        { document_id: a, visible_ms: 6000, furthest_index: 2, sections_seen: 3, reading_ms: 3000 },
        { document_id: b, visible_ms: 4500, furthest_index: 2, sections_seen: 3, reading_ms: 1500 },
      ].sort((x, y) => (x.document_id < y.document_id ? -1 : 1)),
    );
    // The room documents' daily totals: a view each, and their reading time.
    const daily = await db
      .selectFrom('analytics_daily')
      .select(['key', 'views', 'total_ms'])
      .where('workspace_id', '=', k.t.workspaceId)
      .where('dim', '=', 'rdoc')
      .where('key', 'in', [a, b])
      .orderBy('key')
      .execute();
    expect(daily.map(numbers)).toEqual(
      [
        { key: a, views: 1, total_ms: 3000 },
        { key: b, views: 1, total_ms: 1500 },
      ].sort((x, y) => (x.key < y.key ? -1 : 1)),
    );
    // Every change of a section's attention, from its old value to its new one, for the histograms.
    const log = await db
      .selectFrom('analytics_section_log')
      .select(['section_index', 'old_ms', 'new_ms'])
      .where('document_id', '=', a)
      .orderBy('id')
      .execute();
    expect(log.map(numbers)).toEqual([
      { section_index: 0, old_ms: 0, new_ms: 2000 },
      { section_index: 1, old_ms: 0, new_ms: 2000 },
      { section_index: 1, old_ms: 2000, new_ms: 3000 },
      { section_index: 2, old_ms: 0, new_ms: 1000 },
    ]);
  });
});
