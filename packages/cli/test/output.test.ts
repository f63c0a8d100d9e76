// gh-style output and errors: --json field selection, --jq, request ids on API errors, oclif's errors as sentences,
// `visits export` to standard output, and --flag/--no-flag switches (against the recorder and the mock).
import { describe, expect, it } from 'vitest';
import { APIError } from '@dossier/sdk';
import { selectFields, takeJsonFields } from '../src/base/command.js';
import { describeError, formatHuman, formatJson, sentence } from '../src/base/error-report.js';
import { useServers, type Reply } from './helpers.js';

describe('pure pieces', () => {
  it('takes the field list out of --json=a,b and --json a,b; a single field after a space only without arguments', () => {
    const a = ['documents', 'list', '--json=id,title'];
    expect(takeJsonFields(a, false)).toEqual(['id', 'title']);
    expect(a).toEqual(['documents', 'list', '--json']);
    const b = ['get', 'doc_1', '--json', 'id,title'];
    expect(takeJsonFields(b, true)).toEqual(['id', 'title']);
    expect(b).toEqual(['get', 'doc_1', '--json']);
    const c = ['--json', 'doc_1'];
    expect(takeJsonFields(c, true)).toBeUndefined();
    expect(c).toEqual(['--json', 'doc_1']);
    expect(takeJsonFields(['--json', 'id'], false)).toEqual(['id']);
  });

  it('selects fields of each item, and refuses an unknown one naming those there are', () => {
    expect(selectFields({ data: [{ id: 'a', title: 'A', x: 1 }], nextCursor: null }, ['id', 'title'])).toEqual([
      { id: 'a', title: 'A' },
    ]);
    expect(selectFields({ data: { id: 'a', title: 'A' } }, ['title'])).toEqual({ title: 'A' });
    expect(() => selectFields({ data: { id: 'a' } }, ['nope'])).toThrow(/unknown JSON field "nope": the fields are id/);
  });

  it("turns oclif's messages into sentences", () => {
    expect(sentence('The following error occurred:\n  Missing required flag output')).toBe(
      'the --output flag is required',
    );
    expect(sentence('Missing 1 required arg:\nid  Document id')).toBe('the <id> argument is required');
    expect(sentence('Nonexistent flag: --frm')).toBe('unknown flag --frm');
    expect(sentence('Expected --format=odt to be one of: pdf, docx')).toBe('--format "odt" is not one of: pdf, docx');
  });

  it('prints the request id of an API error, in words and in JSON', () => {
    const err = APIError.from(
      404,
      { error: 'document not found', code: 'not_found', requestId: 'req_abc' },
      new Headers(),
    );
    const report = describeError(err);
    expect(formatHuman(report)).toContain('Request id: req_abc');
    expect(JSON.parse(formatJson(report))).toMatchObject({ code: 'not_found', requestId: 'req_abc' });
  });
});

describe('against the recorder and the mock', () => {
  const srv = useServers({
    handler: (req): Reply => {
      if (req.path === '/api/v1/visits/export')
        return { headers: { 'content-type': 'text/csv' }, body: 'visitId,email\nview_1,dana@acme.example\n' };
      if (req.path === '/api/v1/documents/doc_missing') {
        return {
          status: 404,
          headers: { 'x-request-id': 'req_rec404' },
          body: { error: 'document not found', code: 'not_found', requestId: 'req_rec404' },
        };
      }
      if (req.path.startsWith('/api/v1/links/')) return { body: { data: { id: 'lnk_1' } } };
      return {
        body: {
          data: [
            { id: 'doc_1', title: 'NDA', status: 'draft' },
            { id: 'doc_2', title: 'MSA', status: 'locked' },
          ],
          nextCursor: null,
        },
      };
    },
  });

  it('--json=id,title and --jq filter the output', async () => {
    const fields = await srv.recCli(['documents', 'list', '--json=id,title']);
    expect(fields.code).toBe(0);
    expect(JSON.parse(fields.stdout)).toEqual([
      { id: 'doc_1', title: 'NDA' },
      { id: 'doc_2', title: 'MSA' },
    ]);
    const jq = await srv.recCli(['documents', 'list', '--jq', '.data[] | select(.status == "locked") | .id']);
    expect(jq.stdout).toBe('doc_2\n');
    const bad = await srv.recCli(['documents', 'list', '--json=id,nope']);
    expect(bad.code).toBe(2);
  });

  it('visits export without -o writes the CSV to standard output', async () => {
    const res = await srv.recCli(['visits', 'export', '--from', '2026-11-01']);
    expect(res.code).toBe(0);
    expect(res.stdout).toBe('visitId,email\nview_1,dana@acme.example\n');
  });

  it('an API error names its request id; a missing flag is a sentence', async () => {
    const res = await srv.recCli(['documents', 'get', 'doc_missing']);
    expect(res.code).toBe(4);
    expect(res.stderr).toContain('Request id: req_rec404');
    const missing = await srv.recCli(['envelopes', 'void', 'env_1']);
    expect(missing.stderr).toMatch(/^Error: the --reason flag is required\n/);
  });

  it('switches take --flag / --no-flag, checked by the mock against the contract', async () => {
    const on = await srv.prismCli(['links', 'update', 'lnk_3k9d2m1x8q', '--no-active', '--require-email', '--json']);
    expect(on.code, on.stderr).toBe(0);
    const off = await srv.recCli(['links', 'update', 'lnk_1', '--no-active', '--require-email', '--json']);
    expect(off.code, off.stderr).toBe(0);
    expect(JSON.parse(srv.rec.requests.at(-1)!.body.toString())).toMatchObject({ active: false, requireEmail: true });
  });
});
