// The one CSV writer (issue 20, item 4): every OWASP formula prefix is neutralised, in the visits export and in the
// audit export alike, over HTTP (SQLite, or PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { seedVisits } from '../analytics/seed.js';
import { csvCell, csvLine } from './csv.js';

// Each starts with a character a spreadsheet would act on.
const HOSTILE = [
  '=1+1',
  '+1',
  '-1',
  '@SUM(A1)',
  '\t=HYPERLINK("http://evil.example")',
  '\r=1',
  '\n=1',
  '\uFF1D1+1',
  '\uFF0B1',
  '\uFF0D1',
  '\uFF20SUM(A1)',
];

/** The cells of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return rows;
}

describe('csvCell', () => {
  it('prefixes every formula start with an apostrophe, quotes what RFC 4180 needs, leaves numbers as numbers', () => {
    for (const s of HOSTILE) expect(parseCsv(csvLine([s]))[0][0], JSON.stringify(s)).toBe(`'${s}`);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('the exports over HTTP', () => {
  let t: TestApp;
  const links: Record<string, string> = {};
  beforeAll(async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
    const post = async (url: string, body: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(t.key), payload: body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const doc = (await post('/documents', { title: 'Memo', markdown: '# Memo\n\nShort.' })).id;
    const now = Date.now();
    for (const [i, name] of HOSTILE.entries()) {
      links[name] = (await post('/links', { documentId: doc, name, isPublic: true })).id;
      await seedVisits(t.db.kysely, [
        {
          workspaceId: t.workspaceId,
          linkId: links[name],
          documentId: doc,
          startedAt: new Date(now - i * 1000).toISOString(),
        },
      ]);
    }
  }, 60_000); // eleven links and their visits: generous, so a machine busy with other work does not fail it
  afterAll(() => t?.close());

  /** Each hostile link name as one export wrote it, found by the link's id in `idColumn`. */
  async function exported(url: string, idColumn: string, nameColumn: string): Promise<Map<string, string>> {
    const res = await t.app.inject({ url: `/api/v1${url}`, headers: bearer(t.key) });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    return new Map(rows.map((r) => [r[header.indexOf(idColumn)], r[header.indexOf(nameColumn)]]));
  }

  it('visits export: a link name with any formula prefix is exported behind an apostrophe', async () => {
    const names = await exported('/visits/export', 'linkId', 'linkName');
    for (const name of HOSTILE) expect(names.get(links[name]), JSON.stringify(name)).toBe(`'${name}`);
  });

  it('audit export: the same names, as subject titles, are neutralised by the same writer', async () => {
    const titles = await exported('/audit?format=csv&type=link.created', 'subjectId', 'subjectTitle');
    for (const name of HOSTILE) expect(titles.get(links[name]), JSON.stringify(name)).toBe(`'${name}`);
  });
});
