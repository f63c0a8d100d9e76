// Turns `dossier api` arguments into a request: method, path, fields, headers. Pure except for reading @files.
import { UsageError } from '../../base/errors.js';
import { readFileArg } from '../input.js';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

/** Methods whose fields go to the query string rather than a JSON body. */
export const QUERY_METHODS: ReadonlySet<string> = new Set(['GET', 'DELETE', 'HEAD', 'OPTIONS']);

export function parseMethod(raw: string): Method {
  const m = raw.trim().toUpperCase();
  if (!(METHODS as readonly string[]).includes(m)) {
    throw new UsageError(`unknown HTTP method "${raw}": expected one of ${METHODS.join(', ')}`);
  }
  return m as Method;
}

/**
 * `/documents`, `documents`, `/api/v1/documents` and `api/v1/documents` all name the same endpoint. A query string
 * in the path is split off so it can be merged with the fields (and the pagination cursor).
 */
export function splitPath(raw: string): { path: string; query: [string, string][] } {
  let p = raw.trim();
  if (p === '') throw new UsageError('the path is empty');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) {
    throw new UsageError(
      `give a path relative to the base URL (e.g. /documents), not a URL: use --base-url to pick the server`,
    );
  }
  const hash = p.indexOf('#');
  if (hash !== -1) p = p.slice(0, hash);
  const q = p.indexOf('?');
  const search = q === -1 ? '' : p.slice(q + 1);
  p = q === -1 ? p : p.slice(0, q);
  p = `/${p.replace(/^\/+/, '')}`;
  const prefix = /^\/api\/v1(?=\/|$)/;
  if (prefix.test(p)) p = p.replace(prefix, '') || '/';
  return { path: p, query: [...new URLSearchParams(search)] };
}

export interface Field {
  key: string;
  value: unknown;
}

/** `key=value`: with `typed` (-F), true/false/null/numbers become JSON values and `@file` reads a file (`@-` stdin). */
export async function parseField(raw: string, typed: boolean): Promise<Field> {
  const eq = raw.indexOf('=');
  const flag = typed ? '-F/--field' : '-f/--raw-field';
  if (eq <= 0) throw new UsageError(`${flag} "${raw}": expected key=value`);
  const key = raw.slice(0, eq);
  const text = raw.slice(eq + 1);
  parseKey(key, flag);
  if (!typed) return { key, value: text };
  if (text.startsWith('@')) {
    const file = text.slice(1);
    if (file === '') throw new UsageError(`${flag} "${raw}": @ needs a file name (or - for stdin)`);
    return { key, value: (await readFileArg(file, flag)).toString('utf8') };
  }
  return { key, value: typedValue(text) };
}

export function typedValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text)) {
    const n = Number(text);
    // Integers beyond 2^53 would silently change: keep them as strings.
    if (Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n))) return n;
  }
  return text;
}

/** `name`, `name[]` (append to an array), `name[sub]` and `name[sub][]` (nested objects). */
function parseKey(key: string, flag: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) throw new UsageError(`${flag}: invalid key "${key}"`);
  const segs = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!)];
  const push = segs.indexOf('');
  if (push !== -1 && push !== segs.length - 1) throw new UsageError(`${flag}: in "${key}", [] may only come last`);
  return segs;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON body for the fields (later fields win; `[]` appends). */
export function buildBody(fields: Field[]): Obj {
  const body: Obj = Object.create(null) as Obj;
  for (const { key, value } of fields) {
    const segs = parseKey(key, 'field');
    let cur = body;
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i]!;
      const next = segs[i + 1];
      if (i === segs.length - 1) {
        cur[seg] = value;
        break;
      }
      if (next === '') {
        const arr = cur[seg] ?? [];
        if (!Array.isArray(arr)) throw new UsageError(`field "${key}" conflicts with an earlier field`);
        arr.push(value);
        cur[seg] = arr;
        break;
      }
      const child = cur[seg] ?? (Object.create(null) as Obj);
      if (!isObj(child)) throw new UsageError(`field "${key}" conflicts with an earlier field`);
      cur[seg] = child;
      cur = child;
    }
  }
  return body;
}

/** Query parameters for the path's own query string plus the fields (`key[]` repeats the parameter). */
export function buildQuery(pathQuery: [string, string][], fields: Field[]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  const append = (k: string, v: string) => {
    const prev = query[k];
    query[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  };
  for (const [k, v] of pathQuery) append(k, v);
  for (const { key, value } of fields) {
    const v = typeof value === 'string' ? value : JSON.stringify(value);
    if (key.endsWith('[]')) append(key.slice(0, -2), v);
    else query[key] = v;
  }
  return query;
}

/** `-H 'name: value'`. */
export function parseHeader(raw: string): [string, string] {
  const colon = raw.indexOf(':');
  if (colon <= 0) throw new UsageError(`-H/--header "${raw}": expected "name: value"`);
  const name = raw.slice(0, colon).trim();
  const value = raw.slice(colon + 1).trim();
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new UsageError(`-H/--header: invalid header name "${name}"`);
  if (/[\r\n\0]/.test(value)) throw new UsageError(`-H/--header: invalid value for "${name}"`);
  return [name.toLowerCase(), value];
}
