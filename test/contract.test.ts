// The contract itself: every operation and event carries what the conventions promise, every example in it
// validates under both JSON Schema dialects the tools read (draft-07 for Fastify/Ajv, 2020-12 for Prism and
// OpenAPI 3.1), and no read schema exposes a capability value.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchema } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { renderDocs } from '../scripts/gen/docs.mjs';
import { IDN_EMAIL } from '../server/src/platform/idn-email.js';
import { MOCK_OPERATIONS } from '@dossier/sdk/testing';
import { describe, expect, it } from 'vitest';

const addFormats = addFormatsModule as unknown as (a: unknown) => void;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = JSON.parse(fs.readFileSync(path.join(root, 'spec/dist/openapi.json'), 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Obj = Record<string, any>;
const deref = (node: Obj): Obj => {
  let n = node;
  while (n?.$ref)
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((o: Obj, k: string) => o[k], spec);
  return n;
};

const ops: { id: string; method: string; path: string; op: Obj }[] = [];
for (const [p, item] of Object.entries<Obj>(spec.paths)) {
  for (const m of METHODS) if (item[m]) ops.push({ id: item[m].operationId, method: m, path: p, op: item[m] });
}

const isPublic = (op: Obj) => op.tags?.[0] === 'Public';
/** A path served at the origin as well as under /api/v1 (the health probes): `x-dossier-origin: true`. */
const atOrigin = (p: string) => spec.paths[p]['x-dossier-origin'] === true;
/** The header token scheme a public operation takes (visitToken, requestToken), if any. */
const tokenScheme = (op: Obj) =>
  op.security.flatMap((s: Obj) => Object.keys(s)).find((k: string) => k !== 'bearerAuth');

describe('operations', () => {
  // How many there are, of each kind, is not kept here: `npm run generate` writes the counts into the README and the
  // table of operations into spec/CONVENTIONS.md, and `npm test` fails when they are out of date.
  it('each has an operationId and an x-sdk name, both unique, one tag, a summary and a description', () => {
    expect(ops.length).toBeGreaterThan(0);
    expect(new Set(ops.map((o) => o.id)).size).toBe(ops.length);
    expect(new Set(ops.map((o) => o.op['x-sdk'])).size).toBe(ops.length);
    for (const { id, op } of ops) {
      expect(id, id).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(op.tags, id).toHaveLength(1);
      expect(op.summary?.length, id).toBeGreaterThan(3);
      expect(op.description?.length, id).toBeGreaterThan(10);
      expect(Array.isArray(op.security), `${id} declares its security`).toBe(true);
    }
  });

  it('declare 400, 401 (for a key or a header token), 429, 503 (and 403 where a scope is needed) and rate-limit headers on every success', () => {
    for (const { id, path: p, op } of ops) {
      // The OpenAPI document and the health probes (at the origin) take nothing and are not rate limited.
      if (id === 'getOpenapi' || atOrigin(p)) continue;
      const scopes = op.security.flatMap((s: Obj) => s.bearerAuth ?? []);
      // A signing token travels in the path (unknown: 404) and starting a visit takes none: neither answers 401.
      const credentialled = !isPublic(op) || tokenScheme(op) !== undefined;
      for (const status of [
        '400',
        '429',
        '503',
        ...(credentialled ? ['401'] : []),
        ...(scopes.length ? ['403'] : []),
      ]) {
        expect(op.responses[status], `${id} ${status}`).toBeDefined();
      }
      for (const [status, r] of Object.entries<Obj>(op.responses)) {
        const headers = deref(r).headers ?? {};
        for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
          expect(headers[h], `${id} ${status} ${h}`).toBeDefined();
        if (status === '429') expect(headers['retry-after'], id).toBeDefined();
        for (const [type, media] of Object.entries<Obj>(deref(r).content ?? {})) {
          if (status >= '400')
            expect(deref(media.schema), `${id} ${status} ${type}`).toBe(spec.components.schemas.Error);
        }
      }
    }
  });

  it('give every id-taking operation a 404, and every list a nextCursor that is null in its example', () => {
    for (const { id, path: p, op } of ops) {
      // {visitId} is not here: with its token it is one credential, and a wrong pair answers 401.
      if (
        /\{(id|versionId|commentId|recipientId|attachmentId|documentId|folderId|assigneeId|groupId|threadId|token|slug)\}/.test(
          p,
        ) &&
        !/^delete/.test(id)
      ) {
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

  it('take strict bodies (additionalProperties: false), JSON and multipart alike, each with an example', () => {
    for (const { id, op } of ops) {
      for (const type of ['application/json', 'multipart/form-data']) {
        const media = deref(op.requestBody ?? {}).content?.[type];
        if (!media) continue;
        expect(deref(media.schema).additionalProperties, `${id} ${type}`).toBe(false);
        expect(media.example ?? media.examples, `${id} ${type} example`).toBeDefined();
      }
    }
  });

  it('public operations: tag Public under /public, no API key, a declared token, 410 for what no longer leads anywhere, x-sdk in signing/viewer/uploads', () => {
    const pub = ops.filter((o) => isPublic(o.op));
    for (const { id, path: p, op } of pub) {
      expect(p, id).toMatch(/^\/public\//);
      expect(
        op.security.some((s: Obj) => 'bearerAuth' in s),
        `${id} takes no key`,
      ).toBe(false);
      // Verifying a PDF takes neither token nor link, so nothing of it can be gone: the SDK's top-level verify, no 410.
      if (id === 'verifyPdf')
        expect([p, op['x-sdk'], op.responses['410']]).toEqual(['/public/verify', 'verify', undefined]);
      else {
        expect(op['x-sdk'], id).toMatch(/^(signing|viewer|uploads)\./);
        expect(op.responses['410'], `${id} 410`).toBeDefined();
        expect(deref(op.responses['410']), id).toBe(spec.components.responses.Gone);
      }
      const scheme = tokenScheme(op);
      if (p.startsWith('/public/signing/')) {
        expect(op.security, id).toEqual([]);
        expect(op['x-dossier-auth'], id).toBe('signingToken');
      } else if (p.startsWith('/public/visits/')) expect(op.security, id).toEqual([{ visitToken: [] }]);
      else if (p.startsWith('/public/requests/')) expect(op.security, id).toEqual([{ requestToken: [] }, {}]);
      else {
        expect(['startVisit', 'verifyPdf'], id).toContain(id);
        expect(op.security, id).toEqual([]);
      }
      if (scheme) expect(deref(op.responses['401']), id).toBe(spec.components.responses.InvalidToken);
      for (const [status, r] of Object.entries<Obj>(op.responses)) {
        const json = deref(r).content?.['application/json'];
        if (status.startsWith('2') && json)
          expect(json.example ?? json.examples, `${id} ${status} example`).toBeDefined();
      }
      for (const [status, r] of Object.entries<Obj>(op.responses)) {
        if (!status.startsWith('2')) continue;
        for (const media of Object.values<Obj>(deref(r).content ?? {})) {
          if (media.schema && deref(media.schema).properties)
            expect(deref(media.schema).required, `${id} ${status} wrapped in { data }`).toEqual(['data']);
        }
      }
    }
    const schemes = spec.components.securitySchemes;
    expect(schemes.visitToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-visit-token' });
    expect(schemes.requestToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-request-token' });
  });

  // Which operations are extensions is listed, generated, in spec/CONVENTIONS.md's table (marked *(ext)*).
  it('mark every extension of this API (x-dossier-extension) and say so in its description', () => {
    for (const { id, op } of ops.filter((o) => o.op['x-dossier-extension'])) {
      expect(op.description, id).toMatch(/extension of this API/);
      for (const [status, r] of Object.entries<Obj>(op.responses)) {
        const json = deref(r).content?.['application/json'];
        if (status.startsWith('2') && json)
          expect(json.example ?? json.examples, `${id} ${status} example`).toBeDefined();
      }
    }
    for (const [name, schema] of Object.entries<Obj>(spec.components.schemas)) {
      if (schema['x-dossier-extension']) expect(schema.description, name).toMatch(/extension of this API/);
    }
  });
});

describe('pages that restate the contract', () => {
  it('the README counts and the table of spec/CONVENTIONS.md are those of spec/dist/openapi.json (npm run generate rewrites them)', () => {
    const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
    for (const [rel, text] of Object.entries(renderDocs(spec, read)))
      expect(read(rel) === text, `${rel} is out of date with the spec: run npm run generate`).toBe(true);
    // What the README says, from the spec itself rather than from the renderer's walk.
    const counts = `${ops.length} operations, of which ${ops.filter((o) => isPublic(o.op)).length} are the public operations`;
    expect(read('README.md')).toContain(counts);
    expect(read('README.md')).toContain(
      `${ops.filter((o) => o.op['x-dossier-extension']).length} are marked extensions; ${Object.keys(spec.webhooks).length} webhook events`,
    );
  });
});

describe('operations at the origin', () => {
  it('are the health probes: tag Health, at the origin and under the base (no path-level servers), no key, 200 and 400, and a 503 in their own shape for readiness', () => {
    const outside = ops.filter((o) => atOrigin(o.path));
    expect(outside.map((o) => o.id)).toEqual(['getHealth', 'getReadiness']);
    for (const { id, path: p, op } of outside) {
      expect(spec.paths[p].servers, id).toBeUndefined();
      expect([op.tags, op.security], id).toEqual([['Health'], []]);
      expect(deref(op.responses['200']).headers['cache-control'], id).toBeDefined();
      expect(deref(deref(op.responses['400']).content['application/json'].schema), id).toBe(
        spec.components.schemas.Error,
      );
    }
    const notReady = deref(outside[1].op.responses['503']).content['application/json'];
    expect(deref(notReady.schema)).toBe(spec.components.schemas.Readiness);
    expect(spec.servers.map((s: Obj) => new URL(s.url).pathname)).toEqual(['/api/v1']);
  });
});

describe('idempotent replays', () => {
  it('every success of an operation taking an Idempotency-Key declares the idempotent-replayed header it may carry', () => {
    const missing: string[] = [];
    for (const { id, op } of ops) {
      if (!(op.parameters ?? []).some((p: Obj) => deref(p).name === 'Idempotency-Key')) continue;
      for (const [status, r] of Object.entries<Obj>(op.responses))
        if (status.startsWith('2') && !deref(r).headers?.['idempotent-replayed']) missing.push(`${id} ${status}`);
    }
    expect(missing).toEqual([]);
    expect(spec.components.headers.IdempotentReplayed.schema.const).toBe('true');
  });
});

describe('unions', () => {
  it('every oneOf of named schemas told apart by a `type` const names it as its discriminator, mapping each value to its member', () => {
    const unions: string[] = [];
    const walk = (node: Obj, where: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node.oneOf)) {
        const members: [string, unknown][] = node.oneOf.map((m: Obj) => [m.$ref, deref(m)?.properties?.type?.const]);
        // Members written inline (SignatureInput's) have no name a mapping could give: a client tells them apart by const alone.
        if (members.every(([ref, c]) => ref && typeof c === 'string')) {
          unions.push(where);
          expect(node.discriminator?.propertyName, where).toBe('type');
          expect(node.discriminator.mapping, where).toEqual(Object.fromEntries(members.map(([ref, c]) => [c, ref])));
        }
      }
      for (const [k, v] of Object.entries(node)) if (k !== 'discriminator') walk(v as Obj, `${where}/${k}`);
    };
    walk(spec.components.schemas, '#/components/schemas');
    // The document tree's three (openapi-zod-client dropped a signature field's attrs without them).
    expect(unions).toEqual(
      expect.arrayContaining(['#/components/schemas/DocNodeBlock', '#/components/schemas/DocNodeInline']),
    );
    expect(unions.length).toBeGreaterThanOrEqual(3);
  });
});

describe('CONVENTIONS.md', () => {
  it('its operation table lists exactly the operations of the spec, with their operationId and x-sdk name', () => {
    const text = fs.readFileSync(path.join(root, 'spec/CONVENTIONS.md'), 'utf8');
    const rows = [
      ...text.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) (\S+)(?: \*\(ext\)\*)? \| (\w+) \| ([\w.]+) \|/gm),
    ].map((m) => m.slice(1, 5).join(' '));
    expect(rows.sort()).toEqual(ops.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.id} ${o.op['x-sdk']}`).sort());
  });
});

describe('error codes', () => {
  it('the spec catalogue (Error.code) and the server catalogue (ERROR_CODES) list the same codes, each under its status', () => {
    const text: string = spec.components.schemas.Error.properties.code.description;
    const fromSpec = new Map<string, string>();
    for (const line of text.split(/\n(?=- )/)) {
      // "- 404 `not_found`, `route_not_found`; 405 `method_not_allowed`": each code belongs to the status before it.
      let status = '';
      for (const m of line.matchAll(/(\b[1-5]\d\d\b)|`([a-z_]+)`/g)) {
        if (m[1]) status = m[1];
        else fromSpec.set(m[2], status);
      }
    }
    const source = fs.readFileSync(path.join(root, 'server/src/platform/errors.ts'), 'utf8');
    const block = source.slice(source.indexOf('export const ERROR_CODES'), source.indexOf('} as const;'));
    const fromServer = new Map([...block.matchAll(/^\s+([a-z_]+): (\d{3}),/gm)].map((m) => [m[1], m[2]]));
    expect(fromServer.size).toBeGreaterThan(40);
    expect(Object.fromEntries([...fromSpec].sort())).toEqual(Object.fromEntries([...fromServer].sort()));
  });
});

describe('schemas', () => {
  const text = JSON.stringify(spec);

  it('use only keywords draft-07 and 2020-12 share', () => {
    // `discriminator` is OpenAPI's, not JSON Schema's: validators of either draft ignore it (the `unions` test rules it).
    for (const kw of [
      'prefixItems',
      '$defs',
      'nullable',
      'unevaluatedProperties',
      'dependentRequired',
      'dependentSchemas',
      '$dynamicRef',
    ]) {
      expect(text.includes(`"${kw}"`), kw).toBe(false);
    }
  });

  it('expose no capability value in anything the API answers', () => {
    const forbidden =
      /^(password|token|signingToken|visitToken|requestToken|uploadToken|storageUrl|storagePath|accessCode|secret|keyHash|apiKey)$/;
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
      for (const key of ['items', 'additionalProperties'])
        if (node[key] && typeof node[key] === 'object') walk(node[key], `${where}[]`);
      for (const key of ['allOf', 'anyOf', 'oneOf']) for (const s of node[key] ?? []) walk(s, where);
    };
    for (const { id, op } of ops) {
      for (const [status, r] of Object.entries<Obj>(op.responses)) {
        for (const media of Object.values<Obj>(deref(r).content ?? {})) {
          // The webhook secret is answered on create, re-subscribe and rotate only (HookWithSecret).
          if (['createHook', 'rotateHookSecret'].includes(id)) continue;
          // The visit token is created by starting a visit and answered in its 201 once, never again (VisitStarted).
          if (id === 'startVisit' && status === '201') continue;
          if (media.schema) walk(media.schema, `${id} ${status}`);
        }
      }
    }
    for (const [event, item] of Object.entries<Obj>(spec.webhooks))
      walk(item.post.requestBody.content['application/json'].schema, `webhook ${event}`);
    expect(offenders).toEqual([]);
    // The exceptions are real (each answers its capability, once) and no wider than that.
    const started = ops.find((o) => o.id === 'startVisit')!.op.responses['201'].content['application/json'].schema;
    const visitStarted = deref(deref(started).properties.data);
    expect(visitStarted.allOf.flatMap((s: Obj) => Object.keys(deref(s).properties ?? {}))).toContain('token');
  });
});

describe('webhooks', () => {
  it('define every event of the catalogue with the delivery headers and a typed body', () => {
    const names: string[] = spec.components.schemas.EventName.enum;
    expect(Object.keys(spec.webhooks).sort()).toEqual([...names].sort());
    for (const name of names) {
      const post = spec.webhooks[name].post;
      const headers = post.parameters.map((p: Obj) => deref(p).name).sort();
      expect(headers, name).toEqual([
        'x-dossier-event',
        'x-dossier-event-id',
        'x-dossier-signature',
        'x-dossier-timestamp',
      ]);
      const body = deref(post.requestBody.content['application/json'].schema);
      const flat = body.allOf
        ? Object.assign({}, ...body.allOf.map((s: Obj) => deref(s).properties ?? {}))
        : body.properties;
      expect(Object.keys(flat), name).toEqual(expect.arrayContaining(['id', 'event', 'createdAt', 'data']));
      expect(deref(flat.data).type ?? deref(flat.data).allOf, `${name} data`).toBeDefined();
    }
  });
});

describe('error examples', () => {
  // So a mock (npm run mock, Prism) can answer the failure that happened, and a caller ask for one by its code.
  it('every error response names its examples by the code each shows, one example per code', () => {
    const misnamed: string[] = [];
    for (const [name, response] of Object.entries<Obj>(spec.components.responses)) {
      const media = response.content?.['application/json'];
      if (!media || name === 'WebhookAccepted') continue;
      if (media.example !== undefined || media.examples === undefined)
        misnamed.push(`${name}: a single unnamed example`);
      for (const [key, ex] of Object.entries<Obj>(media.examples ?? {}))
        if (deref(ex).value.code !== key) misnamed.push(`${name} ${key}: code ${deref(ex).value.code}`);
    }
    expect(misnamed).toEqual([]);
  });
});

describe('examples validate against their schemas', () => {
  const components = { components: spec.components };
  function validators() {
    const out: { name: string; compile: (s: AnySchema) => (d: unknown) => boolean; errors: () => unknown }[] = [];
    for (const [name, Cls] of [
      ['draft-07', Ajv],
      ['2020-12', Ajv2020],
    ] as const) {
      const ajv = new (Cls as typeof Ajv)({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addFormat('idn-email', IDN_EMAIL);
      ajv.addSchema({ $id: 'spec', ...components });
      out.push({ name, compile: (s) => ajv.compile(s) as (d: unknown) => boolean, errors: () => ajv.errors });
    }
    return out;
  }
  const rewrite = (s: unknown): AnySchema =>
    JSON.parse(JSON.stringify(s).replace(/"#\/components\//g, '"spec#/components/'));

  it('every request, response and webhook example', () => {
    const cases: { where: string; schema: Obj; example: unknown }[] = [];
    const collect = (where: string, content: Obj | undefined) => {
      for (const [type, media] of Object.entries<Obj>(content ?? {})) {
        if (!media.schema || !(type.includes('json') || type === 'multipart/form-data')) continue;
        if (media.example !== undefined)
          cases.push({ where: `${where} ${type}`, schema: media.schema, example: media.example });
        for (const [n, ex] of Object.entries<Obj>(media.examples ?? {}))
          cases.push({ where: `${where} ${type} ${n}`, schema: media.schema, example: deref(ex).value });
      }
    };
    for (const { id, op } of ops) {
      collect(`${id} request`, deref(op.requestBody ?? {}).content);
      for (const [status, r] of Object.entries<Obj>(op.responses)) collect(`${id} ${status}`, deref(r).content);
    }
    for (const [event, item] of Object.entries<Obj>(spec.webhooks))
      collect(`webhook ${event}`, item.post.requestBody.content);
    expect(cases.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const v of validators()) {
      for (const c of cases) {
        const validate = v.compile(rewrite(c.schema));
        if (!validate(structuredClone(c.example)))
          failures.push(
            `${v.name} ${c.where}: ${JSON.stringify((validate as unknown as { errors: unknown }).errors).slice(0, 300)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it("the testing kit's default answers (@dossier/sdk/testing, generated from the spec), for every operation", () => {
    const failures: string[] = [];
    const named = new Map(ops.map(({ id, op }) => [op['x-sdk'] as string, { id, op }]));
    expect(Object.keys(MOCK_OPERATIONS).sort()).toEqual([...named.keys()].sort());
    for (const v of validators()) {
      for (const [name, mock] of Object.entries(MOCK_OPERATIONS)) {
        if (mock.type !== 'application/json') continue;
        const { id, op } = named.get(name)!;
        const schema = deref(op.responses[String(mock.status)]).content['application/json'].schema;
        const validate = v.compile(rewrite(schema));
        if (!validate(structuredClone(mock.body)))
          failures.push(
            `${v.name} ${name} (${id}): ${JSON.stringify((validate as unknown as { errors: unknown }).errors).slice(0, 300)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
