// GET /healthz and GET /readyz, for load balancers and orchestrators: at the origin, outside /api/v1 (their path
// items carry their own `servers`; routes.ts registers them at the root), no key, no rate limit, no { data }.
// /healthz answers 200 while the process serves requests at all; /readyz 200 only when the database and the blob
// store both answer, else 503 in the same shape.
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { checkReadiness } from './readiness.js';

export function healthHandlers(s: Pick<Services, 'db' | 'blobs'>): Handlers {
  return {
    getHealth: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
    getReadiness: async (_req, reply) => {
      const readiness = await checkReadiness(s);
      reply.code(readiness.status === 'ready' ? 200 : 503).header('cache-control', 'no-store');
      return readiness;
    },
  };
}
