// The pure parts: path normalisation, fields, headers, exit code mapping, key masking, error formatting.
import { describe, expect, it } from 'vitest';
import { APIConnectionError, APIError } from '@dossier/sdk';
import { buildBody, buildQuery, parseHeader, parseMethod, splitPath, typedValue } from '../src/api-request.js';
import { maskKey, normalizeBaseUrl } from '../src/config-store.js';
import { describeError, exitCodeForStatus, formatHuman, formatJson, UsageError } from '../src/errors.js';
import { eventNames, httpsUrl, isoTime } from '../src/validate.js';

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
    expect(splitPath('documents?status=draft&limit=2')).toEqual({ path: '/documents', query: [['status', 'draft'], ['limit', '2']] });
  });

  it('refuses full URLs and empty paths', () => {
    expect(() => splitPath('https://evil.example/api/v1/me')).toThrow(UsageError);
    expect(() => splitPath('  ')).toThrow(UsageError);
  });
});

describe('fields', () => {
  it('typed values', () => {
    expect([typedValue('true'), typedValue('false'), typedValue('null'), typedValue('12'), typedValue('-1.5e3')]).toEqual([true, false, null, 12, -1500]);
    expect([typedValue('012'), typedValue('1.'), typedValue('abc'), typedValue('99999999999999999999')]).toEqual(['012', '1.', 'abc', '99999999999999999999']);
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
    expect(() => buildBody([{ key: 'a', value: 1 }, { key: 'a[b]', value: 2 }])).toThrow(UsageError);
    expect(() => buildBody([{ key: 'a[]', value: 1 }, { key: 'a[x]', value: 2 }])).toThrow(UsageError);
    buildBody([{ key: '__proto__[polluted]', value: 'yes' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('builds query strings: [] repeats, typed values are stringified', () => {
    expect({ ...buildQuery([['q', 'nda']], [{ key: 'kind[]', value: 'pdf' }, { key: 'kind[]', value: 'xdoc' }, { key: 'limit', value: 5 }]) }).toEqual({
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

  it('connection errors → 7, other errors → 1', () => {
    expect(describeError(new APIConnectionError('fetch failed')).exitCode).toBe(7);
    expect(describeError(new Error('boom')).exitCode).toBe(1);
  });

  it('formats API errors for humans and machines', () => {
    const err = APIError.from(422, { error: 'unknown event', code: 'unprocessable', details: { known: ['a', 'b'] } }, new Headers());
    const report = describeError(err);
    expect(formatHuman(report)).toBe('Error: unknown event (HTTP 422, unprocessable)\n  known: a, b');
    expect(JSON.parse(formatJson(report))).toEqual({ error: 'unknown event', code: 'unprocessable', status: 422, details: { known: ['a', 'b'] } });
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
