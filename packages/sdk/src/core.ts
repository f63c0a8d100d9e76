// The engine under every resource method: authentication, retries, timeouts, typed errors and pagination,
// over the hey-api client and the operations generated from the spec.
import { createClient, createConfig, type Client } from './generated/api/client/index.js';
import * as operations from './generated/api/sdk.gen.js';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, DossierError } from './errors.js';
import { APIPromise, type WithRequestId } from './api-promise.js';
import { getParseAs } from './generated/api/client/utils.gen.js';
import { PagePromise, type Page } from './pagination.js';
import { retryAfterSeconds } from './retry-after.js';
import {
  bodySourceOf,
  multipartSource,
  rawSource,
  toFileBody,
  type BodySource,
  type Uploadable,
} from './upload-body.js';
import { apiVersion, deprecations, operationSince } from './generated/version.gen.js';

export { APIPromise, PagePromise };
export type { WithRequestId };

export type OperationName = keyof typeof operations;

// Every optional option also takes `undefined` (meaning "not given"), so `{ apiKey: process.env.DOSSIER_API_KEY }`
// compiles under `exactOptionalPropertyTypes`.
export interface ClientOptions {
  /** API key (`dsk_…`). Defaults to the DOSSIER_API_KEY environment variable. */
  apiKey?: string | undefined;
  /** API base URL including `/api/v1`. Defaults to DOSSIER_BASE_URL, then http://localhost:8080/api/v1. */
  baseUrl?: string | undefined;
  /** Retries for 429, 503 and (for calls safe to repeat) network errors. Default 2. */
  maxRetries?: number | undefined;
  /** Per-attempt timeout in milliseconds. Default 60 000. */
  timeout?: number | undefined;
  /** Longest wait between attempts the client accepts from retry-after, in ms (default 60 000). */
  maxRetryDelay?: number | undefined;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch | undefined;
  /** Headers added to every request. */
  defaultHeaders?: Record<string, string> | undefined;
  /**
   * Where the client's warnings go, each said once per client: a deprecated operation, parameter or field was
   * used (with its sunset and replacement), or the server speaks another major version of the API, or one older
   * than an operation called. Default: console.warn.
   */
  onWarning?: ((message: string) => void) | undefined;
}

export interface RequestOptions {
  /** Overrides the client's maxRetries for this call. */
  maxRetries?: number | undefined;
  /** Overrides the client's timeout for this call. */
  timeout?: number | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

/**
 * The credential of a visit to a share link, for the `viewer.*` methods: the `visitId` and `token` that
 * `viewer.start` answers (its `data` fits as is). The token is sent as `x-visit-token`; treat it as a secret.
 */
export interface VisitCredentials {
  visitId: string;
  token: string;
}

/** Options of the `uploads.*` methods: an assignee's upload token, or none for the open upload page. */
export interface RequestTokenOptions extends RequestOptions {
  /** The last segment of the assignee's personal link `/r/{slug}/{token}`; sent as `x-request-token`. */
  requestToken?: string | undefined;
}

/** The call's options with one more header (left out when the value is absent). */
export function withHeader(
  options: RequestOptions | undefined,
  name: string,
  value: string | undefined,
): RequestOptions | undefined {
  if (value === undefined) return options;
  return { ...options, headers: { ...options?.headers, [name]: value } };
}

export type { Uploadable };

export interface UploadParams {
  /** File name recorded for the upload (sent as `x-filename`). Taken from a File when omitted. */
  filename?: string | undefined;
}

interface CallArgs {
  path?: Record<string, string>;
  query?: object;
  body?: unknown;
}

/** The version of the contract this SDK was generated from, sent on every request (user agent and its own header). */
export const SDK_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': `dossier-sdk/${apiVersion}`,
  'x-dossier-api-version': apiVersion,
};

const semver = (v: string) => v.split('.').map(Number);
const older = (a: string, b: string) => {
  const [x, y] = [semver(a), semver(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A copy by entries (`new Headers(headers)` appends twice over some fetch wrappers' Headers, msw's among them). */
function copyHeaders(from: Headers): Headers {
  const to = new Headers();
  from.forEach((v, k) => {
    to.set(k, v);
  });
  return to;
}

/** A POST gets an Idempotency-Key (unless the caller chose one), the same across this call's retries. */
function withIdempotencyKey(req: Request): Request {
  if (req.method !== 'POST' || req.headers.has(IDEMPOTENCY_HEADER)) return req;
  const headers = copyHeaders(req.headers);
  headers.set(IDEMPOTENCY_HEADER, globalThis.crypto.randomUUID());
  return new Request(req, { headers });
}

/** Waits `ms`, or rejects with APIUserAbortError as soon as `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(new APIUserAbortError(undefined, { cause: signal.reason }));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError(undefined, { cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export class Core {
  readonly baseUrl: string;
  /** The base URL without its `/api/v1`: where the health probes (`health.*`) are served. */
  readonly origin: string;
  readonly maxRetries: number;
  readonly timeout: number;
  readonly maxRetryDelay: number;
  readonly #apiKey: string | undefined;
  readonly #fetch: typeof fetch;
  readonly #defaultHeaders: Record<string, string>;
  readonly #onWarning: (message: string) => void;
  readonly #warned = new Set<string>();
  readonly client: Client;

  constructor(opts: ClientOptions = {}) {
    const env = typeof process !== 'undefined' ? process.env : {};
    this.#apiKey = opts.apiKey ?? env.DOSSIER_API_KEY;
    this.baseUrl = (opts.baseUrl ?? env.DOSSIER_BASE_URL ?? 'http://localhost:8080/api/v1').replace(/\/+$/, '');
    this.origin = this.baseUrl.replace(/\/api\/v1$/, '');
    this.maxRetries = opts.maxRetries ?? 2;
    this.timeout = opts.timeout ?? 60_000;
    this.maxRetryDelay = opts.maxRetryDelay ?? 60_000;
    // Looked up on every call, not bound once here: a fetch installed or patched after the client was made
    // (a polyfill, msw, nock, undici's MockAgent) must still be the one used.
    this.#fetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#defaultHeaders = { ...opts.defaultHeaders };
    this.#onWarning = opts.onWarning ?? ((message) => console.warn(message));
    this.client = createClient(
      createConfig({
        baseUrl: this.baseUrl,
        // Only the bearer scheme carries the API key: a public operation's token schemes (x-visit-token,
        // x-request-token) are filled per call, and must never receive the key.
        auth: (a) => (a.type === 'http' && a.scheme === 'bearer' ? this.#apiKey : undefined),
        headers: { ...SDK_HEADERS, ...opts.defaultHeaders },
      }),
    );
  }

  /**
   * Calls one generated operation: an APIPromise of its parsed body (with `_requestId`), whose `.withResponse()`
   * and `.asResponse()` give the Response too; a failure rejects with a typed error.
   */
  _call<T>(
    name: OperationName,
    args: CallArgs,
    options?: RequestOptions,
    extra?: object,
    source?: BodySource,
  ): APIPromise<T> {
    // The body is left unread here (parseAs 'stream') and parsed only if the data is asked for.
    const response = this.#invoke(name, args, options, { ...extra, parseAs: 'stream' }, source).then(
      (res) => res.response,
    );
    return new APIPromise(response, parseBody<T>);
  }

  /** A list operation: awaitable first page, and async-iterable over every item. */
  _list<Item, P extends Page<Item>>(
    name: OperationName,
    args: CallArgs,
    options?: RequestOptions,
  ): PagePromise<Item, WithRequestId<P>> {
    return new PagePromise<Item, WithRequestId<P>>((cursor) =>
      this._call<P>(name, { ...args, query: cursor ? { ...args.query, cursor } : args.query }, options),
    );
  }

  /** An operation answering a file: the raw Response, body unread. */
  async _download(name: OperationName, args: CallArgs, options?: RequestOptions): Promise<Response> {
    // A text/event-stream answer: the generated client would read it itself; it is handed over unread instead.
    const stream = EVENT_STREAMS[name];
    if (stream) {
      const res = await this.request('GET', stream, { query: args.query as Record<string, unknown> }, options);
      if (res.ok) return res;
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      throw APIError.from(res.status, body, res.headers);
    }
    const res = await this.#invoke(name, args, options, { parseAs: 'stream' });
    return res.response;
  }

  /**
   * An operation taking a file: sent as the raw body with `x-filename`, or, for an operation that takes only
   * `multipart/form-data` (`form` names its other parts), as a form whose `file` part carries the name. The
   * file is never read whole into memory (see upload-body.ts); an upload from a stream is attempted once.
   */
  _upload<T>(
    name: OperationName,
    args: { path?: Record<string, string>; file: Uploadable; params?: UploadParams & object; form?: readonly string[] },
    options?: RequestOptions,
  ): APIPromise<T> {
    try {
      return this.#upload<T>(name, args, options);
    } catch (err) {
      // A file the SDK cannot send is refused as the call's failure, as from the request itself.
      return new APIPromise<T>(Promise.reject(err), parseBody<T>);
    }
  }

  #upload<T>(
    name: OperationName,
    args: { path?: Record<string, string>; file: Uploadable; params?: UploadParams & object; form?: readonly string[] },
    options?: RequestOptions,
  ): APIPromise<T> {
    const { filename, ...rest } = (args.params ?? {}) as UploadParams & Record<string, unknown>;
    const file = toFileBody(args.file);
    if (args.form) {
      const fields: Array<[string, string]> = [];
      const query: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(rest)) {
        if (v === undefined || v === null) continue;
        if (args.form.includes(k)) fields.push([k, String(v)]);
        else query[k] = v;
      }
      const source = multipartSource(
        fields,
        file,
        filename ?? file.name ?? 'upload',
        file.type ?? 'application/octet-stream',
      );
      return this._call<T>(
        name,
        // The body is given to each attempt (BodySource); the request is built with a stand-in.
        { path: args.path, query: Object.keys(query).length ? query : undefined, body: '' },
        options,
        { bodySerializer: null },
        source,
      );
    }
    const fileName = filename ?? file.name ?? 'upload.pdf';
    return this._call<T>(
      name,
      { path: args.path, query: Object.keys(rest).length ? rest : undefined, body: '' },
      {
        ...options,
        headers: {
          ...options?.headers,
          'content-type': file.type ?? 'application/pdf',
          'x-filename': encodeURIComponent(fileName),
        },
      },
      { bodySerializer: null },
      rawSource(file),
    );
  }

  /**
   * The headers every call to `path` carries: the defaults and, except on public operations (which take a
   * token, never the key) and the OpenAPI document, the API key.
   */
  headersFor(path: string): Record<string, string> {
    const headers: Record<string, string> = { ...SDK_HEADERS, ...this.#defaultHeaders };
    if (this.#apiKey && !path.startsWith('/public/') && path !== '/openapi.json')
      headers.authorization = `Bearer ${this.#apiKey}`;
    return headers;
  }

  /** A raw call by method and path, for `dossier api` and anything the resources do not cover. */
  async request(
    method: string,
    path: string,
    init: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> } = {},
    options?: RequestOptions,
  ): Promise<Response> {
    // A file body (Blob, bytes, a stream) goes to each attempt as its own, never through a clone of the request
    // (which would keep a copy of every byte sent).
    const source = init.body === undefined ? undefined : bodySourceOf(init.body);
    const url = new URL(this.baseUrl + (path.startsWith('/') ? path : `/${path}`));
    for (const [k, v] of Object.entries(init.query ?? {})) {
      if (v === undefined || v === null) continue;
      for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
    }
    const headers = new Headers({ ...SDK_HEADERS, ...this.#defaultHeaders, ...init.headers, ...options?.headers });
    if (this.#apiKey && !headers.has('authorization')) headers.set('authorization', `Bearer ${this.#apiKey}`);
    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      const b = init.body;
      if (source) {
        body = undefined;
      } else if (typeof b === 'string' || b instanceof URLSearchParams || b instanceof FormData) {
        body = b as BodyInit;
      } else {
        body = JSON.stringify(init.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
    }
    const res = await this.fetchWithRetry(
      new Request(url, { method: method.toUpperCase(), headers, body }),
      options,
      source,
    );
    this.#observe(res, `${method.toUpperCase()} ${path}`);
    if (!res.ok) throw APIError.from(res.status, await readError(res), res.headers);
    return res;
  }

  async #invoke(name: OperationName, args: CallArgs, options?: RequestOptions, extra?: object, source?: BodySource) {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: dispatch by operation name over the generated operations, every one of which the client can call
    const fn = operations[name] as unknown as (
      o: object,
    ) => Promise<{ data?: unknown; error?: unknown; response?: Response }>;
    const opts = {
      ...args,
      ...extra,
      headers: options?.headers,
      throwOnError: false,
      responseStyle: 'fields',
      fetch: (req: Request) => this.fetchWithRetry(req, options, source),
    };
    // Not enumerable: the operation picks its client from it, but the generated client spreads the rest into the
    // RequestInit, and Deno's Request refuses a `client` that is not a Deno.HttpClient.
    Object.defineProperty(opts, 'client', { value: this.client, enumerable: false });
    const res = await fn(opts);
    if (!res.response) {
      throw res.error instanceof DossierError
        ? res.error
        : new APIConnectionError(String(res.error), { cause: res.error });
    }
    this.#observe(res.response, name, name);
    if (!res.response.ok) throw APIError.from(res.response.status, res.error, res.response.headers);
    return res as { data: unknown; response: Response };
  }

  /** Says `message` through onWarning, once per `key` for this client. */
  #warn(key: string, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    this.#onWarning(`dossier-sdk: ${message}`);
  }

  /**
   * Reads what an answer says about the contract: a server of another major (or older than the operation
   * called), and the deprecation headers of a deprecated part the call used; each warned of once.
   */
  #observe(res: Response, label: string, operation?: OperationName): void {
    const server = res.headers.get('x-dossier-api-version');
    if (server && /^\d+\.\d+\.\d+$/.test(server)) {
      const since = operation ? operationSince[operation] : undefined;
      if (semver(server)[0] !== semver(apiVersion)[0])
        this.#warn(
          'major',
          `the server speaks API ${server} and this SDK ${apiVersion}, another major version: calls may fail. Use an SDK of version ${semver(server)[0]}.x.`,
        );
      else if (since && older(server, since) < 0)
        this.#warn(
          `since:${operation}`,
          `the server speaks API ${server}, older than ${since}, which added ${label}: it may not know this call.`,
        );
    }
    if (!res.headers.get('deprecation')) return;
    const links = [...(res.headers.get('link') ?? '').matchAll(/<([^>]*)>[^,]*rel="?deprecation/g)].map((m) => m[1]);
    const sunset = Date.parse(res.headers.get('sunset') ?? '');
    const until = Number.isNaN(sunset) ? '' : ` and stops working on ${new Date(sunset).toISOString().slice(0, 10)}`;
    const known = (operation && deprecations[operation]) || {};
    for (const link of links.length ? links : ['']) {
      const anchor = link.split('#')[1] ?? '';
      const param = Object.entries(known.parameters ?? {}).find(([, d]) => d.anchor === anchor);
      const field = Object.entries(known.fields ?? {}).find(([, d]) => d.anchor === anchor);
      const [what, d] = param
        ? [`parameter ${param[0]} of ${label}`, param[1]]
        : field
          ? [`field ${field[0]} of ${label}`, field[1]]
          : [label, known.operation];
      const instead = d?.replacement ? `; use ${d.replacement} instead` : '';
      const see = link ? ` (see ${new URL(link, res.url || this.origin).href})` : '';
      this.#warn(`deprecated:${anchor || label}`, `${what} is deprecated${until}${instead}${see}.`);
    }
  }

  /**
   * Sends a request, retrying 429 (honouring retry-after) and 503 for any method (the API guarantees nothing
   * was done), and connection failures for methods that are safe to repeat and for POSTs, which always carry an
   * Idempotency-Key (one made here unless the caller set one), the same on every attempt.
   */
  async fetchWithRetry(req: Request, options?: RequestOptions, source?: BodySource): Promise<Response> {
    req = withIdempotencyKey(req);
    // A POST carries an Idempotency-Key, so the server replays rather than repeats it: safe to retry too.
    const safe = IDEMPOTENT.has(req.method) || req.headers.has(IDEMPOTENCY_HEADER);
    const maxRetries = source && !source.replayable ? 0 : (options?.maxRetries ?? this.maxRetries);
    const timeout = options?.timeout ?? this.timeout;
    const signal = options?.signal;
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw new APIUserAbortError(undefined, { cause: signal.reason });
      const last = attempt >= maxRetries;
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(new APIConnectionTimeoutError()), timeout);
      const onAbort = () => ctrl.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      let res: Response;
      try {
        res = await (source
          ? this.#fetch(attemptWithBody(req, source, ctrl.signal), UPLOAD_INIT)
          : this.#fetch(new Request(last ? req : req.clone(), { signal: ctrl.signal })));
      } catch (err) {
        if (signal?.aborted) throw new APIUserAbortError(undefined, { cause: signal.reason });
        const timedOut = ctrl.signal.reason instanceof APIConnectionTimeoutError;
        if (last || !safe) {
          throw timedOut ? new APIConnectionTimeoutError() : new APIConnectionError(errMessage(err), { cause: err });
        }
        await sleep(backoff(attempt), signal);
        continue;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
      // 409 idempotency_key_in_use: the first request with this key is still running; its answer will be replayed.
      const keyInUse =
        res.status === 409 &&
        req.headers.has(IDEMPOTENCY_HEADER) &&
        (await errorCode(res)) === 'idempotency_key_in_use';
      if (last || (res.status !== 429 && res.status !== 503 && !keyInUse)) return res;
      const wait = retryAfterMs(res.headers) ?? backoff(attempt);
      if (wait > this.maxRetryDelay) return res;
      // Discard the body without waiting on it: cancelling one branch of a tee'd stream (a fetch wrapper or
      // mock that clones responses) only settles once every branch is cancelled, which may be never.
      res.body?.cancel().catch(() => {});
      await sleep(wait, signal);
    }
  }
}

/**
 * One attempt of an upload: the same request with a fresh body (no clone, so nothing is held in memory).
 *
 * It does not follow redirects, and is fetched with `window: null` (UPLOAD_INIT): otherwise fetch (undici's, as
 * the standard says) works on a clone of the request in case a redirect needs the body again, and the clone's
 * copy of the body keeps every byte sent until the answer comes (a 64 MB upload held 64 MB).
 */
function attemptWithBody(req: Request, source: BodySource, signal: AbortSignal): Request {
  const body = source.make();
  const headers = copyHeaders(req.headers);
  if (source.contentType) headers.set('content-type', source.contentType);
  return new Request(req.url, {
    method: req.method,
    headers,
    body,
    signal,
    duplex: 'half',
    redirect: 'error',
  } as RequestInit);
}

/** What fetch is given with an upload (see attemptWithBody); `window` is not carried by a Request, only by init. */
const UPLOAD_INIT = { window: null } as RequestInit;

function backoff(attempt: number): number {
  const base = Math.min(500 * 2 ** attempt, 8_000);
  return base * (0.75 + Math.random() * 0.25);
}

function retryAfterMs(headers: Headers): number | undefined {
  const secs = retryAfterSeconds(headers);
  return secs === undefined ? undefined : secs * 1000;
}

function errMessage(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ? `${err.message} (${cause.code})` : err.message;
  }
  return String(err);
}

/** The `code` of an error answer, read from a copy (the answer itself stays unread). */
async function errorCode(res: Response): Promise<string | undefined> {
  try {
    return ((await res.clone().json()) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** A success answer's body as the generated client would have parsed it (a 204 is undefined). */
async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const as = getParseAs(res.headers.get('content-type'));
  if (as === 'json' || res.headers.get('content-length') === '0') {
    const text = await res.text();
    return (text ? JSON.parse(text) : {}) as T;
  }
  if (as === 'text' || as === 'blob' || as === 'formData' || as === 'arrayBuffer') return (await res[as]()) as T;
  return res.body as T;
}

async function readError(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Base of every generated resource class. */
/** Operations answering Server-Sent Events, by path (GET, no path parameters). */
const EVENT_STREAMS: Partial<Record<OperationName, string>> = { streamEvents: '/events/stream' };

export abstract class APIResource {
  constructor(protected readonly _client: Core) {}
}
