// Key authentication, scopes and the rate limit, run before anything else about a request (onRequest), so a
// request without a valid key is a 401 whatever its body, and every reply carries the rate-limit headers.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { OperationSpec } from '../generated/operations.gen.js';
import { errors } from '../platform/errors.js';
import type { RateLimiter } from '../platform/rate-limit.js';
import type { KeyStore } from '../auth/keys.js';
import type { KeyedRequest } from './handlers.js';
import { isPublicOperation, publicLimit } from '../auth/public-limit.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function authenticate(
  op: OperationSpec,
  keys: KeyStore,
  limiter: RateLimiter,
): onRequestAsyncHookHandler | undefined {
  if (op.scopes === null) return isPublicOperation(op) ? publicLimit(op, limiter) : undefined; // no key: counted per token and address, except the OpenAPI document
  const needed = op.scopes;
  return async function checkKey(req: FastifyRequest, reply: FastifyReply) {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const key = token ? await keys.verify(token) : null;
    const rl = await limiter.hit(key ? `key:${key.id}` : `ip:${req.ip}`);
    reply.header('x-ratelimit-limit', rl.limit);
    reply.header('x-ratelimit-remaining', rl.remaining);
    reply.header('x-ratelimit-reset', rl.reset);
    if (!rl.allowed) throw errors.rateLimited(Math.max(1, Math.ceil(rl.reset - Date.now() / 1000)));
    if (!key) {
      throw errors.unauthorized(
        token
          ? 'the API key is invalid, revoked or expired'
          : 'a valid API key is required (Authorization: Bearer <key>)',
      );
    }
    for (const scope of needed) if (!key.scopes.includes(scope)) throw errors.insufficientScope(scope);
    // The key that made the request: typed on keyed operations' requests only (handlers.ts).
    (req as KeyedRequest).auth = key;
  };
}
