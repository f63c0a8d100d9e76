// The operations of spec/dist/openapi.json as the proof suites (fuzz, isolation) walk them: method, path, the
// credential each takes, its parameters, a valid example body, and a validator of each success reply. Walking the
// bundled spec, not a hand-made list, is what makes an operation added to the spec covered the day it is built.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { IDN_EMAIL } from '../../src/platform/idn-email.js';

const addFormats = addFormatsModule as unknown as (a: unknown) => void;
type Obj = Record<string, any>;

export const spec: Obj = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../../../spec/dist/openapi.json', import.meta.url)), 'utf8'),
);

export const deref = (node: Obj | undefined): Obj => {
  let n = node ?? {};
  while (n?.$ref)
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((o: Obj, k: string) => o[k], spec);
  return n;
};

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Obj;
  example?: unknown;
}

export interface Op {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template relative to `prefix`. */
  path: string;
  /** `/api/v1`, or '' for a path served at the origin (its path item names its own servers: the health probes). */
  prefix: '/api/v1' | '';
  public: boolean;
  /** The header token scheme it takes (visitToken, requestToken), if any. */
  tokenScheme?: string;
  params: Param[];
  /** Request body media types with their schema and first example. */
  body: { type: string; schema: Obj; example: unknown }[];
  bodyRequired: boolean;
  responses: Obj;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const ops: Op[] = [];
for (const [p, item] of Object.entries<Obj>(spec.paths)) {
  for (const m of METHODS) {
    const op = item[m];
    if (!op) continue;
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref).map((x) => ({
      name: x.name,
      in: x.in,
      required: !!x.required,
      schema: deref(x.schema),
      example: x.example ?? Object.values<Obj>(x.examples ?? {}).map(deref)[0]?.value ?? x.schema?.example,
    }));
    const rb = deref(op.requestBody);
    const body = Object.entries<Obj>(rb.content ?? {}).map(([type, media]) => ({
      type,
      schema: media.schema ?? {},
      example: media.example ?? Object.values<Obj>(media.examples ?? {}).map(deref)[0]?.value,
    }));
    ops.push({
      id: op.operationId,
      method: m.toUpperCase() as Op['method'],
      path: p,
      prefix: item.servers ? '' : '/api/v1',
      public: op.tags?.[0] === 'Public' || (op.security ?? []).length === 0 || p === '/openapi.json',
      tokenScheme: (op.security ?? []).flatMap((s: Obj) => Object.keys(s)).find((k: string) => k !== 'bearerAuth'),
      params: params as Param[],
      body,
      bodyRequired: !!rb.required,
      responses: op.responses,
    });
  }
}

/** The path with its parameters filled in (each value URL-encoded). */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(values[k] ?? ''));
}

// Success replies are checked with the 2020-12 dialect OpenAPI 3.1 uses, every component reachable by its ref.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addFormat('idn-email', IDN_EMAIL);
ajv.addSchema({ $id: 'spec', components: spec.components });
const rewrite = (s: unknown) => JSON.parse(JSON.stringify(s).replace(/"#\/components\//g, '"spec#/components/'));
const compiled = new Map<string, (d: unknown) => boolean>();

/**
 * Checks a 2xx reply against the schema the spec gives for that status and media type. Returns a problem, or
 * undefined when it conforms. A status or a JSON media type the spec does not declare is itself a problem.
 */
export function checkSuccess(
  op: Op,
  status: number,
  contentType: string | undefined,
  body: string,
): string | undefined {
  const r = deref(op.responses[String(status)]);
  if (!op.responses[String(status)]) return `status ${status} is not declared`;
  const content = r.content as Obj | undefined;
  if (!content) return body.length ? `status ${status} declares no body, got ${body.length} bytes` : undefined;
  const type = (contentType ?? '').split(';')[0].trim();
  const media =
    content[type] ??
    (type === 'application/json'
      ? undefined
      : Object.entries<Obj>(content).find(([t]) => t.endsWith('/*') && type.startsWith(t.slice(0, -1)))?.[1]);
  if (!media) return `media type ${type} is not declared for ${status} (declared: ${Object.keys(content).join(', ')})`;
  if (!type.includes('json')) return undefined;
  const key = `${op.id} ${status} ${type}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rewrite(media.schema)) as (d: unknown) => boolean;
    compiled.set(key, validate);
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  return validate(data) ? undefined : JSON.stringify(ajv.errorsText((validate as unknown as { errors: never }).errors));
}

/** A refusal is `{ error, code, details?, requestId? }` and nothing else, with error, code and requestId strings. */
export function checkRefusal(contentType: string | undefined, body: string): string | undefined {
  if (!(contentType ?? '').startsWith('application/json')) return `refusal is ${contentType}, not JSON`;
  let data: Obj;
  try {
    data = JSON.parse(body);
  } catch {
    return 'refusal body is not JSON';
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'refusal is not an object';
  if (typeof data.error !== 'string' || !data.error) return 'refusal has no error message';
  if (typeof data.code !== 'string' || !/^[a-z][a-z0-9_]*$/.test(data.code))
    return `refusal code ${JSON.stringify(data.code)}`;
  if ('requestId' in data && (typeof data.requestId !== 'string' || !data.requestId))
    return `refusal requestId ${JSON.stringify(data.requestId)}`;
  const extra = Object.keys(data).filter((k) => !['error', 'code', 'details', 'requestId'].includes(k));
  if (extra.length) return `refusal has fields ${extra.join(', ')}`;
  return undefined;
}
