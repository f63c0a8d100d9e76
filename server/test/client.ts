// The one test client of the API: a call is `api(method, url, body?, key | { key, headers })` or `api.get/post/…`,
// over an app in the process (`app.inject`, answering Fastify's own response) or over a listening server's base
// URL (`fetch`, answering the same statusCode / headers / body / json()). A body that is an object goes as JSON, a
// Buffer or a string as it is (with `multipart()` for the form-data ones); `key: null` sends no key.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface CallOptions {
  /** The API key sent as a bearer; `null` sends none. Default: the client's. */
  key?: string | null;
  headers?: Record<string, string>;
}

export interface ClientDefaults extends CallOptions {
  /** Put before every url. Default `/api/v1` over an app; nothing over a base URL (which already names the API). */
  prefix?: string;
}

/** What a call over a base URL answers: the part of Fastify's response the tests read. */
export interface FetchAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  rawPayload: Buffer;
  json(): any;
}

export interface Client<R = LightMyRequestResponse> {
  (method: string, url: string, body?: unknown, opts?: string | CallOptions): Promise<R>;
  get(url: string, opts?: string | CallOptions): Promise<R>;
  delete(url: string, opts?: string | CallOptions): Promise<R>;
  post(url: string, body?: unknown, opts?: string | CallOptions): Promise<R>;
  put(url: string, body?: unknown, opts?: string | CallOptions): Promise<R>;
  patch(url: string, body?: unknown, opts?: string | CallOptions): Promise<R>;
  /** The same client with other defaults (another key, extra headers, another prefix). */
  with(defaults: ClientDefaults): Client<R>;
}

type App = FastifyInstance | { app: FastifyInstance; key: string };

export function client(target: App, defaults?: ClientDefaults): Client<LightMyRequestResponse>;
export function client(baseUrl: string, defaults?: ClientDefaults): Client<FetchAnswer>;
export function client(
  target: App | string,
  defaults: ClientDefaults = {},
): Client<LightMyRequestResponse> | Client<FetchAnswer> {
  if (typeof target === 'string')
    return build(
      defaults,
      (d) => (method, url, headers, body) => viaFetch(`${target}${d.prefix ?? ''}${url}`, method, headers, body),
    );
  const app = 'inject' in target ? target : target.app;
  const own = 'inject' in target ? defaults : { key: target.key, ...defaults };
  return build(
    own,
    (d) => (method, url, headers, body) =>
      app.inject({
        method: method as Method,
        url: `${d.prefix ?? '/api/v1'}${url}`,
        headers,
        ...(body !== undefined ? { payload: body as object } : {}),
      }),
  );
}

type Send<R> = (method: string, url: string, headers: Record<string, string>, body: unknown) => Promise<R>;

/** The calls over one way of sending, with the defaults applied (a call's own key and headers win). */
function build<R>(own: ClientDefaults, over: (d: ClientDefaults) => Send<R>): Client<R> {
  const sendRaw = over(own);
  const c = ((method: string, url: string, body?: unknown, opts: string | CallOptions = {}) => {
    const o = typeof opts === 'string' ? { key: opts } : opts;
    const key = o.key !== undefined ? o.key : own.key;
    return sendRaw(
      method,
      url,
      { ...(key ? { authorization: `Bearer ${key}` } : {}), ...own.headers, ...o.headers },
      body,
    );
  }) as Client<R>;
  c.get = (url, opts) => c('GET', url, undefined, opts);
  c.delete = (url, opts) => c('DELETE', url, undefined, opts);
  c.post = (url, body, opts) => c('POST', url, body, opts);
  c.put = (url, body, opts) => c('PUT', url, body, opts);
  c.patch = (url, body, opts) => c('PATCH', url, body, opts);
  c.with = (more) => build({ ...own, ...more, headers: { ...own.headers, ...more.headers } }, over);
  return c;
}

async function viaFetch(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<FetchAnswer> {
  const raw = body === undefined || typeof body === 'string' || Buffer.isBuffer(body);
  const res = await fetch(url, {
    method,
    headers: { ...(raw ? {} : { 'content-type': 'application/json' }), ...headers },
    body:
      body === undefined
        ? undefined
        : Buffer.isBuffer(body)
          ? new Uint8Array(body)
          : raw
            ? (body as string)
            : JSON.stringify(body),
  });
  const rawPayload = Buffer.from(await res.arrayBuffer());
  const text = rawPayload.toString('utf8');
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers),
    body: text,
    rawPayload,
    json: () => JSON.parse(text),
  };
}

export interface Part {
  name: string;
  value: string | Buffer;
  /** Makes the part a file. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body and its content-type header: `const m = multipart([...]); api('POST', url, m.payload, { headers: m.headers })`. */
export function multipart(
  parts: Part[],
  boundary = `----dossier-test-${Math.random().toString(36).slice(2)}`,
): { payload: Buffer; headers: { 'content-type': string } } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
