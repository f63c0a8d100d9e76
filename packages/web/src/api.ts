// Calls to the public API operations from a page: JSON in and out, the capability token in its header (the
// signing token travels in the path instead), `{ data }` answered as the data, `{ error, code, details }` thrown
// as an ApiError whose message is a sentence the page can show: every call asks for the page's language
// (Accept-Language), in which the API words the refusals it has words for; the page words its own failures.
import { locale, t } from './i18n.js';

export const API_BASE = '/api/v1';

/** The headers that carry a capability token (spec/CONVENTIONS.md, "Public operations"). */
export type TokenHeader = 'x-visit-token' | 'x-request-token';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Without a method, a body makes the call a POST. */
  body?: unknown;
  token?: { header: TokenHeader; value: string };
  signal?: AbortSignal;
  /** Lets the call finish after the page is left (a heartbeat). */
  keepalive?: boolean;
}

/** Asks the API for its sentences (errors, the verification's summary) in the page's language. */
export const languageHeader = (): { 'accept-language': string } => ({ 'accept-language': locale() });

export class ApiError extends Error {
  constructor(
    message: string,
    /** The API's code (`link_expired`, `validation_failed`…), or `network_error` / `unreadable_answer`. */
    readonly code: string,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The token or link no longer leads anywhere (410): the page says why instead of offering a retry. */
  get gone(): boolean {
    return this.status === 410;
  }
}

interface ErrorBody {
  error: string;
  code: string;
  details?: Record<string, unknown>;
}

const NETWORK = () =>
  t('api.network_error', undefined, 'The connection failed. Check that you are online, then try again.');
const UNREADABLE = () =>
  t(
    'api.unreadable_answer',
    undefined,
    'The server answered something this page cannot read. Reload the page to try again.',
  );
const SERVER = (status: number) =>
  t('api.server_error', { status }, `The server could not answer (status ${status}). Try again in a moment.`);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isErrorBody = (v: unknown): v is ErrorBody =>
  isObject(v) && typeof v.error === 'string' && typeof v.code === 'string';

/** Calls `path` (under /api/v1) and answers its `data`; throws ApiError for anything else. */
export async function api<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...languageHeader() };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers[opts.token.header] = opts.token.value;
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    throw new ApiError(NETWORK(), 'network_error', 0);
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => undefined);
  if (res.ok && isObject(body) && 'data' in body) return body.data as T;
  if (!res.ok && isErrorBody(body)) throw new ApiError(body.error, body.code, res.status, body.details);
  throw res.ok
    ? new ApiError(UNREADABLE(), 'unreadable_answer', res.status)
    : new ApiError(SERVER(res.status), 'unreadable_answer', res.status);
}

/**
 * POSTs `file` as the `file` part of a multipart body to `path` (under /api/v1), reporting upload progress (fetch
 * cannot), and answers the `data` of the answer; throws ApiError as api() does.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_BASE + path);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', locale());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && isObject(body) && 'data' in body) resolve(body.data as T);
      else if (isErrorBody(body)) reject(new ApiError(body.error, body.code, xhr.status, body.details));
      else reject(new ApiError(SERVER(xhr.status), 'unreadable_answer', xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK(), 'network_error', 0));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** An error's message as a sentence to show (the API's, in the page's language where it has the words). */
export function sentence(e: unknown): string {
  return asSentence(e instanceof Error ? e.message : String(e));
}

/** Capital first, a full stop last unless the text ends a sentence already (in any of the pages' scripts). */
export function asSentence(m: string): string {
  const s = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?。！？؟]$/.test(s) ? s : `${s}.`;
}
