// `dossier envelopes send --template --csv` and `dossier batches …` against the Prism mock of the contract and
// a recording server that plays a batch from queued to done (what was sent is checked against the contract).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesResponse, runCli, tempHome, useServers } from './helpers.js';

const BATCH = {
  id: 'bat_1',
  templateId: 'tpl_1',
  status: 'queued',
  cancelReason: null,
  total: 2,
  sent: 0,
  failed: 0,
  pending: 2,
  cancelled: 0,
  createdAt: '2026-11-25T09:30:00Z',
  startedAt: null,
  completedAt: null,
  cancelledAt: null,
};
const DONE = {
  ...BATCH,
  status: 'done',
  sent: 1,
  failed: 1,
  pending: 0,
  startedAt: '2026-11-25T09:30:01Z',
  completedAt: '2026-11-25T09:30:05Z',
};
const ROWS = [
  { row: 1, status: 'sent', envelopeId: 'env_1', error: null, errorCode: null },
  {
    row: 2,
    status: 'failed',
    envelopeId: null,
    error: 'the document is not ready to send',
    errorCode: 'unprocessable',
  },
];

const srv = useServers({ handler: () => ({ body: { data: BATCH } }), prismHome: 'test' });
const { prismIn, recIn } = srv;

describe('batches against Prism', () => {
  it('get, cancel, remind and void answer as the contract says', async () => {
    const [get, cancel, remind, voided, json] = await Promise.all([
      prismIn(['batches', 'get', 'bat_4k8m2x7q1z']),
      prismIn(['batches', 'cancel', 'bat_4k8m2x7q1z']),
      prismIn(['batches', 'remind', 'bat_4k8m2x7q1z']),
      prismIn(['batches', 'void', 'bat_4k8m2x7q1z', '--reason', 'Wrong list']),
      prismIn(['batches', 'get', 'bat_4k8m2x7q1z', '--json']),
    ]);
    for (const r of [get, cancel, remind, voided, json]) expect(r.code, r.stderr).toBe(0);
    expect(get.stdout).toMatch(/│ Rows\s+│ 3: 1 sent, 0 failed, 2 pending/);
    expect(get.stdout).toMatch(/│ 2\s+│ failed\s+│ —\s+│ the free plan/);
    expect(cancel.stdout).toMatch(/^Cancelled bat_/);
    expect(remind.stdout).toMatch(/^Reminded \d+ envelopes? of bat_/);
    expect(voided.stdout).toMatch(/^Voided \d+ envelopes? of bat_/);
    matchesResponse(JSON.parse(json.stdout), '/batches/{id}', 'get', '200');
  });
});

describe('envelopes send --template --csv', () => {
  it('posts the CSV, follows the batch to its end and prints every row; --json prints the batch and rows', async () => {
    let polls = 0;
    srv.rec.handler = (r) => {
      if (r.method === 'POST') return { status: 202, body: { data: BATCH } };
      if (r.path.endsWith('/rows')) return { body: { data: ROWS, nextCursor: null } };
      return { body: { data: ++polls < 2 ? { ...BATCH, status: 'sending', sent: 1, pending: 1 } : DONE } };
    };
    const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-csv-')), 'rows.csv');
    fs.writeFileSync(csv, 'Client.name,Client.email\nAda,ada@example.com\nBob,bob@example.com\n');
    const res = await recIn(['envelopes', 'send', '--template', 'tpl_1', '--csv', csv]);
    expect(res.code, res.stderr).toBe(0);
    const post = srv.rec.requests[0]!;
    expect(`${post.method} ${post.path}?${post.query}`).toBe('POST /api/v1/batches?templateId=tpl_1');
    expect(post.headers['content-type']).toBe('text/csv');
    expect(post.body.toString()).toBe(fs.readFileSync(csv, 'utf8'));
    expect(res.stdout).toMatch(/^Bulk send bat_1 done: 1 of 2 sent, 1 failed\./);
    expect(res.stdout).toMatch(/│ 1\s+│ sent\s+│ env_1\s+│/);
    expect(res.stdout).toMatch(/│ 2\s+│ failed\s+│ —\s+│ the document is not ready to send \(unprocessable\)/);
    polls = 0;
    const json = await recIn(['envelopes', 'send', '--template', 'tpl_1', '--csv', csv, '--json']);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ data: DONE, rows: ROWS });
  });

  const csvOf = (rows: number, eol = '\n') => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-csv-')), 'rows.csv');
    const lines = [
      'Client.name,Client.email',
      ...Array.from({ length: rows }, (_, i) =>
        i === 150 ? '"Quoted\nName",q@example.com' : `Signer ${i + 1},s${i + 1}@example.com`,
      ),
    ];
    fs.writeFileSync(file, lines.join(eol) + eol);
    return file;
  };

  it('a file over 100 rows is refused before upload (exit 5) with a hint to --split', async () => {
    const res = await recIn(['envelopes', 'send', '--template', 'tpl_1', '--csv', csvOf(101)]);
    expect(res.code, res.stderr).toBe(5);
    expect(res.stderr).toContain('has 101 rows; a batch takes at most 100; nothing was sent');
    expect(res.stderr).toContain('--split');
    expect(srv.rec.requests).toEqual([]);
  });

  it("--split sends a 250-row file as batches of 100, 100 and 50, each with the header and the file's own line numbers", async () => {
    let made = 0;
    srv.rec.handler = (r) => {
      if (r.method === 'POST') return { status: 202, body: { data: { ...BATCH, id: `bat_${++made}` } } };
      if (r.path.endsWith('/rows')) return { body: { data: ROWS, nextCursor: null } };
      return { body: { data: { ...DONE, id: r.path.split('/').pop() } } };
    };
    const res = await recIn([
      'envelopes',
      'send',
      '--template',
      'tpl_1',
      '--csv',
      csvOf(250, '\r\n'),
      '--split',
      '--json',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect((JSON.parse(res.stdout) as { data: { id: string } }[]).map((b) => b.data.id)).toEqual([
      'bat_1',
      'bat_2',
      'bat_3',
    ]);
    const posts = srv.rec.requests.filter((q) => q.method === 'POST').map((q) => q.body.toString());
    expect(posts).toHaveLength(3);
    for (const body of posts) expect(body.startsWith('Client.name,Client.email\r\n')).toBe(true);
    const rowsOf = (body: string) => body.split('\r\n').filter((l, i) => i > 0 && l !== '');
    // Row 151 holds a quoted line break (LF inside a CRLF file): still one row.
    expect(posts.map((b) => rowsOf(b).length)).toEqual([100, 100, 50]);
    expect(posts[1]).toContain('"Quoted\nName",q@example.com');
    // Row 101 of the file is on line 102: the second part has it there too (blank lines before it).
    expect(posts[1].split('\r\n')[101]).toBe('Signer 101,s101@example.com');
    expect(posts[2].split('\r\n')[201]).toBe('Signer 201,s201@example.com');
  });

  it('a file the server refuses exits 5, as its help says', async () => {
    srv.rec.handler = () => ({
      status: 422,
      body: {
        error: 'nothing was sent: line 2 (row 1), column Client.email: must be an email address',
        code: 'batch_invalid',
        details: { problems: [{ row: 1, line: 2, column: 'Client.email', message: 'must be an email address' }] },
      },
    });
    const res = await recIn(['envelopes', 'send', '--template', 'tpl_1', '--csv', csvOf(2)]);
    expect(res.code).toBe(5);
    expect(res.stderr).toContain('line 2 (row 1), column Client.email');
    const help = await runCli(['envelopes', 'send', '--help'], { home: tempHome() });
    const text = help.stdout.replace(/\s+/g, ' ');
    expect(text).toContain('A file with problems is refused (exit 5)');
    expect(text).toContain('--split');
    expect(text).not.toMatch(/refused \(exit 1\)/);
  });

  it('a batch stopped because its key was revoked says so', async () => {
    srv.rec.handler = (r) =>
      r.path.endsWith('/rows')
        ? { body: { data: [], nextCursor: null } }
        : {
            body: {
              data: { ...DONE, status: 'cancelled', cancelReason: 'key_revoked', sent: 1, failed: 0, cancelled: 1 },
            },
          };
    const res = await recIn(['batches', 'get', 'bat_1']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/│ Status\s+│ cancelled \(key revoked\)/);
  });

  it('refuses a document id with --template, and per-envelope flags in a bulk send', async () => {
    const both = await recIn(['envelopes', 'send', 'doc_1', '--template', 'tpl_1', '--csv', 'rows.csv']);
    expect(both.code).toBe(2);
    const subject = await recIn(['envelopes', 'send', '--template', 'tpl_1', '--csv', 'rows.csv', '--subject', 'x']);
    expect(subject.code).toBe(2);
    expect(subject.stderr).toContain('per row in the CSV');
    const none = await recIn(['envelopes', 'send']);
    expect(none.code).toBe(2);
    expect(srv.rec.requests).toEqual([]);
  });
});
