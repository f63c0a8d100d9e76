// The contract itself: every operation and event carries what the conventions promise, every example in it
// validates under both JSON Schema dialects the tools read (draft-07 for Fastify/Ajv, 2020-12 for Prism and
// OpenAPI 3.1), and no read schema exposes a capability value.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchema } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';

const addFormats = addFormatsModule as unknown as (a: unknown) => void;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = JSON.parse(fs.readFileSync(path.join(root, 'spec/dist/openapi.json'), 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Obj = Record<string, any>;
const deref = (node: Obj): Obj => {
  let n = node;
  while (n?.$ref) n = n.$ref.slice(2).split('/').reduce((o: Obj, k: string) => o[k], spec);
  return n;
};

const ops: { id: string; method: string; path: string; op: Obj }[] = [];
for (const [p, item] of Object.entries<Obj>(spec.paths)) {
  for (const m of METHODS) if (item[m]) ops.push({ id: item[m].operationId, method: m, path: p, op: item[m] });
}

describe('operations', () => {
  it('there are 94, each with an operationId, an x-sdk name, one tag, a summary and a description', () => {
    expect(ops).toHaveLength(94);
    expect(new Set(ops.map((o) => o.id)).size).toBe(94);
    expect(new Set(ops.map((o) => o.op['x-sdk'])).size).toBe(94);
    for (const { id, op } of ops) {
      expect(id, id).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(op.tags, id).toHaveLength(1);
      expect(op.summary?.length, id).toBeGreaterThan(3);
      expect(op.description?.length, id).toBeGreaterThan(10);
      expect(Array.isArray(op.security), `${id} declares its security`).toBe(true);
    }
  });

  it('declare 400, 401, 429 (and 403 where a scope is needed) and rate-limit headers on every success', () => {
    for (const { id, op } of ops) {
      if (id === 'getOpenapi') continue;
      const scopes = op.security.flatMap((s: Obj) => Object.values(s).flat());
      for (const status of ['400', '401', '429', ...(scopes.length ? ['403'] : [])]) expect(op.responses[status], `${id} ${status}`).toBeDefined();
      for (const [status, r] of Object.entries<Obj>(op.responses)) {
        const headers = deref(r).headers ?? {};
        for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(headers[h], `${id} ${status} ${h}`).toBeDefined();
        if (status === '429') expect(headers['retry-after'], id).toBeDefined();
        for (const [type, media] of Object.entries<Obj>(deref(r).content ?? {})) {
          if (status >= '400') expect(deref(media.schema), `${id} ${status} ${type}`).toBe(spec.components.schemas.Error);
        }
      }
    }
  });

  it('give every id-taking operation a 404, and every list a nextCursor that is null in its example', () => {
    for (const { id, path: p, op } of ops) {
      if (/\{(id|versionId|commentId|recipientId|attachmentId|documentId|folderId|assigneeId)\}/.test(p) && !/^delete/.test(id)) {
        expect(op.responses['404'], `${id} 404`).toBeDefined();
      }
      const ok = deref(op.responses['200'] ?? op.responses['201'] ?? {});
      const json = ok.content?.['application/json'];
      if (json && deref(json.schema).properties?.nextCursor) {
        const example = json.example ?? Object.values<Obj>(json.examples ?? {})[0]?.value;
        expect(example, `${id} list example`).toBeDefined();
        expect(example.nextCursor, `${id} nextCursor`).toBeNull();
      }
    }
  });

  it('take strict JSON bodies (additionalProperties: false)', () => {
    for (const { id, op } of ops) {
      const media = deref(op.requestBody ?? {}).content?.['application/json'];
      if (!media) continue;
      const s = deref(media.schema);
      expect(s.additionalProperties, id).toBe(false);
    }
  });
});

describe('schemas', () => {
  const text = JSON.stringify(spec);

  it('use only keywords draft-07 and 2020-12 share', () => {
    for (const kw of ['prefixItems', 'discriminator', '$defs', 'nullable', 'unevaluatedProperties', 'dependentRequired', 'dependentSchemas', '$dynamicRef']) {
      expect(text.includes(`"${kw}"`), kw).toBe(false);
    }
  });

  it('expose no capability value in anything the API answers', () => {
    const forbidden = /^(password|token|signingToken|uploadToken|storageUrl|storagePath|accessCode|secret|keyHash|apiKey)$/;
    const seen = new Set<Obj>();
    const offenders: string[] = [];
    const walk = (node: Obj, where: string) => {
      node = deref(node);
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      for (const [k, v] of Object.entries<Obj>(node.properties ?? {})) {
        if (forbidden.test(k)) offenders.push(`${where}.${k}`);
        walk(v, `${where}.${k}`);
      }
      for (const key of ['items', 'additionalProperties']) if (node[key] && typeof node[key] === 'object') walk(node[key], `${where}[]`);
      for (const key of ['allOf', 'anyOf', 'oneOf']) for (const s of node[key] ?? []) walk(s, where);
    };
    for (const { id, op } of ops) {
      for (const [status, r] of Object.entries<Obj>(op.responses)) {
        for (const media of Object.values<Obj>(deref(r).content ?? {})) {
          // The webhook secret is answered on create, re-subscribe and rotate only (HookWithSecret).
          if (['createHook', 'rotateHookSecret'].includes(id)) continue;
          if (media.schema) walk(media.schema, `${id} ${status}`);
        }
      }
    }
    for (const [event, item] of Object.entries<Obj>(spec.webhooks)) walk(item.post.requestBody.content['application/json'].schema, `webhook ${event}`);
    expect(offenders).toEqual([]);
  });
});

describe('webhooks', () => {
  it('define every event of the catalogue with the delivery headers and a typed body', () => {
    const names: string[] = spec.components.schemas.EventName.enum;
    expect(names).toHaveLength(28);
    expect(Object.keys(spec.webhooks).sort()).toEqual([...names].sort());
    for (const name of names) {
      const post = spec.webhooks[name].post;
      const headers = post.parameters.map((p: Obj) => deref(p).name).sort();
      expect(headers, name).toEqual(['x-dossier-event', 'x-dossier-event-id', 'x-dossier-signature', 'x-dossier-timestamp']);
      const body = deref(post.requestBody.content['application/json'].schema);
      const flat = body.allOf ? Object.assign({}, ...body.allOf.map((s: Obj) => deref(s).properties ?? {})) : body.properties;
      expect(Object.keys(flat), name).toEqual(expect.arrayContaining(['id', 'event', 'createdAt', 'data']));
      expect(deref(flat.data).type ?? deref(flat.data).allOf, `${name} data`).toBeDefined();
    }
  });
});

describe('examples validate against their schemas', () => {
  const components = { components: spec.components };
  function validators() {
    const out: { name: string; compile: (s: AnySchema) => (d: unknown) => boolean; errors: () => unknown }[] = [];
    for (const [name, Cls] of [['draft-07', Ajv], ['2020-12', Ajv2020]] as const) {
      const ajv = new (Cls as typeof Ajv)({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema({ $id: 'spec', ...components });
      out.push({ name, compile: (s) => ajv.compile(s) as (d: unknown) => boolean, errors: () => ajv.errors });
    }
    return out;
  }
  const rewrite = (s: unknown): AnySchema => JSON.parse(JSON.stringify(s).replace(/"#\/components\//g, '"spec#/components/'));

  it('every request, response and webhook example', () => {
    const cases: { where: string; schema: Obj; example: unknown }[] = [];
    const collect = (where: string, content: Obj | undefined) => {
      for (const [type, media] of Object.entries<Obj>(content ?? {})) {
        if (!media.schema || !type.includes('json')) continue;
        if (media.example !== undefined) cases.push({ where: `${where} ${type}`, schema: media.schema, example: media.example });
        for (const [n, ex] of Object.entries<Obj>(media.examples ?? {})) cases.push({ where: `${where} ${type} ${n}`, schema: media.schema, example: deref(ex).value });
      }
    };
    for (const { id, op } of ops) {
      collect(`${id} request`, deref(op.requestBody ?? {}).content);
      for (const [status, r] of Object.entries<Obj>(op.responses)) collect(`${id} ${status}`, deref(r).content);
    }
    for (const [event, item] of Object.entries<Obj>(spec.webhooks)) collect(`webhook ${event}`, item.post.requestBody.content);
    expect(cases.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const v of validators()) {
      for (const c of cases) {
        const validate = v.compile(rewrite(c.schema));
        if (!validate(structuredClone(c.example))) failures.push(`${v.name} ${c.where}: ${JSON.stringify((validate as unknown as { errors: unknown }).errors).slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
