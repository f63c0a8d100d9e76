// Builds the long-lived parts of one server process from its configuration: the database, keys, the shared
// rate-limit count, blobs, mail, the job runner and webhook deliveries. main.ts and the tests both use it.
// The events backbone's subscribers and the domains' scheduled jobs are listed here, once.
import { KeyCache } from './auth/key-cache.js';
import { DbKeyStore } from './auth/key-store.js';
import type { Config } from './config.js';
import { readSetting } from './db/settings.js';
import { openDatabase } from './db/connect.js';
import { Events } from './events/backbone.js';
import { auditChainOf } from './events/chain.js';
import { EventFeed } from './events/feed.js';
import type { EventSubscriber } from './events/subscriber.js';
import { recordIntegrityFailure } from './audit/actions/record-integrity-failure.js';
import { createBlobStore } from './files/blob-store.js';
import { verifiedBlobStore } from './files/verified-blob-store.js';
import { JobRunner, type JobSpec } from './jobs/queue.js';
import { createMailer } from './mail/mailer.js';
import { Cursors } from './platform/pagination.js';
import { createRateLimitStore, type ClosableRateLimitStore } from './db/rate-limit-stores.js';
import type { Services } from './services.js';
import { domainJobs, domainSubscribers } from './domain.js';
import { domains } from './domains.js';
import { Webhooks } from './webhooks/client.js';
import { configureWork } from './work/pool.js';

/**
 * Told of every event inside the transaction that emitted it (events/subscriber.ts), as the domains declare them
 * (domains.ts): webhook deliveries today; mail notifications and analytics rollups join this list.
 */
export const eventSubscribers: readonly EventSubscriber[] = domainSubscribers(domains);

/** Every domain's scheduled work, as each declares it; registered with the job runner at start-up. */
export const jobs: readonly JobSpec<Services>[] = domainJobs(domains);

export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Runtime extends Services {
  keys: DbKeyStore;
  rateLimitStore: ClosableRateLimitStore;
  /** Starts the job runner (deliveries, retries, scheduled work). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  log?: Log;
  poolSize?: number;
  /** Tests only: a CA to trust for webhook receivers. */
  webhookTls?: { ca?: string | Buffer };
  /** Tests only: a shorter delivery timeout than the 8 seconds of the contract. */
  webhookTimeoutMs?: number;
}

const silent: Log = { info() {}, warn() {}, error() {} };

export async function openRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const log = opts.log ?? silent;
  await configureWork(config.work);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: opts.poolSize,
    backgroundCheckpoint: true,
  });
  const secret = await readSetting(db.kysely, 'cursor_secret');
  const runner = new JobRunner(db, { tickMs: config.tickMs, leaseMs: config.jobLeaseMs, log });
  const webhooks = new Webhooks({
    allowedNetworks: config.webhookAllowedNetworks,
    retryMs: config.webhookRetryMs,
    tls: opts.webhookTls,
    timeoutMs: opts.webhookTimeoutMs,
  });
  const rateLimitStore = createRateLimitStore(config, db);
  const mailer = createMailer(db, config, log);
  const keyCache = await KeyCache.open(db);
  const blobs = createBlobStore(db, config);
  const feed = new EventFeed(db, {
    pollMs: config.stream.pollMs,
    onError: (err) => log.warn({ event: 'stream.feed_failed', err }, 'reading events for streams failed; retried'),
  });
  const runtime: Runtime = {
    config,
    db,
    keys: new DbKeyStore(db, keyCache),
    cursors: new Cursors(secret),
    events: new Events(db, {
      subscribers: eventSubscribers,
      facts: keyCache,
      afterCommit: () => runner.kick(),
      onRecorded: (workspaceId) => feed.wake(workspaceId),
      onChainError: (workspaceId, error) =>
        log.warn(
          { event: 'audit.chain_deferred', workspaceId, err: error },
          'chaining audit entries failed; the next pass or read retries',
        ),
    }),
    feed,
    jobs: runner,
    webhooks,
    facts: keyCache,
    // Every read checked against the stored digest; a mismatch is recorded in the audit trail and logged.
    // A missing one (deleted outside Dossier) is logged for the operator to restore (410 file_missing to callers).
    blobs: verifiedBlobStore(
      blobs,
      (f) => recordIntegrityFailure(runtime, log, f),
      undefined,
      (blobId) =>
        log.error(
          { event: 'file.missing', blobId },
          'a stored file is missing from the blob store (deleted outside Dossier); not served',
        ),
    ),
    mailer,
    rateLimitStore,
    start: async () => {
      // PostgreSQL: entries a crashed process wrote but never chained get their places now.
      await auditChainOf(db.kysely)?.sweep();
      await runner.start();
    },
    close: async () => {
      // Before the database closes: the streams' leases are deleted, not left to expire.
      await feed.endAll();
      await runner.stop();
      await auditChainOf(db.kysely)?.drain();
      await webhooks.close();
      await mailer.close();
      await rateLimitStore.close?.();
      await keyCache.close();
      await blobs.close?.();
      await db.close();
    },
  };
  runner.declare(jobs, runtime);
  return runtime;
}
