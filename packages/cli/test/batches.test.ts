// `dossier envelopes send --template --csv` and `dossier batches …` against the Prism mock of the contract and
// a recording server that plays a batch from queued to done (what was sent is checked against the contract).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { responseSchema, useServers, validate } from './helpers.js';

const BATCH = {
  id: 'bat_1',
  templateId: 'tpl_1',
  status: 'queued',
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
const DONE = { ...BATCH, status: 'done', sent: 1, failed: 1, pending: 0, startedAt: '2026-11-25T09:30:01Z', completedAt: '2026-11-25T09:30:05Z' };
const ROWS = [
  { row: 1, status: 'sent', envelopeId: 'env_1', error: null, errorCode: null },
  { row: 2, status: 'failed', envelopeId: null, error: 'the document is not ready to send', errorCode: 'unprocessable' },
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
    expect(validate(JSON.parse(json.stdout), responseSchema('/batches/{id}', 'get', '200'))).toEqual([]);
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
