// The rate limit of the public operations (the signing, viewer and upload pages' calls, which take a capability
// token or nothing instead of a key). Each call is counted in two one-minute windows over the same shared store
// as the keyed limit: its token's (RATE_LIMIT_PER_MINUTE) and its address's (five times that, so people behind one
// NAT still read). The headers report the window closer to its limit; a 429 carries retry-after. Tokens are
// counted under their SHA-256, so no store (Redis, PostgreSQL) ever holds a capability value.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { OperationSpec } from '../generated/operations.gen.js';
import { errors } from '../platform/errors.js';
import type { RateLimiter, RateLimitResult } from '../platform/rate-limit.js';
import { hashCapability } from './capability.js';

/** How many more calls an address may make than one token. */
export const ADDRESS_FACTOR = 5;

/** True for the operations this limit applies to: every public one (no key scopes, under /public/). */
export function isPublicOperation(op: Pick<OperationSpec, 'scopes' | 'path'>): boolean {
  return op.scopes === null && op.path.startsWith('/public/');
}

function cookie(req: FastifyRequest, name: string): string | undefined {
  const raw = req.headers.cookie;
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The capability the call presents, where its operation takes one. */
function presentedToken(op: OperationSpec, req: FastifyRequest): string | undefined {
  const header = (name: string) => {
    const v = req.headers[name];
    return typeof v === 'string' && v ? v : undefined;
  };
  switch (op.auth) {
    case 'signingToken':
      return (req.params as { token?: string } | undefined)?.token;
    case 'visitToken':
      return header('x-visit-token') ?? cookie(req, 'dossier_visit');
    case 'requestToken':
      return header('x-request-token');
    default:
      return undefined;
  }
}

function closer(a: RateLimitResult, b: RateLimitResult | undefined): RateLimitResult {
  if (!b) return a;
  if (!a.allowed || !b.allowed) return a.allowed ? b : a;
  return a.remaining / a.limit <= b.remaining / b.limit ? a : b;
}

/**
 * Counts one public call of `token` (if any) from `req`'s address, sets the rate-limit headers, and throws the 429
 * when either window is spent. The public operations (publicLimit) and the pages a token opens (the signing page)
 * count in the same windows.
 */
export async function countPublicCall(
  limiter: RateLimiter,
  req: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
): Promise<void> {
  const [byAddress, byToken] = await Promise.all([
    limiter.scaled(ADDRESS_FACTOR).hit(`pub-ip:${req.ip}`),
    token ? limiter.hit(`pub-tok:${hashCapability(token)}`) : Promise.resolve(undefined),
  ]);
  const shown = closer(byAddress, byToken);
  reply.header('x-ratelimit-limit', shown.limit);
  reply.header('x-ratelimit-remaining', shown.remaining);
  reply.header('x-ratelimit-reset', shown.reset);
  const refused = [byAddress, byToken].filter((r): r is RateLimitResult => r !== undefined && !r.allowed);
  if (refused.length) {
    const reset = Math.max(...refused.map((r) => r.reset));
    throw errors.rateLimited(Math.max(1, Math.ceil(reset - Date.now() / 1000)));
  }
}

export function publicLimit(op: OperationSpec, limiter: RateLimiter): onRequestAsyncHookHandler {
  return async function limitPublic(req: FastifyRequest, reply: FastifyReply) {
    await countPublicCall(limiter, req, reply, presentedToken(op, req));
  };
}
