// GET /healthz and GET /readyz, for load balancers and orchestrators: at the origin, outside the keyed API (no
// key, no rate limit, not in /api/v1; the spec's description says why). /healthz answers 200 while the process
// serves requests at all; /readyz answers 200 only when the database and the blob store both answer, else 503,
// so a load balancer stops sending traffic to an instance that cannot do its work. Neither names hosts, buckets
// or error messages: the answer is readable by anyone who can reach the port.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';

/** A check that has not answered by then counts as failed (a hung dependency must not hang the probe). */
const CHECK_TIMEOUT_MS = 3000;

type CheckResult = 'ok' | 'unavailable';

async function check(run: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

export function installHealth(app: FastifyInstance, s: Pick<Services, 'db' | 'blobs'>): void {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_req, reply) => {
    const [database, blobStore] = await Promise.all([check(() => sql`select 1`.execute(s.db.kysely)), check(() => s.blobs.ping())]);
    const ready = database === 'ok' && blobStore === 'ok';
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'unavailable', checks: { database, blobStore } };
  });
}
