// Idempotency-Key on every POST of the API (api/idempotency-store.ts keeps the replies). Runs after key
// authentication and validation (preHandler), so a request refused for those is never kept and a retry with
// a fixed body runs; the reply is kept before it leaves (onSend), so a retry after it arrives sees it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { errors } from '../platform/errors.js';
import { canonicalJson, fingerprintOf, type IdempotencyStore, type StoredReply } from './idempotency-store.js';
import type { KeyedRequest } from './handlers.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII, as the spec's parameter says (the route schema checks it too). */
const VALID = /^[\x21-\x7e]{1,255}$/;
/** Reply headers worth replaying; the others (rate limit, request id) describe the new request. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'location'];

type Release = (reply: StoredReply | null) => Promise<void>;
const owners = new WeakMap<FastifyRequest, Release>();

/** Who is asking: the API key, or for a public operation its token and address (a key is the caller's alone). */
function scopeOf(req: FastifyRequest): string {
  const key = (req as Partial<KeyedRequest>).auth;
  if (key) return `key:${key.id}`;
  const token = [req.headers['x-visit-token'], req.headers['x-request-token']].map((v) => String(v ?? '')).join('|');
  return `public:${req.ip}:${createHash('sha256')
    .update(`${token}|${req.url.split('?')[0]}`)
    .digest('hex')}`;
}

/** A raw upload is compared by what describes its bytes: it is streamed to its handler, not read here. */
function bodyOf(req: FastifyRequest): string {
  const b = req.body;
  if (b && typeof (b as { pipe?: unknown }).pipe === 'function') {
    const h = req.headers;
    return `stream:${h['content-type'] ?? ''}:${h['content-length'] ?? ''}:${h['x-filename'] ?? ''}`;
  }
  return canonicalJson(b ?? null);
}

/**
 * POSTs that change nothing and must keep nothing: a retry simply asks again, and keeping the answer under the key
 * would store what the operation promises not to (verifyPdf: nothing of an uploaded PDF is kept).
 */
const KEEPS_NOTHING: ReadonlySet<string> = new Set(['verifyPdf']);

/** Claims the key of a POST that carries one; true when it answered the request itself (a replay). */
async function claimKey(store: IdempotencyStore, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (KEEPS_NOTHING.has((req.routeOptions.config as { operationId?: string } | undefined)?.operationId ?? ''))
    return false;
  const key = req.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !VALID.test(key)) {
    throw errors.validation([
      { field: 'headers.idempotency-key', message: 'must be 1-255 printable ASCII characters' },
    ]);
  }
  const claim = await store.claim(scopeOf(req), key, fingerprintOf(req.method, req.url, bodyOf(req)));
  switch (claim.kind) {
    case 'claimed':
      owners.set(req, claim.release);
      return false;
    case 'reused':
      throw errors.idempotencyKeyReused();
    case 'in_use':
      throw errors.idempotencyKeyInUse();
    case 'replay': {
      const kept = claim.reply;
      for (const [k, v] of Object.entries(kept.headers)) reply.header(k, v);
      reply.header('idempotent-replayed', 'true');
      reply.code(kept.status).send(Buffer.from(kept.body, 'base64'));
      return true;
    }
  }
}

/** Keeps the reply of a claimed key before it leaves (a 5xx or a streamed reply frees the key instead). */
async function keepReply(release: Release, reply: FastifyReply, payload: unknown): Promise<void> {
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  // A 5xx did nothing (or nothing we can promise); a streamed reply is not kept: a retry runs again.
  if (reply.statusCode >= 500 || body === null) return release(null);
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const v = reply.getHeader(name);
    if (v !== undefined) headers[name] = String(v);
  }
  await release({ status: reply.statusCode, headers, body: body.toString('base64') });
}

// Callback hooks, not async ones: every request of the API passes them, and an async hook costs each a promise
// and a turn of the microtask queue even when it has nothing to do (a GET, a POST without a key).
export function installIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.addHook('preHandler', (req, reply, done) => {
    if (req.method !== 'POST' || req.headers[IDEMPOTENCY_HEADER] === undefined) return done();
    claimKey(store, req, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    const release = owners.get(req);
    if (!release) return done(null, payload);
    owners.delete(req);
    keepReply(release, reply, payload).then(
      () => done(null, payload),
      (e) => done(e),
    );
  });

  // A request that never reached onSend (the connection dropped mid-handler) frees its key.
  app.addHook('onResponse', (req, _reply, done) => {
    const release = owners.get(req);
    if (!release) return done();
    owners.delete(req);
    release(null).then(() => done(), done);
  });
}
