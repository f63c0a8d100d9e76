// `dossier audit …` against the Prism mock of the contract, and a recording server where a test must see exactly
// what was sent or needs answers Prism cannot give (entries, several pages of CSV, failures half-way).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesResponse, openapi, runCli, tempHome, TEST_KEY as KEY, useServers } from './helpers.js';

const ENTRY = {
  id: 'aud_1',
  type: 'recipient.signed',
  family: 'signing',
  description: 'Dana Scully signed',
  actorName: 'Dana Scully',
  actorEmail: 'dana@acme.example',
  envelopeId: 'env_1',
  documentId: null,
  recipientId: 'rcp_1',
  shareLinkId: null,
  subject: { kind: 'envelope', id: 'env_1', title: 'Mutual NDA' },
  ipAddress: null,
  userAgent: null,
  metadata: {},
  createdAt: '2026-11-21T10:00:00Z',
  hash: 'ab12',
  prevHash: null,
};

const srv = useServers({ handler: () => ({ body: { data: [ENTRY], nextCursor: null } }), prismHome: 'each-call' });
const { prismCli, recCli } = srv;
const url = (i: number) => `${srv.rec.requests[i]!.path}?${srv.rec.requests[i]!.query}`;

/** The CSV example of GET /audit in the contract: the header line. */
function specCsv(): string {
  const op = (openapi().paths as Record<string, Record<string, Record<string, unknown>>>)['/audit']!.get!;
  const ok = (op.responses as Record<string, { content: Record<string, { example: string }> }>)['200']!;
  return ok.content['text/csv']!.example;
}

describe('audit against Prism', () => {
  it('list: an empty page is a note on stderr and nothing on stdout; --json matches the contract', async () => {
    const table = await prismCli(['audit', 'list']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toBe('');
    expect(table.stderr).toBe('No audit entries match.\n');
    const json = await prismCli(['audit', 'list', '--json', '--family', 'signing']);
    expect(json.code, json.stderr).toBe(0);
    const body = JSON.parse(json.stdout);
    matchesResponse(body, '/audit', 'get', '200');
    expect(body).toEqual({ data: [], nextCursor: null });
  });

  it("list --format csv writes the server's CSV as is; --all stops when the cursor repeats, with one header", async () => {
    const csv = specCsv();
    expect(csv.startsWith('id,createdAt,type,family,')).toBe(true);
    const one = await prismCli(['audit', 'list', '--format', 'csv']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toBe(csv);
    // Prism's x-next-cursor is always "string": the second page repeats it, and the export stops there.
    const all = await prismCli(['audit', 'list', '--format', 'csv', '--all']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toBe(csv);
  });

  it('list --json --output FILE: the JSON goes to the file, nothing to stdout', async () => {
    const dir = tempHome();
    const res = await prismCli(['audit', 'list', '--json', '--output', 'audit.json'], dir);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe('');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'audit.json'), 'utf8'))).toEqual({ data: [], nextCursor: null });
  });

  it('types: a table of type and family; --json matches the contract', async () => {
    const table = await prismCli(['audit', 'types']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/│ Type\s+│ Family\s+│/);
    expect(table.stdout).toMatch(/│ recipient\.signed\s+│ signing \(Signing\)\s+│/);
    const json = await prismCli(['audit', 'types', '--json']);
    matchesResponse(JSON.parse(json.stdout), '/audit/types', 'get', '200');
  });
});

describe('audit list: what is sent, and answers Prism cannot give', () => {
  it('maps every filter flag to its query parameter (dates as UTC ISO, a date alone covering the whole day)', async () => {
    const res = await recCli([
      'audit',
      'list',
      '--family',
      'signing',
      '--type',
      'recipient.signed',
      '--q',
      'dana',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-30',
      '--document',
      'doc_1',
      '--envelope',
      'env_1',
      '--link',
      'lnk_1',
      '--limit',
      '5',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(url(0)).toBe(
      '/api/v1/audit?family=signing&type=recipient.signed&q=dana&from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-30T23%3A59%3A59.999Z&documentId=doc_1&envelopeId=env_1&shareLinkId=lnk_1&limit=5',
    );
  });

  it('the table: time, type, actor, description, subject', async () => {
    srv.rec.handler = () => ({
      body: {
        data: [ENTRY, { ...ENTRY, id: 'aud_2', actorName: null, actorEmail: null, subject: null, type: 'link.viewed' }],
        nextCursor: 'c1',
      },
    });
    const res = await recCli(['audit', 'list']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/│ Time\s+│ Type\s+│ Actor\s+│ Description\s+│ Subject\s+│/);
    expect(res.stdout).toMatch(
      /│ 2026-11-21T10:00:00Z │ recipient\.signed │ Dana Scully <dana@acme\.example> │ Dana Scully signed │ envelope env_1 "Mutual NDA" │/,
    );
    expect(res.stdout).toMatch(/│ link\.viewed\s+│ —\s+│ Dana Scully signed │ —\s+│/);
    expect(res.stderr).toContain('--cursor c1');
  });

  it('the table fits COLUMNS (or a terminal): long cells wrap, the subject and then the actor go first', async () => {
    const long = {
      ...ENTRY,
      description: 'Dana Scully signed the mutual non-disclosure agreement sent by Fox Mulder on behalf of Acme Legal',
    };
    srv.rec.handler = () => ({ body: { data: [long], nextCursor: null } });
    const run = (columns: string) =>
      runCli(['audit', 'list', '--base-url', `${srv.rec.url}/api/v1`, '--api-key', KEY], {
        home: tempHome(),
        env: { COLUMNS: columns },
      });
    const [wide, mid, narrow] = await Promise.all([run('200'), run('100'), run('70')]);
    const widest = (t: string) =>
      Math.max(
        ...t
          .trimEnd()
          .split('\n')
          .map((l) => [...l].length),
      );
    expect(wide.stdout).toMatch(/│ Time\s+│ Type\s+│ Actor\s+│ Description\s+│ Subject\s+│/);
    expect(widest(mid.stdout)).toBeLessThanOrEqual(100);
    expect(mid.stdout).toMatch(/│ Time\s+│ Type\s+│ Actor\s+│ Description\s+│\n/);
    expect(widest(narrow.stdout)).toBeLessThanOrEqual(70);
    expect(narrow.stdout).toMatch(/│ Time\s+│ Type\s+│ Description\s+│\n/);
    for (const res of [wide, mid, narrow]) {
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toContain('2026-11-21T10:00:00Z');
      for (const word of long.description.split(' ')) expect(res.stdout).toContain(word);
    }
  });

  it('--all follows nextCursor (JSON: one merged list); --cursor starts further on', async () => {
    const pages: Record<string, { data: unknown[]; nextCursor: string | null }> = {
      '': { data: [{ ...ENTRY, id: 'a' }], nextCursor: 'c1' },
      c1: {
        data: [
          { ...ENTRY, id: 'b' },
          { ...ENTRY, id: 'c' },
        ],
        nextCursor: 'c2',
      },
      c2: { data: [{ ...ENTRY, id: 'd' }], nextCursor: null },
    };
    srv.rec.handler = (req) => ({ body: pages[req.query.get('cursor') ?? '']! });
    const res = await recCli(['audit', 'list', '--all', '--family', 'sharing', '--format', 'json']);
    expect(res.code, res.stderr).toBe(0);
    const body = JSON.parse(res.stdout);
    expect(body.nextCursor).toBeNull();
    expect(body.data.map((e: { id: string }) => e.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual([
      '/api/v1/audit?family=sharing',
      '/api/v1/audit?family=sharing&cursor=c1',
      '/api/v1/audit?family=sharing&cursor=c2',
    ]);
    srv.rec.requests.length = 0;
    const from = await recCli(['audit', 'list', '--all', '--cursor', 'c1', '--json']);
    expect(JSON.parse(from.stdout).data.map((e: { id: string }) => e.id)).toEqual(['b', 'c', 'd']);
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual(['/api/v1/audit?cursor=c1', '/api/v1/audit?cursor=c2']);
  });

  it('--format csv --all --output FILE: pages joined under one header, exactly as sent, following x-next-cursor', async () => {
    const header = 'id,createdAt,type,description\r\n';
    const pages: Record<string, { body: string; next?: string }> = {
      '': {
        body: `${header}a,2026-11-03,link.viewed,"one, with a comma"\r\nb,2026-11-02,link.viewed,"two\r\nlines"\r\n`,
        next: 'c1',
      },
      c1: { body: `${header}c,2026-11-01,recipient.signed,no final newline`, next: 'c2' },
      c2: { body: `${header}d,2026-10-31,envelope.sent,last\r\n` },
      // (A page with only the header, as the last page of an exact multiple would be, adds nothing.)
    };
    srv.rec.handler = (req) => {
      const page = pages[req.query.get('cursor') ?? '']!;
      return {
        headers: { 'content-type': 'text/csv; charset=utf-8', ...(page.next ? { 'x-next-cursor': page.next } : {}) },
        body: page.body,
      };
    };
    const res = await recCli([
      'audit',
      'list',
      '--format',
      'csv',
      '--all',
      '--type',
      'link.viewed',
      '--output',
      'audit.csv',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(`Wrote 3 pages of CSV to ${path.join(fs.realpathSync(srv.home), 'audit.csv')}\n`);
    expect(fs.readFileSync(path.join(srv.home, 'audit.csv'), 'utf8')).toBe(
      `${header}a,2026-11-03,link.viewed,"one, with a comma"\r\nb,2026-11-02,link.viewed,"two\r\nlines"\r\n` +
        'c,2026-11-01,recipient.signed,no final newline\r\n' +
        'd,2026-10-31,envelope.sent,last\r\n',
    );
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual([
      '/api/v1/audit?type=link.viewed&format=csv',
      '/api/v1/audit?type=link.viewed&cursor=c1&format=csv',
      '/api/v1/audit?type=link.viewed&cursor=c2&format=csv',
    ]);
    expect(
      srv.rec.requests.every((r) => r.headers.accept === 'text/csv' && r.headers.authorization === `Bearer ${KEY}`),
    ).toBe(true);
    expect(fs.readdirSync(srv.home).filter((f) => f.includes('audit'))).toEqual(['audit.csv']);
  });

  it('csv without --all: one page, and a hint with the next cursor', async () => {
    srv.rec.handler = () => ({ headers: { 'content-type': 'text/csv', 'x-next-cursor': 'n1' }, body: 'id\nx\n' });
    const res = await recCli(['audit', 'list', '--format', 'csv', '--limit', '1']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('id\nx\n');
    expect(res.stderr).toContain('--cursor n1');
    expect(srv.rec.requests).toHaveLength(1);
    expect(url(0)).toBe('/api/v1/audit?limit=1&format=csv');
  });

  it('a failure half-way through an export leaves no file behind (exit 7 for a 5xx)', async () => {
    srv.rec.handler = (req) =>
      req.query.get('cursor')
        ? { status: 500, body: { error: 'boom', code: 'internal_error' } }
        : { headers: { 'content-type': 'text/csv', 'x-next-cursor': 'c1' }, body: 'id\na\n' };
    const res = await recCli(['audit', 'list', '--format', 'csv', '--all', '--output', 'audit.csv']);
    expect(res.code).toBe(7);
    expect(res.stderr).toMatch(/^Error: boom \(HTTP 500, internal_error\)/);
    expect(fs.readdirSync(srv.home).filter((f) => f.includes('audit'))).toEqual([]);
  });
});

describe('audit: errors and exit codes', () => {
  it('400 (unknown type) → exit 5; 403 → exit 3 naming the missing scope', async () => {
    srv.rec.handler = () => ({ status: 400, body: { error: 'unknown audit type "nope"', code: 'validation_failed' } });
    const bad = await recCli(['audit', 'list', '--type', 'nope']);
    expect(bad.code).toBe(5);
    expect(bad.stderr).toBe('Error: unknown audit type "nope" (HTTP 400, validation_failed)\n');
    srv.rec.handler = () => ({
      status: 403,
      body: { error: 'this key lacks the audit:read scope', code: 'forbidden', details: { scope: 'audit:read' } },
    });
    const forbidden = await recCli(['audit', 'types']);
    expect(forbidden.code).toBe(3);
    expect(forbidden.stderr).toContain('This key lacks the "audit:read" scope.');
    const csv = await recCli(['audit', 'list', '--format', 'csv', '--json']);
    expect(csv.code).toBe(2); // --json with --format csv is refused before anything is sent
  });
});

describe.concurrent('audit: usage errors → exit 2, nothing sent', () => {
  it.each([
    ['--format xml', ['audit', 'list', '--format', 'xml']],
    ['--json with --format csv', ['audit', 'list', '--json', '--format', 'csv']],
    ['--family bad', ['audit', 'list', '--family', 'billing']],
    ['--from not a date', ['audit', 'list', '--from', 'yesterday']],
    ['--from after --to', ['audit', 'list', '--from', '2026-12-01', '--to', '2026-11-01']],
    ['--limit 501', ['audit', 'list', '--limit', '501']],
    ['--output in a missing directory', ['audit', 'list', '--output', '/nonexistent/dir/audit.csv']],
  ])('%s', async (_name, args) => {
    const res = await runCli([...args, '--api-key', KEY, '--base-url', 'http://127.0.0.1:9/api/v1'], {
      home: tempHome(),
    });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toMatch(/^(Error: |\{"error")/);
    expect(res.stdout).toBe('');
  });
});
