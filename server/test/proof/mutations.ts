// The requests the fuzz suite sends, as fast-check arbitraries: each case is one mutation of an operation's valid
// request (its path ids, its query, its body, its token), described in words for the report.
import fc from 'fast-check';
import type { Call } from './world.js';
import { arbFromSchema } from './schema-arb.js';
import type { Op } from './spec-walk.js';

type Json = unknown;
export interface Case {
  kind: string;
  apply(base: Call, op: Op): Call;
}

/** Strings a parser, a database or a log line may choke on. */
const ODD = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\ufeff',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̳',
  '👩‍👩‍👧‍👦',
  '𝕯𝖔𝖘𝖘𝖎𝖊𝖗',
  '../../etc/passwd',
  '%2e%2e%2f',
  "' OR 1=1 --",
  '"; DROP TABLE documents; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell-style lookup string, sent as is
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'null',
  'true',
  '0',
  '-1',
  '1e999',
  'NaN',
  '\r\nX-Injected: 1',
];

const oddString = fc.oneof(
  fc.constantFrom(...ODD),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
);
const anyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  oddString,
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);
const hugeNumber = fc.constantFrom(
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 31),
  2 ** 31,
  2 ** 63,
  1e-320,
  99999999999,
);

/** Every place in a JSON value (as a key path), the root included. */
function places(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) for (const [i, x] of v.entries()) places(x, [...at, i], out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) places(x, [...at, k], out);
  return out;
}

function setAt(v: Json, at: (string | number)[], value: Json): Json {
  if (!at.length) return value;
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) };
  copy[at[0]] = setAt(copy[at[0]], at.slice(1), value);
  return copy;
}
const getAt = (v: Json, at: (string | number)[]): Json => at.reduce((o: any, k) => o?.[k], v);

/** A body mutation, given the valid JSON body: where to change it is a random index into its places. */
function bodyCase(kind: string, change: fc.Arbitrary<(body: Json, pick: number) => Json>): fc.Arbitrary<Case> {
  return fc.tuple(change, fc.nat()).map(([f, pick]) => ({
    kind,
    apply: (base) => {
      const valid = base.json ?? {};
      return { ...base, payload: undefined, json: f(valid, pick) };
    },
  }));
}
const placeOf = (body: Json, pick: number) => {
  const all = places(body);
  // Prefer a leaf or a field over the root, the root being one case among many.
  return all.length > 1 ? all[1 + (pick % (all.length - 1))] : all[0];
};

const wrongType = bodyCase(
  'wrong type',
  anyValue.map(
    (x) => (b: Json, p: number) => setAt(b, placeOf(b, p), typeof getAt(b, placeOf(b, p)) === typeof x ? [x] : x),
  ),
);
const outOfRange = bodyCase(
  'out-of-range number',
  hugeNumber.map((n) => (b: Json, p: number) => setAt(b, placeOf(b, p), n)),
);
const overLong = bodyCase(
  'over-long string',
  fc
    .constantFrom(300, 5_000, 70_000, 1_100_000)
    .map((n) => (b: Json, p: number) => setAt(b, placeOf(b, p), 'x'.repeat(n))),
);
const oddUnicode = bodyCase(
  'odd Unicode',
  oddString.map((s) => (b: Json, p: number) => setAt(b, placeOf(b, p), s)),
);
const hugeArray = bodyCase(
  'huge array',
  fc.constantFrom(1_000, 20_000).map((n) => (b: Json, p: number) => {
    const at = placeOf(b, p);
    const cur = getAt(b, at);
    return setAt(
      b,
      at,
      Array.from({ length: n }, () => (Array.isArray(cur) ? (cur[0] ?? 'x') : (cur ?? 'x'))),
    );
  }),
);
const unknownField = bodyCase(
  'unknown field',
  fc
    .tuple(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'workspaceId'),
      ),
      anyValue,
    )
    .map(([k, x]) => (b: Json, p: number) => {
      const objects = places(b).filter((at) => {
        const v = getAt(b, at);
        return v && typeof v === 'object' && !Array.isArray(v);
      });
      const at = objects.length ? objects[p % objects.length] : [];
      const target = (objects.length ? getAt(b, at) : {}) as Record<string, Json>;
      const next = JSON.parse(JSON.stringify(target));
      Object.defineProperty(next, k, { value: x, enumerable: true, writable: true, configurable: true });
      return objects.length ? setAt(b, at, next) : next;
    }),
);
const wholeBody = bodyCase(
  'arbitrary JSON body',
  fc.jsonValue({ maxDepth: 3 }).map((x) => () => x),
);
// Sent as text: a value this deep would overflow JSON.stringify on the client side already.
const deepNesting: fc.Arbitrary<Case> = fc
  .tuple(fc.constantFrom(200, 5_000, 100_000), fc.boolean())
  .map(([n, objects]) => ({
    kind: 'deep nesting',
    apply: (base) => ({
      ...base,
      json: undefined,
      payload: objects ? '{"a":'.repeat(n) + '1' + '}'.repeat(n) : '['.repeat(n) + ']'.repeat(n),
      headers: { ...base.headers, 'content-type': 'application/json' },
    }),
  }));

const brokenJson: fc.Arbitrary<Case> = fc
  .tuple(
    fc.constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000', '{"title":"\\ud800"}', '{"a":1,"a":2}', ''),
    fc.string({ maxLength: 20 }),
  )
  .map(([head, tail]) => ({
    kind: 'broken JSON',
    apply: (base) => ({
      ...base,
      json: undefined,
      payload: head + tail,
      headers: { ...base.headers, 'content-type': 'application/json' },
    }),
  }));
const wrongContentType: fc.Arbitrary<Case> = fc
  .constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=latin1',
  )
  .map((type) => ({
    kind: 'wrong content type',
    apply: (base) => ({
      ...base,
      json: undefined,
      payload: base.payload ?? JSON.stringify(base.json ?? {}),
      headers: { ...base.headers, 'content-type': type },
    }),
  }));
const brokenMultipart: fc.Arbitrary<Case> = fc.constantFrom('truncated', 'no boundary', 'garbage').map((how) => ({
  kind: 'broken multipart',
  apply: (base) => {
    const boundary = 'x'.repeat(10);
    const payload =
      how === 'truncated'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`
        : how === 'garbage'
          ? '\u0000\u0001garbage'
          : 'plain';
    return {
      ...base,
      json: undefined,
      payload,
      headers: {
        ...base.headers,
        'content-type': how === 'no boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
      },
    };
  },
}));

/** Multipart bodies of every odd kind: fields of odd text or length, unknown fields, odd file names and types,
 * files that are empty, not PDFs or several; built with the valid request's own file. */
const multipartCase: fc.Arbitrary<Case> = fc
  .record({
    field: fc.constantFrom('title', 'itemId', 'name', 'email', 'note', 'folderId', 'unknownField', 'file'),
    value: fc.oneof(oddString, fc.constantFrom('x'.repeat(1_001), 'x'.repeat(100_000), '')),
    filename: fc.oneof(
      fc.constantFrom(
        'proof.pdf',
        '',
        '../../etc/passwd',
        'a\u0000b.pdf',
        'x'.repeat(1_000) + '.pdf',
        'ü.pdf',
        'CON',
        '.pdf',
        '"quoted".pdf',
      ),
      oddString,
    ),
    type: fc.constantFrom(
      'application/pdf',
      'text/plain',
      'application/octet-stream',
      '',
      'image/png',
      'application/x-msdownload',
    ),
    bytes: fc.constantFrom('valid', 'empty', 'text', 'truncated', 'twice'),
  })
  .map(({ field, value, filename, type, bytes }) => ({
    kind: 'multipart fields and file',
    apply: (base) => {
      const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
      const pdf = Buffer.isBuffer(base.payload) ? extractPdf(base.payload) : Buffer.from('%PDF-1.7\n%%EOF');
      const file =
        bytes === 'empty'
          ? Buffer.alloc(0)
          : bytes === 'text'
            ? Buffer.from('hello, not a PDF')
            : bytes === 'truncated'
              ? pdf.subarray(0, 40)
              : pdf;
      const part = (name: string, v: string) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`);
      const filePart = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename.replace(/[\r\n"]/g, '_')}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ]);
      const parts = [
        field === 'file' ? part('file', value) : part(field, value),
        filePart,
        ...(bytes === 'twice' ? [filePart] : []),
      ];
      return {
        ...base,
        json: undefined,
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
        headers: { ...base.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    },
  }));

/** The PDF inside the valid request's multipart body. */
function extractPdf(body: Buffer): Buffer {
  const start = body.indexOf('%PDF-');
  const end = body.lastIndexOf('%%EOF');
  return start >= 0 && end > start ? body.subarray(start, end + 5) : Buffer.from('%PDF-1.7\n%%EOF');
}

/** A raw upload (application/pdf) with an odd x-filename header or odd bytes. */
const rawUploadCase: fc.Arbitrary<Case> = fc
  .record({
    name: fc.oneof(
      fc.constantFrom('%ZZ', '%C3', encodeURIComponent('ü.pdf'), 'x'.repeat(2_000), '..%2F..%2Fx.pdf', '%00.pdf'),
      oddString.filter((v) => !/[^\x20-\x7e]/.test(v)),
    ),
    bytes: fc.constantFrom('pdf', 'empty', 'text'),
  })
  .map(({ name, bytes }) => ({
    kind: 'raw upload',
    apply: (base) => {
      const pdf = Buffer.isBuffer(base.payload) ? extractPdf(base.payload) : Buffer.from('%PDF-1.7\n%%EOF');
      const payload = bytes === 'pdf' ? pdf : bytes === 'empty' ? Buffer.alloc(0) : Buffer.from('not a pdf');
      return {
        ...base,
        json: undefined,
        payload,
        headers: { ...base.headers, 'content-type': 'application/pdf', 'x-filename': name },
      };
    },
  }));

/** A path id of any shape: odd strings, numbers, long ones, another kind's prefix, the real one slightly wrong. */
const idShape = (others: string[]) =>
  fc.oneof(
    oddString.filter((s) => s.length > 0),
    fc.integer().map(String),
    fc.constantFrom(
      'x'.repeat(300),
      'doc_' + 'a'.repeat(5000),
      'doc_0000000000',
      'env_zzzzzzzzzz',
      'sgn_' + 'A'.repeat(43),
      'vst_' + 'A'.repeat(43),
      'upl_' + 'A'.repeat(43),
    ),
    others.length ? fc.constantFrom(...others) : fc.constant('lnk_abc'),
    others.length
      ? fc.tuple(fc.constantFrom(...others), fc.nat()).map(([id, i]) => id.slice(0, -1) + 'abcdefghij'[i % 10])
      : fc.constant('rom_abc'),
  );

function pathCase(op: Op, others: string[]): fc.Arbitrary<Case> | undefined {
  const names = op.params.filter((p) => p.in === 'path').map((p) => p.name);
  if (!names.length) return undefined;
  // Encoded ids of any shape, or raw segments a URL decoder may trip on (bad escapes). No dot segments: a
  // client resolves those before sending (WHATWG URL: %2e%2e too), so they name another operation's path.
  const segment = fc.oneof(
    { weight: 4, arbitrary: idShape(others).map(encodeSegment) },
    fc.constantFrom('%', '%E0%A4%A', '%00', '%ff%fe', '%ED%A0%80', '%2F', ';x=1', '%20'),
  );
  return fc.tuple(fc.constantFrom(...names), segment).map(([name, raw]) => ({
    kind: 'path id',
    apply: (base) => ({ ...base, url: base.url.replace(pathValue(base, op, name), raw) }),
  }));
}
/** A path segment for any string: lone surrogates go as the bytes a careless encoder would send. */
function encodeSegment(id: string): string {
  try {
    return encodeURIComponent(id);
  } catch {
    return [...id]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** The encoded value the valid request has for a path parameter (its segment position in the template). */
function pathValue(base: Call, op: Op, name: string): string {
  const segs = op.path.split('/');
  const i = segs.indexOf(`{${name}}`);
  const path = base.url.split('?')[0].slice(op.prefix.length).split('/');
  return `/${path[i]}`.length > 1 ? path[i] : '\u0000never';
}

function queryCase(op: Op): fc.Arbitrary<Case> | undefined {
  const names = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const all = [...names, 'unknownParam'];
  return fc
    .tuple(
      fc.constantFrom(...all),
      fc.oneof(
        oddString,
        hugeNumber.map(String),
        fc.constantFrom('x'.repeat(10_000), '-1', '0', '1.5', 'true', '[]', '{}'),
      ),
      fc.boolean(),
    )
    .map(([name, value, twice]) => ({
      kind: 'query',
      apply: (base) => {
        const url = new URL(base.url, 'http://x');
        url.searchParams.set(name, value);
        if (twice) url.searchParams.append(name, value);
        return { ...base, url: url.pathname + url.search };
      },
    }));
}

function tokenCase(op: Op): fc.Arbitrary<Case> | undefined {
  const header =
    op.tokenScheme === 'visitToken'
      ? 'x-visit-token'
      : op.tokenScheme === 'requestToken'
        ? 'x-request-token'
        : undefined;
  const values = fc.oneof(
    oddString.filter((s) => !/[\r\n\u0000-\u001f\u007f-\uffff]/.test(s)),
    fc.constantFrom('sgn_' + 'B'.repeat(43), 'vst_' + 'B'.repeat(43), 'upl_' + 'B'.repeat(43), 'Bearer x', 'dk_live_x'),
  );
  return values.map((v) => ({
    kind: 'credential',
    apply: (base) => {
      const headers = { ...base.headers };
      if (header) headers[header] = v;
      if (!op.public) return { ...base, key: undefined, headers: { ...headers, authorization: `Bearer ${v}` } };
      return { ...base, headers };
    },
  }));
}

/** Odd Accept headers: what content negotiation (exports, downloads, JSON) makes of them. */
const acceptCase: fc.Arbitrary<Case> = fc
  .constantFrom(
    'text/csv',
    'text/markdown',
    'application/pdf',
    'application/xml',
    '*/*',
    'text/*',
    'application/json;q=0',
    'image/png, text/html;q=0.1',
    ',,;;q=x',
    'x'.repeat(5_000),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  )
  .map((accept) => ({ kind: 'accept', apply: (base) => ({ ...base, headers: { ...base.headers, accept } }) }));

/** The same path in other shapes: a trailing slash, doubled slashes, upper case, an empty query, a fragment
 * (after /api/v1 only: elsewhere is the pages' HTML, by design). */
const urlShapeCase: fc.Arbitrary<Case> = fc
  .constantFrom('trailing', 'double', 'upper', 'query', 'fragment', 'semicolon')
  .map((how) => ({
    kind: 'url shape',
    apply: (base) => {
      const [full, q] = base.url.split('?');
      const p = full.slice('/api/v1'.length);
      const path = `/api/v1${how === 'trailing' ? `${p}/` : how === 'double' ? p.replace(/\//g, '//') : how === 'upper' ? p.toUpperCase() : how === 'semicolon' ? `${p};a=b` : p}`;
      const query = how === 'query' ? `?${q ?? ''}&&=&%` : q ? `?${q}` : '';
      return { ...base, url: `${path}${query}${how === 'fragment' ? '#frag' : ''}` };
    },
  }));

/** Valid requests beyond the example: a body generated from the body's schema, query values from theirs. */
function schemaBodyCase(op: Op, ids: string[]): fc.Arbitrary<Case> | undefined {
  const json = op.body.find((b) => b.type === 'application/json');
  if (!json) return undefined;
  return arbFromSchema(json.schema, ids).map((body) => ({
    kind: 'valid by schema (body)',
    apply: (base) => ({ ...base, payload: undefined, json: body ?? {} }),
  }));
}
function schemaQueryCase(op: Op, ids: string[]): fc.Arbitrary<Case> | undefined {
  const params = op.params.filter((p) => p.in === 'query');
  if (!params.length) return undefined;
  const record = Object.fromEntries(params.map((p) => [p.name, arbFromSchema(p.schema, ids, 0, p.name)]));
  return fc.record(record, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) }).map((values) => ({
    kind: 'valid by schema (query)',
    apply: (base) => {
      const url = new URL(base.url, 'http://x');
      for (const [k, v] of Object.entries(values)) {
        if (v === undefined || v === null) continue;
        url.searchParams.delete(k);
        for (const one of Array.isArray(v) ? v : [v])
          url.searchParams.append(k, typeof one === 'object' ? JSON.stringify(one) : String(one));
      }
      return { ...base, url: url.pathname + url.search };
    },
  }));
}

/** The cases of one operation: mutations of whatever it takes (path, query, body, credential). */
export function casesOf(op: Op, others: string[]): fc.Arbitrary<Case> {
  // URL shapes only under /api/v1: at the origin a reshaped path is the pages' (an HTML 404), by design.
  const arbs: fc.Arbitrary<Case>[] = op.prefix ? [acceptCase, urlShapeCase] : [acceptCase];
  const schemaBody = schemaBodyCase(op, others);
  if (schemaBody) arbs.push(schemaBody, schemaBody, schemaBody);
  const schemaQuery = schemaQueryCase(op, others);
  if (schemaQuery) arbs.push(schemaQuery, schemaQuery);
  const path = pathCase(op, others);
  if (path) arbs.push(path, path);
  const query = queryCase(op);
  if (query) arbs.push(query);
  const token = tokenCase(op);
  if (token && (op.tokenScheme || !op.public)) arbs.push(token);
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const json = op.body.some((b) => b.type === 'application/json');
    const multi = op.body.some((b) => b.type === 'multipart/form-data');
    if (json)
      arbs.push(
        wrongType,
        wrongType,
        outOfRange,
        overLong,
        oddUnicode,
        hugeArray,
        unknownField,
        unknownField,
        wholeBody,
        deepNesting,
        brokenJson,
        wrongContentType,
      );
    if (multi)
      arbs.push(brokenMultipart, multipartCase, multipartCase, multipartCase, wrongContentType, brokenJson, wholeBody);
    if (op.body.some((b) => b.type === 'application/pdf')) arbs.push(rawUploadCase, rawUploadCase);
    if (!json && !multi) arbs.push(wholeBody, brokenJson);
  }
  return fc.oneof(...arbs);
}
