// `dossier views|visitors|visits|analytics …` against the Prism mock of the contract (answers match the spec's
// response schemas), and the recorder where a test must see exactly what was sent or feed a chosen answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesResponse, useServers } from './helpers.js';

const srv = useServers({ handler: () => ({ body: { data: {} } }), prismHome: 'test' });
const { prismIn, recIn, url } = srv;

const section = (index: number, heading: string, totalMs: number, friction: number) => ({
  index,
  heading,
  words: 100,
  seen: 4,
  readers: 3,
  totalMs,
  medianMs: totalMs / 4,
  msPerHundredWords: totalMs / 4,
  friction,
  stoppedHere: 1,
  reached: 4 - index,
  reachedPct: 100 - index * 25,
});
const analytics = {
  documentId: 'doc_1',
  title: 'Series <A> deck',
  kind: 'xdoc',
  unit: 'section',
  views: 5,
  measuredViews: 4,
  totalMs: 120000,
  sections: [
    section(0, 'Summary', 20000, 1),
    section(1, 'Financial projections', 80000, 1.6),
    section(2, 'Team', 20000, 0.7),
  ],
};

describe('analytics commands against Prism', () => {
  it('views, visitors and analytics print tables and, with --json, answers that match the contract', async () => {
    const runs = await Promise.all([
      prismIn(['views', 'list']),
      prismIn(['views', 'list', '--json']),
      prismIn(['views', 'get', 'view_1']),
      prismIn(['visitors', 'list', '--json']),
      prismIn(['visitors', 'get', 'dana@acme.example']),
      prismIn(['analytics', 'summary']),
      prismIn(['analytics', 'summary', '--days', '7', '--json']),
      prismIn(['analytics', 'document', 'doc_1']),
      prismIn(['analytics', 'document', 'doc_1', '--json']),
    ]);
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const [list, listJson, get, visitors, visitor, summary, summaryJson, doc, docJson] = runs;
    expect(list!.stdout).toMatch(/│ ID\s+│ Started/);
    matchesResponse(JSON.parse(listJson!.stdout), '/views', 'get', '200');
    expect(get!.stdout).toMatch(/│ Visitor\s+│/);
    matchesResponse(JSON.parse(visitors!.stdout), '/visitors', 'get', '200');
    expect(visitor!.stdout).toMatch(/│ Email\s+│/);
    expect(summary!.stdout).toMatch(/Views per day\s+│ [▁▂▃▄▅▆▇█]+/);
    matchesResponse(JSON.parse(summaryJson!.stdout), '/analytics/summary', 'get', '200');
    expect(doc!.stdout).toMatch(/│ Friction/);
    matchesResponse(JSON.parse(docJson!.stdout), '/analytics/documents/{id}', 'get', '200');
  });
});

describe('analytics commands: what is sent and drawn', () => {
  it('views list sends every filter; --since takes a date; a bad one exits 2 before any request', async () => {
    srv.rec.handler = () => ({ body: { data: [], nextCursor: null } });
    const res = await recIn([
      'views',
      'list',
      '--document',
      'doc_1',
      '--room',
      'room_1',
      '--link',
      'lnk_1',
      '--email',
      'dana@acme.example',
      '--since',
      '2026-11-01',
      '--include-unopened',
      '--json',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(srv.rec.requests[0]!.path).toBe('/api/v1/views');
    expect(Object.fromEntries(srv.rec.requests[0]!.query)).toEqual({
      documentId: 'doc_1',
      dataRoomId: 'room_1',
      shareLinkId: 'lnk_1',
      email: 'dana@acme.example',
      since: '2026-11-01T00:00:00.000Z',
      includeUnopened: 'true',
    });
    expect((await recIn(['views', 'list', '--since', 'last week'])).code).toBe(2);
    expect(srv.rec.requests).toHaveLength(1);
  });

  it('visitors get URL-encodes the address', async () => {
    srv.rec.handler = () => ({
      body: {
        data: {
          email: 'dana@acme.example',
          views: [],
          documents: 0,
          totalMs: 0,
          avgCompletion: 0,
          firstSeenAt: '2026-01-01T00:00:00Z',
          lastSeenAt: '2026-01-01T00:00:00Z',
          verified: false,
          acceptedNda: false,
          downloaded: false,
        },
      },
    });
    expect((await recIn(['visitors', 'get', 'dana+x@acme.example'])).code).toBe(0);
    expect(url()).toBe('GET /api/v1/visitors/dana%2Bx%40acme.example');
  });

  it('visits export streams the CSV into the file, passing the dates as given', async () => {
    const csv = 'viewId,openedAt\r\nview_1,2026-11-02T10:00:00Z\r\n';
    srv.rec.handler = () => ({
      body: csv,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="visits-2026-11-25.csv"',
      },
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-visits-')), 'v.csv');
    const res = await recIn(['visits', 'export', '--from', '2026-11-01', '--to', '2026-11-30', '-o', file]);
    expect(res.code, res.stderr).toBe(0);
    expect(url()).toBe('GET /api/v1/visits/export?from=2026-11-01&to=2026-11-30');
    expect(fs.readFileSync(file, 'utf8')).toBe(csv);
    expect((await recIn(['visits', 'export', '--from', 'soon', '-o', file])).code).toBe(2);
  });

  it('analytics document draws a bar per section and writes the HTML report', async () => {
    srv.rec.handler = () => ({ body: { data: analytics } });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-report-')), 'r.html');
    const res = await recIn(['analytics', 'document', 'doc_1', '--link', 'lnk_1', '--html', file]);
    expect(res.code, res.stderr).toBe(0);
    expect(url()).toBe('GET /api/v1/analytics/documents/doc_1?shareLinkId=lnk_1');
    // The longest bar on the section with the most time (80 s of 120 s), a quarter of it on the others.
    const rows = res.stdout.split('\n').filter((l) => /Summary|Financial|Team/.test(l));
    const bars = rows.map((r) => (r.match(/█+/) ?? [''])[0].length);
    expect(bars[1]).toBe(16);
    expect(bars[0]).toBe(4);
    expect(res.stdout).toMatch(/Financial projections\s+│[^│]+│[^│]+│[^│]+│ 1\.60/);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).toContain('<title>Reading report: Series &#60;A&#62; deck</title>');
    expect(html).toMatch(/--shade:0\.88;border-left-color:#dc2626" aria-label="Financial projections"/);
    expect(html).toMatch(/border-left-color:#0d9488" aria-label="Team"/);
  });
});
