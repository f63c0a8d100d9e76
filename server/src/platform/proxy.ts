// The client's address and scheme behind a reverse proxy (TRUST_PROXY), and Strict-Transport-Security. Every place
// that reads a client's address (rate limits, visits, audit, public idempotency, the access log) reads `req.ip`, so
// the one setting below decides it for all of them; untrusted, X-Forwarded-For and X-Forwarded-Proto are ignored.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.js';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count trusts that many addresses nearest the server, whatever they
 * are: Fastify 5 turns a bare number into "trust nothing" (it cannot check the nearest peer), so it is given as the
 * function that count meant before.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** A year; no includeSubDomains or preload: the names beside and under this host are the operator's to commit. */
export const HSTS = 'max-age=31536000';

/**
 * Every reply, page or API, to a request that arrived over https (by a trusted proxy's X-Forwarded-Proto, or a TLS
 * socket) carries Strict-Transport-Security; a plain http one never does (browsers ignore it there, and it would
 * wrongly pin a host served over http). The server itself listens on plain http: without a trusted proxy no request
 * is https, and the hook is not installed.
 */
export function sendHsts(app: FastifyInstance, trust: TrustProxy): void {
  if (trust === false && !app.initialConfig.https) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
