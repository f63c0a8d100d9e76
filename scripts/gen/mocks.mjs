// Renders packages/sdk/src/generated/mocks.gen.ts, the table under the testing kit (`@dossier/sdk/testing`): for each
// operation, by its SDK name (`x-sdk`, e.g. `envelopes.send`), its method, path (msw's `:param` form), success status
// and content type, and a default answer that is valid for its schema: the spec's own example where it has one, else
// one made from the schema (its examples, enums, formats and required properties). A paginated list answers one page
// (nextCursor null), so `for await` ends. Also the answer's type by name, for typed overrides.
import { pascal, resolve, walkOperations } from './spec-walk.mjs';

const FORMATS = {
  'date-time': '2026-01-05T09:30:00Z',
  date: '2026-01-05',
  email: 'ada@example.com',
  'idn-email': 'ada@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '3f2b8c1e-7d4a-4e9b-9c2f-5a6d7e8f9a0b',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
  hostname: 'example.com',
};

/** A value valid for `schema`, made from its examples where it has them. */
function sample(spec, node, depth = 0) {
  const schema = resolve(spec, node);
  if (!schema || typeof schema !== 'object') return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(spec, s, depth)));
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return sample(spec, choices.find((c) => resolve(spec, c)?.type !== 'null') ?? choices[0], depth);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t && t !== 'null') ?? (schema.properties ? 'object' : types[0]);
  switch (type) {
    case 'object': {
      const out = {};
      const required = new Set(schema.required ?? []);
      // Every property near the top, only the required ones deeper down (schemas nest, some recursively).
      for (const [k, v] of Object.entries(schema.properties ?? {}))
        if (depth < 4 || required.has(k)) out[k] = sample(spec, v, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, depth < 4 ? 1 : 0);
      return Array.from({ length: n }, () => sample(spec, schema.items, depth + 1));
    }
    case 'string': {
      // A pattern is not sampled: where null is allowed it is the valid choice (the validity test names any other).
      if (schema.pattern && types.includes('null')) return null;
      const s = FORMATS[schema.format] ?? 'text';
      return s.length < (schema.minLength ?? 0) ? s.padEnd(schema.minLength, 'x') : s;
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The first example of a media type, if the spec gives one. */
function mediaExample(spec, media) {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : resolve(spec, first).value;
}

export function renderMocks(spec) {
  const ops = walkOperations(spec);
  const rows = [];
  const types = [];
  for (const o of ops) {
    const op = spec.paths[o.path][o.method.toLowerCase()];
    const [status, response] = Object.entries(op.responses).find(([s]) => s.startsWith('2'));
    const content = resolve(spec, response).content ?? {};
    const type = content['application/json'] ? 'application/json' : (Object.keys(content)[0] ?? null);
    let body = null;
    if (type === 'application/json') {
      const media = content[type];
      body = mediaExample(spec, media) ?? sample(spec, media.schema);
      if (o.paginated) body = { ...body, nextCursor: null };
    } else if (type) {
      body = type.startsWith('text/') ? 'text' : '%PDF-1.7\n';
    }
    const row = {
      method: o.method.toLowerCase(),
      path: o.path.replace(/\{(\w+)\}/g, ':$1'),
      base: o.base,
      status: Number(status),
      type,
      body,
    };
    rows.push(`  ${JSON.stringify(o.sdk)}: ${JSON.stringify(row)},`);
    types.push(
      `  ${JSON.stringify(o.sdk)}: ${type === 'application/json' ? `T.${pascal(o.operationId)}Response` : type ? 'string' : 'undefined'};`,
    );
  }
  return [
    "import type * as T from './api/types.gen.js';",
    '',
    '/** One operation as the testing kit answers it by default. */',
    'export interface MockOperation {',
    "  method: 'get' | 'post' | 'put' | 'patch' | 'delete';",
    "  /** In msw's form (`/documents/:id`), under the API base (`api`) or the bare origin (`origin`). */",
    '  path: string;',
    "  base: 'api' | 'origin';",
    '  status: number;',
    '  type: string | null;',
    '  body: unknown;',
    '}',
    '',
    'export const MOCK_OPERATIONS: Record<MockOperationName, MockOperation> = {',
    ...rows,
    '};',
    '',
    '/** The success answer of each operation, by its SDK name. */',
    'export interface MockAnswers {',
    ...types,
    '}',
    '',
    'export type MockOperationName = keyof MockAnswers;',
    '',
  ].join('\n');
}
