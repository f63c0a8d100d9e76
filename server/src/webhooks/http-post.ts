// One webhook delivery attempt over HTTPS: POST the signed body, report what happened, never throw.
// Redirects are not followed (a receiver could bounce us to an internal address) and only a bounded
// slice of the answer is read.
import type { Agent, Dispatcher } from 'undici';
import { lazy } from '../platform/lazy.js';
import { AddressBlockedError, type AddressGuard } from './address-guard.js';

const undici = lazy<typeof import('undici')>('undici');

export const USER_AGENT = 'Dossier-Webhooks/1.0';
const MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_ERROR_CHARS = 300;

export interface DeliveryResult {
  /** The receiver's HTTP status, or null when no answer arrived. */
  status: number | null;
  /** Why the attempt did not succeed at the transport level; null when the receiver answered (any status but 3xx). */
  error: string | null;
  durationMs: number;
}

export interface DispatcherOptions {
  connectTimeoutMs?: number;
  /** Tests only: trust this CA instead of the default store (production relies on the system store / NODE_EXTRA_CA_CERTS). */
  tls?: { ca?: string | Buffer };
}

/**
 * The process-wide connection pool for deliveries: every new socket resolves its host through the guard, so a
 * name cannot re-resolve to an internal address between the registration check and the connection.
 * Keep-alive lets repeated deliveries to the same receiver reuse the connection.
 */
export function createWebhookDispatcher(guard: AddressGuard, opts: DispatcherOptions = {}): Agent {
  return new (undici().Agent)({
    connect: {
      lookup: guard.lookup,
      timeout: opts.connectTimeoutMs ?? 5_000,
      ...(opts.tls?.ca ? { ca: opts.tls.ca } : {}),
    },
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
  });
}

export async function postWebhook(
  dispatcher: Dispatcher,
  guard: AddressGuard,
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs = 8000 }: { timeoutMs?: number } = {},
): Promise<DeliveryResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): DeliveryResult => ({
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });

  // Sockets skip `lookup` for IP-literal hosts, so literals (and scheme, metadata names) are checked here.
  const pre = guard.checkUrlWithoutDns(url);
  if (!pre.ok)
    return done(
      null,
      pre.reason === 'https required' || pre.reason === 'not a valid URL'
        ? pre.reason
        : `refused address: ${pre.reason}`,
    );

  const signal = AbortSignal.timeout(timeoutMs);
  const sendHeaders: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) sendHeaders[k.toLowerCase()] = v;
  sendHeaders['content-type'] = 'application/json';
  sendHeaders['user-agent'] = USER_AGENT;

  let status: number;
  try {
    const res = await undici().request(url, {
      dispatcher,
      method: 'POST',
      headers: sendHeaders,
      body,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    status = res.statusCode;
    await discardBody(res.body);
  } catch (err) {
    if (signal.aborted || isTimeout(err)) return done(null, `timeout after ${timeoutMs} ms`);
    return done(null, describe(err));
  }
  return done(status, status >= 300 && status < 400 ? 'redirect not followed' : null);
}

/**
 * Reads at most MAX_RESPONSE_BYTES and drops the rest (destroying the stream closes that connection).
 * Once the status has arrived it is the receiver's answer, so a failure while reading the body is ignored.
 */
async function discardBody(stream: Dispatcher.ResponseData['body']): Promise<void> {
  let seen = 0;
  try {
    for await (const chunk of stream) {
      seen += (chunk as Buffer).length;
      if (seen >= MAX_RESPONSE_BYTES) break; // leaving the loop destroys the stream
    }
  } catch {
    // ignored, see above
  }
}

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; code?: string } | null;
  return e?.name === 'TimeoutError' || e?.code === 'UND_ERR_HEADERS_TIMEOUT' || e?.code === 'UND_ERR_BODY_TIMEOUT';
}

/** "<code>: message" from whatever the transport threw. Messages name host and port, never the body or headers. */
function describe(err: unknown): string {
  // undici or net may wrap the real failure (AggregateError from trying several addresses, or `cause`).
  let e = err as { code?: string; message?: string; errors?: unknown[]; cause?: unknown } | null;
  for (let i = 0; i < 3 && e && !e.code; i++) {
    const inner = (e.errors?.[0] ?? e.cause) as typeof e | undefined;
    if (!inner) break;
    e = inner;
  }
  // The guard's own message already reads "refused address: …".
  if (e instanceof AddressBlockedError || e?.code === 'EADDRBLOCKED')
    return (e.message ?? 'refused address').slice(0, MAX_ERROR_CHARS);
  const code = e?.code ?? 'ERROR';
  const message = (e?.message || String(err)).slice(0, MAX_ERROR_CHARS);
  return `${code}: ${message}`;
}
