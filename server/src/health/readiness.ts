// What GET /readyz reports: whether the database and the blob store answer, each within a bound, so a load
// balancer stops sending traffic to an instance that cannot do its work. Nothing here names a host, a bucket or an
// error message: the answer is readable by anyone who can reach the port.
import { pingDatabase } from '../db/connect.js';
import type { GetReadinessResponse } from '../generated/api/types.gen.js';
import type { Services } from '../services.js';

/** A check that has not answered by then counts as failed (a hung dependency must not hang the probe). */
const CHECK_TIMEOUT_MS = 3000;

type CheckResult = GetReadinessResponse['checks']['database'];

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

export async function checkReadiness(s: Pick<Services, 'db' | 'blobs'>): Promise<GetReadinessResponse> {
  const [database, blobStore] = await Promise.all([
    check(() => pingDatabase(s.db.kysely)),
    check(() => s.blobs.ping()),
  ]);
  return { status: database === 'ok' && blobStore === 'ok' ? 'ready' : 'unavailable', checks: { database, blobStore } };
}
