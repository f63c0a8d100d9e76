// The pure parts: path normalisation, fields, headers, exit code mapping, key masking, error formatting, API field
// names → flags, command suggestions, table fitting, and the manifest.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APIConnectionError, APIError } from '@dossier/sdk';
import { fieldLabel } from '../src/base/api-fields.js';
import { buildBody, buildQuery, parseHeader, parseMethod, splitPath, typedValue } from '../src/shared/api/request.js';
import { editDistance, suggest } from '../src/hooks/command-not-found.js';
import { wrapText } from '../src/shared/format.js';
import { keyValueTable, table, type Column } from '../src/shared/table.js';
import { cliRoot } from './helpers.js';
import { maskKey, normalizeBaseUrl } from '../src/base/config-store.js';
import { describeError, formatHuman, formatJson } from '../src/base/error-report.js';
import { exitCodeForStatus, UsageError } from '../src/base/errors.js';
import { eventNames, httpsUrl, isoTime } from '../src/shared/validate.js';

describe('splitPath', () => {
  it.each([
    ['/documents', '/documents'],
    ['documents', '/documents'],
    ['/api/v1/documents', '/documents'],
    ['api/v1/documents/doc_1', '/documents/doc_1'],
    ['/api/v1', '/'],
    ['/', '/'],
    ['/api/v10/x', '/api/v10/x'],
  ])('%s → %s', (input, expected) => {
    expect(splitPath(input).path).toBe(expected);
  });

  it('splits off the query string', () => {
    expect(splitPath('documents?status=draft&limit=2')).toEqual({
      path: '/documents',
      query: [
        ['status', 'draft'],
        ['limit', '2'],
      ],
    });
  });

  it('refuses full URLs and empty paths', () => {
    expect(() => splitPath('https://evil.example/api/v1/me')).toThrow(UsageError);
    expect(() => splitPath('  ')).toThrow(UsageError);
  });
});

describe('fields', () => {
  it('typed values', () => {
    expect([
      typedValue('true'),
      typedValue('false'),
      typedValue('null'),
      typedValue('12'),
      typedValue('-1.5e3'),
    ]).toEqual([true, false, null, 12, -1500]);
    expect([typedValue('012'), typedValue('1.'), typedValue('abc'), typedValue('99999999999999999999')]).toEqual([
      '012',
      '1.',
      'abc',
      '99999999999999999999',
    ]);
  });

  it('builds nested bodies and arrays; later plain fields win', () => {
    const body = buildBody([
      { key: 'a', value: 1 },
      { key: 'a', value: 2 },
      { key: 'list[]', value: 'x' },
      { key: 'list[]', value: 'y' },
      { key: 'o[p][q]', value: true },
      { key: 'o[r][]', value: null },
    ]);
    expect(JSON.parse(JSON.stringify(body))).toEqual({ a: 2, list: ['x', 'y'], o: { p: { q: true }, r: [null] } });
  });

  it('refuses conflicting keys and does not pollute prototypes', () => {
    expect(() =>
      buildBody([
        { key: 'a', value: 1 },
        { key: 'a[b]', value: 2 },
      ]),
    ).toThrow(UsageError);
    expect(() =>
      buildBody([
        { key: 'a[]', value: 1 },
        { key: 'a[x]', value: 2 },
      ]),
    ).toThrow(UsageError);
    buildBody([{ key: '__proto__[polluted]', value: 'yes' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('builds query strings: [] repeats, typed values are stringified', () => {
    expect({
      ...buildQuery(
        [['q', 'nda']],
        [
          { key: 'kind[]', value: 'pdf' },
          { key: 'kind[]', value: 'xdoc' },
          { key: 'limit', value: 5 },
        ],
      ),
    }).toEqual({
      q: 'nda',
      kind: ['pdf', 'xdoc'],
      limit: '5',
    });
  });

  it('parses headers and methods', () => {
    expect(parseHeader('Prefer: code=404')).toEqual(['prefer', 'code=404']);
    expect(() => parseHeader('bad header: x')).toThrow(UsageError);
    expect(parseMethod('patch')).toBe('PATCH');
    expect(() => parseMethod('TRACE')).toThrow(UsageError);
  });
});

describe('exit codes', () => {
  it.each([
    [200, 1],
    [400, 5],
    [401, 3],
    [402, 1],
    [403, 3],
    [404, 4],
    [409, 5],
    [413, 1],
    [422, 5],
    [429, 6],
    [500, 7],
    [502, 7],
    [503, 7],
  ])('HTTP %i → %i', (status, code) => {
    expect(exitCodeForStatus(status)).toBe(code);
  });

  it('501 → 8 (not built on this server yet), with a hint that retrying will not help', () => {
    expect(exitCodeForStatus(501)).toBe(8);
    const report = describeError(
      APIError.from(501, { error: 'not implemented yet', code: 'not_implemented' }, new Headers()),
      { baseUrl: 'http://x/api/v1' },
    );
    expect(report.exitCode).toBe(8);
    expect(formatHuman(report)).toBe(
      'Error: not implemented yet (HTTP 501, not_implemented)\nhttp://x/api/v1 does not implement this operation yet: retrying will not help; a newer server version may.',
    );
  });

  it('connection errors → 7, other errors → 1', () => {
    expect(describeError(new APIConnectionError('fetch failed')).exitCode).toBe(7);
    expect(describeError(new Error('boom')).exitCode).toBe(1);
  });

  it('formats API errors for humans and machines', () => {
    const err = APIError.from(
      422,
      { error: 'unknown event', code: 'unprocessable', details: { known: ['a', 'b'] } },
      new Headers(),
    );
    const report = describeError(err);
    expect(formatHuman(report)).toBe('Error: unknown event (HTTP 422, unprocessable)\n  known: a, b');
    expect(JSON.parse(formatJson(report))).toEqual({
      error: 'unknown event',
      code: 'unprocessable',
      status: 422,
      details: { known: ['a', 'b'] },
    });
    // A body that is not the API's error shape (e.g. a proxy's 404 page) still gives a readable message.
    expect(describeError(APIError.from(404, '', new Headers())).error).toBe('not found');
  });
});

describe('keys and base URLs', () => {
  it('masks keys to dsk_…last4', () => {
    expect(maskKey('dsk_live_abcdefghijkl1234')).toBe('dsk_…1234');
    expect(maskKey('short')).toBe('…');
    expect(maskKey(undefined)).toBe('(none)');
  });

  it('normalises base URLs and refuses bad ones', () => {
    expect(normalizeBaseUrl('http://localhost:8080/api/v1/')).toBe('http://localhost:8080/api/v1');
    expect(() => normalizeBaseUrl('ftp://x')).toThrow(UsageError);
    expect(() => normalizeBaseUrl('https://user:pw@x/api/v1')).toThrow(UsageError);
  });
});

describe('flag values', () => {
  it('webhook URLs must be https', () => {
    expect(httpsUrl(' https://example.com/h ')).toBe('https://example.com/h');
    expect(() => httpsUrl('http://example.com/h')).toThrow(/must be an https address/);
    expect(() => httpsUrl('example.com/h')).toThrow(UsageError);
  });

  it('event names are trimmed and de-duplicated; blank ones are refused', () => {
    expect(eventNames([' ping', 'envelope.sent', 'ping'])).toEqual(['ping', 'envelope.sent']);
    expect(eventNames(undefined)).toEqual([]);
    expect(() => eventNames([' '])).toThrow(UsageError);
    expect(() => eventNames(['a b'])).toThrow(UsageError);
  });

  it('times: ISO dates and times become UTC ISO strings; a date alone is the start (or end) of the day', () => {
    expect(isoTime('2026-11-01', '--from')).toBe('2026-11-01T00:00:00.000Z');
    expect(isoTime('2026-11-30', '--to', true)).toBe('2026-11-30T23:59:59.999Z');
    expect(isoTime('2026-11-01T09:30:00Z', '--to', true)).toBe('2026-11-01T09:30:00.000Z');
    expect(isoTime('2026-11-01T09:30:00+02:00', '--from')).toBe('2026-11-01T07:30:00.000Z');
    for (const bad of ['yesterday', '1700000000', '2026-13-01', '2026-11-01T25:00Z', '']) {
      expect(() => isoTime(bad, '--from'), bad).toThrow(UsageError);
    }
  });
});

describe("API fields named by the command's flags and arguments", () => {
  const names = {
    flags: ['recipient', 'email', 'status', 'in-library', 'folder', 'event', 'filename', 'doc-json', 'reply-to'],
    args: ['id', 'file'],
    aliases: { content: 'doc-json', parentId: 'reply-to' },
  };
  it.each([
    ['body.recipientId', '--recipient'],
    ['body.email', '--email'],
    ['query.status', '--status'],
    ['query.inLibrary', '--in-library'],
    ['body.folderId', '--folder'],
    ['body.events', '--event'],
    ['body.events[2]', '--event #3'],
    ['body.recipients[0].email', '--recipient #1 (email)'],
    ['body.content.content[3].type', '--doc-json (content[3].type)'],
    ['body.parentId', '--reply-to'],
    ['header.x-filename', '--filename'],
    ['path.id', 'ID'],
    ['body.file', 'FILE'],
  ])('%s → %s', (field, label) => {
    expect(fieldLabel(field, names)).toBe(label);
  });

  it.each([['body.title'], ['query.limit'], ['folderId'], ['cookie.x'], ['body']])('%s keeps its API name', (field) => {
    expect(fieldLabel(field, names)).toBeUndefined();
  });

  it("the human error names the flags; the JSON error keeps the API's fields", () => {
    const details = {
      fields: [
        { field: 'body.recipientId', message: 'is not a recipient of this document' },
        { field: 'body.title', message: 'is required' },
      ],
    };
    const err = APIError.from(422, { error: 'validation failed', code: 'unprocessable', details }, new Headers());
    const report = describeError(err, { fieldLabel: (f) => fieldLabel(f, names) });
    expect(formatHuman(report)).toBe(
      'Error: validation failed (HTTP 422, unprocessable)\n  --recipient: is not a recipient of this document\n  body.title: is required',
    );
    expect(JSON.parse(formatJson(report)).details).toEqual(details);
  });

  it('the message names them too: a full path, or a bare name written as an identifier (not a plain word)', () => {
    const say = (error: string, fields: string[]) =>
      formatHuman(
        describeError(
          APIError.from(
            422,
            { error, code: 'unprocessable', details: { fields: fields.map((field) => ({ field, message: 'x' })) } },
            new Headers(),
          ),
          {
            fieldLabel: (f) => fieldLabel(f, names),
          },
        ),
      ).split('\n')[0];
    expect(say('recipientId is not a recipient of this document', ['body.recipientId'])).toBe(
      'Error: --recipient is not a recipient of this document (HTTP 422, unprocessable)',
    );
    expect(say('query.inLibrary must be true or false', ['query.inLibrary'])).toBe(
      'Error: --in-library must be true or false (HTTP 422, unprocessable)',
    );
    expect(say('the email and emailAddress are checked', ['body.email'])).toBe(
      'Error: the email and emailAddress are checked (HTTP 422, unprocessable)',
    );
    const json = describeError(
      APIError.from(
        422,
        {
          error: 'recipientId is wrong',
          code: 'unprocessable',
          details: { fields: [{ field: 'body.recipientId', message: 'x' }] },
        },
        new Headers(),
      ),
      {
        fieldLabel: (f) => fieldLabel(f, names),
      },
    );
    expect(JSON.parse(formatJson(json)).error).toBe('recipientId is wrong');
  });
});

describe('unknown commands', () => {
  const commands = [
    'documents list',
    'documents get',
    'documents versions list',
    'hooks list',
    'me',
    'api',
    'login',
    'logout',
  ];
  const topics = ['documents', 'documents versions', 'hooks'];
  const all = [...commands, ...topics];

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('documnets', 'documents')).toBe(1);
    expect(editDistance('lst', 'list')).toBe(1);
    expect(editDistance('', 'me')).toBe(2);
  });

  it.each([
    [['documnets', 'list'], 'documnets list', 'documents list'],
    [['documnets', 'list', 'doc_1'], 'documnets list', 'documents list'],
    [['documents', 'lst'], 'documents lst', 'documents list'],
    [['documents', 'versions', 'lst'], 'documents versions lst', 'documents versions list'],
    [['documents', 'get2', 'doc_1'], 'documents get2', 'documents get'],
    [['hoks'], 'hoks', 'hooks'],
    [['loguot'], 'loguot', 'logout'],
  ])('%j: "%s" → "%s"', (words, typed, suggestion) => {
    expect(suggest(words, all, topics)).toEqual({ typed, suggestion });
  });

  it('suggests nothing for what is not near any command, naming the unknown word after a known topic', () => {
    expect(suggest(['nope'], all, topics)).toEqual({ typed: 'nope' });
    expect(suggest(['documents', 'frobnicate', 'doc_1'], all, topics)).toEqual({ typed: 'documents frobnicate' });
  });
});

describe('tables fit the width', () => {
  interface Row {
    id: string;
    title: string;
    kind: string;
    updated: string;
  }
  const columns: Column<Row>[] = [
    { header: 'ID', get: (r) => r.id },
    { header: 'Title', get: (r) => r.title, wrap: true },
    { header: 'Kind', get: (r) => r.kind, drop: 1 },
    { header: 'Updated', get: (r) => r.updated, drop: 2 },
  ];
  const rows: Row[] = [
    {
      id: 'doc_4q8z1x6m2k',
      title: 'Series A term sheet for the seed extension, with the side letter and the cap table',
      kind: 'pdf',
      updated: '2025-11-19T11:45:21Z',
    },
    { id: 'doc_7f3k2m9x1q', title: 'NDA', kind: 'xdoc', updated: '2025-11-20T09:00:00Z' },
  ];
  const widest = (text: string) => Math.max(...text.split('\n').map((l) => [...l].length));

  it('without a limit, nothing is cut or wrapped', async () => {
    const out = await table(columns, rows, undefined);
    expect(out).toContain('│ Series A term sheet for the seed extension, with the side letter and the cap table │');
    expect(out).toMatch(/│ Kind │ Updated\s+│/);
  });

  it('wraps the wrap columns to fit, keeping ids and times whole', async () => {
    const out = await table(columns, rows, 80);
    expect(widest(out)).toBeLessThanOrEqual(80);
    expect(out).toContain('doc_4q8z1x6m2k');
    expect(out).toContain('2025-11-19T11:45:21Z');
    expect(out).toMatch(/│ Kind\s+│ Updated\s+│/);
    // Every word of the title is still there, over several lines.
    expect(out.replace(/[│\s]+/g, ' ')).toContain('Series A term sheet');
  });

  it('drops low-value columns, lowest rank first, before wrapping gets hard to read', async () => {
    const narrow = await table(columns, rows, 70);
    expect(widest(narrow)).toBeLessThanOrEqual(70);
    expect(narrow).not.toContain('Kind');
    expect(narrow).toContain('Updated');
    const narrower = await table(columns, rows, 50);
    expect(widest(narrower)).toBeLessThanOrEqual(50);
    expect(narrower).not.toContain('Updated');
    expect(narrower).toContain('doc_7f3k2m9x1q');
  });

  it('breaks a word longer than its column (a URL)', () => {
    expect(wrapText('see https://example.com/a/very/long/path', 10, true)).toBe(
      'see\nhttps://ex\nample.com/\na/very/lon\ng/path',
    );
    expect(wrapText('two\nlines', 10, true)).toBe('two\nlines');
  });

  it('key/value tables wrap the value', async () => {
    const out = await keyValueTable(
      [
        ['Title', 'word '.repeat(30).trim()],
        ['ID', 'doc_1'],
      ],
      50,
    );
    expect(widest(out)).toBeLessThanOrEqual(50);
    expect((out.match(/word/g) ?? []).length).toBe(30);
  });
});

describe('oclif.manifest.json', () => {
  it('lists exactly the commands in src/commands (the build regenerates it)', () => {
    const ids: string[] = [];
    const walk = (dir: string, prefix: string[]) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(dir, e.name), [...prefix, e.name]);
        else if (e.name.endsWith('.ts')) ids.push([...prefix, e.name.replace(/\.ts$/, '')].join(':'));
      }
    };
    walk(path.join(cliRoot, 'src/commands'), []);
    const manifest = JSON.parse(fs.readFileSync(path.join(cliRoot, 'oclif.manifest.json'), 'utf8')) as {
      commands: Record<string, unknown>;
    };
    expect(Object.keys(manifest.commands).sort()).toEqual(ids.sort());
  });
});
