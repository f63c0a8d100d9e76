// Verifying (and, for tests, signing) webhook deliveries: hex HMAC-SHA256 over `{timestamp}.{raw body}`.
// No `node:` import: the synchronous functions reach node:crypto through process.getBuiltinModule (Node, Bun and
// Deno have it), so a bundle for a browser or a worker never sees it; the async ones use Web Crypto everywhere.
import type { Webhooks as WebhookRequests } from './generated/api/types.gen.js';
import { DossierError, WebhookVerificationError } from './errors.js';

/** A delivery body, typed by its `event`. */
export type WebhookEvent = WebhookRequests['body'];

export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** Oldest (and furthest in the future) a timestamp may be, in seconds. Default 300; 0 disables the check. */
  toleranceSeconds?: number;
  /** The clock to compare against, in Unix seconds (for tests). */
  now?: number;
}

export const HEADER_EVENT = 'x-dossier-event';
export const HEADER_EVENT_ID = 'x-dossier-event-id';
export const HEADER_TIMESTAMP = 'x-dossier-timestamp';
export const HEADER_SIGNATURE = 'x-dossier-signature';

function header(h: HeaderSource, name: string): string | undefined {
  if (typeof (h as Headers).get === 'function') return (h as Headers).get(name) ?? undefined;
  const rec = h as Record<string, string | string[] | undefined>;
  const key = Object.keys(rec).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : rec[key];
  return Array.isArray(v) ? v[0] : v;
}

/** What a wrong argument was, for the message (never its value: it may be a secret). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === '') return 'an empty string';
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;
}

type NodeCrypto = typeof import('node:crypto');
let nodeCrypto: NodeCrypto | undefined;

/** node:crypto where the runtime has it (Node, Bun, Deno), loaded without an import a bundler would follow. */
function syncCrypto(): NodeCrypto {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  nodeCrypto ??= proc?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  if (!nodeCrypto) {
    throw new DossierError(
      'webhooks: the synchronous verify/sign need node:crypto (Node, Bun, Deno); here use await verifyAsync / computeSignatureAsync (Web Crypto)',
    );
  }
  return nodeCrypto;
}

const encoder = new TextEncoder();

function bytes(value: string | Uint8Array): Uint8Array {
  return typeof value === 'string' ? encoder.encode(value) : value;
}

export function computeSignature(secret: string, timestamp: number | string, rawBody: string | Uint8Array): string {
  const mac = syncCrypto().createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(rawBody);
  return mac.digest('hex');
}

/** The HMAC key of a secret, for Web Crypto. */
function hmacKey(secret: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** What is signed: `{timestamp}.` then the raw body's bytes. */
function signedBytes(timestamp: number | string, rawBody: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`${timestamp}.`);
  const body = bytes(rawBody);
  const all = new Uint8Array(head.length + body.length);
  all.set(head);
  all.set(body, head.length);
  return all;
}

/** computeSignature on Web Crypto, for runtimes without node:crypto (browsers, workers, edge functions). */
export async function computeSignatureAsync(
  secret: string,
  timestamp: number | string,
  rawBody: string | Uint8Array,
): Promise<string> {
  const mac = new Uint8Array(
    await globalThis.crypto.subtle.sign('HMAC', await hmacKey(secret), signedBytes(timestamp, rawBody)),
  );
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The checks made before the signature: arguments, headers and the timestamp's tolerance. */
function precheck(
  rawBody: unknown,
  headers: unknown,
  secret: unknown,
  options: VerifyOptions,
): { timestamp: string; signature: string } {
  // Plain JavaScript callers (and a secret read from an unset variable) reach here with anything: say what is wrong
  // with the verification error receivers already catch, rather than a TypeError from the crypto.
  if (typeof secret !== 'string' || secret === '') {
    throw new WebhookVerificationError(
      `the endpoint's signing secret is required (a non-empty string, whsec_…); got ${describe(secret)}`,
    );
  }
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new WebhookVerificationError(
      `the raw body must be the bytes or string as received, before JSON parsing; got ${describe(rawBody)}`,
    );
  }
  if (headers === null || typeof headers !== 'object') {
    throw new WebhookVerificationError(`the delivery's headers are required; got ${describe(headers)}`);
  }
  const tolerance = options.toleranceSeconds ?? 300;
  const timestamp = header(headers as HeaderSource, HEADER_TIMESTAMP);
  const signature = header(headers as HeaderSource, HEADER_SIGNATURE);
  if (!timestamp || !/^\d+$/.test(timestamp))
    throw new WebhookVerificationError(`missing or malformed ${HEADER_TIMESTAMP} header`);
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature))
    throw new WebhookVerificationError(`missing or malformed ${HEADER_SIGNATURE} header`);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (tolerance > 0 && Math.abs(now - Number(timestamp)) > tolerance) {
    throw new WebhookVerificationError(`timestamp is outside the tolerance of ${tolerance} seconds`);
  }
  return { timestamp, signature };
}

/** The body of a delivery whose signature matched, parsed and checked against its event header. */
function parseEvent(rawBody: string | Uint8Array, headers: HeaderSource): WebhookEvent {
  const text = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  let event: WebhookEvent;
  try {
    event = JSON.parse(text) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError('body is not JSON');
  }
  if (!event || typeof event !== 'object' || Array.isArray(event)) {
    throw new WebhookVerificationError('body is not a JSON object');
  }
  const named = header(headers, HEADER_EVENT);
  if (named && named !== event.event) throw new WebhookVerificationError(`${HEADER_EVENT} does not match the body`);
  return event;
}

export class Webhooks {
  /**
   * Checks a delivery's signature and timestamp against the endpoint's secret, then parses the body.
   * Pass the raw body exactly as received (string or bytes), before any JSON parsing.
   */
  verify(
    rawBody: string | Uint8Array,
    headers: HeaderSource,
    secret: string,
    options: VerifyOptions = {},
  ): WebhookEvent {
    const { timestamp, signature } = precheck(rawBody, headers, secret, options);
    const { timingSafeEqual } = syncCrypto();
    const expected = fromHex(computeSignature(secret, timestamp, rawBody));
    const given = fromHex(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new WebhookVerificationError('signature does not match');
    }
    return parseEvent(rawBody, headers);
  }

  /**
   * `verify` on Web Crypto, for every runtime (browsers, Cloudflare Workers, edge functions, Deno, Bun, Node):
   * the same checks, tolerance and errors, as a Promise.
   */
  async verifyAsync(
    rawBody: string | Uint8Array,
    headers: HeaderSource,
    secret: string,
    options: VerifyOptions = {},
  ): Promise<WebhookEvent> {
    const { timestamp, signature } = precheck(rawBody, headers, secret, options);
    // subtle.verify compares in constant time.
    const ok = await globalThis.crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret),
      fromHex(signature),
      signedBytes(timestamp, rawBody),
    );
    if (!ok) throw new WebhookVerificationError('signature does not match');
    return parseEvent(rawBody, headers);
  }

  /**
   * Signs a payload the way the server does, for testing a receiver: returns the raw body and the headers.
   */
  sign(
    payload: WebhookEvent | object,
    secret: string,
    options: { timestamp?: number } = {},
  ): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(payload);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const p = payload as { id?: string; event?: string };
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [HEADER_EVENT]: p.event ?? '',
        [HEADER_EVENT_ID]: p.id ?? '',
        [HEADER_TIMESTAMP]: String(timestamp),
        [HEADER_SIGNATURE]: computeSignature(secret, timestamp, body),
      },
    };
  }
}
