// The durable job table and its runner. Jobs are claimed with a lease (FOR UPDATE SKIP LOCKED on
// PostgreSQL), so several instances share the work and a job whose instance died becomes due again when its
// lease runs out. A job is finished or rescheduled in the same transaction as the work's own writes, and only
// while its lease is still held, so a job is never completed twice.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../platform/ids.js';
import type { Db } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { jobRows } from './store.js';
import type { JobsTable } from './tables.js';

export type Job = JobsTable;
type Q = Kysely<Database>;

export interface NewJob {
  kind: string;
  refId?: string | null;
  runAt?: Date;
  lease?: { by: string; until: string };
}

export async function enqueueJob(db: Q, job: NewJob): Promise<string> {
  const [id] = await enqueueJobs(db, [job]);
  return id;
}

/** Several jobs in one statement (a webhook event's fan-out); returns their ids in order. */
export async function enqueueJobs(db: Q, jobs: readonly NewJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const now = new Date().toISOString();
  const rows = jobs.map((job) => ({
    id: newId('job'),
    kind: job.kind,
    ref_id: job.refId ?? null,
    recurring_key: null,
    run_at: (job.runAt ?? new Date()).toISOString(),
    attempts: 0,
    locked_by: job.lease?.by ?? null,
    locked_until: job.lease?.until ?? null,
    created_at: now,
  }));
  await jobRows.insert(db, rows);
  return rows.map((r) => r.id);
}

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`lease on job ${jobId} was lost`);
  }
}

/** Removes a finished job; throws (rolling back the caller's transaction) if another instance took it over. */
export async function finishJob(db: Q, job: Job): Promise<void> {
  if (!(await jobRows.deleteLeased(db, job))) throw new LeaseLostError(job.id);
}

/** Puts a job back to run at `runAt`, counting the attempt; same lease rule as finishJob. */
export async function rescheduleJob(db: Q, job: Job, runAt: Date, countAttempt = true): Promise<void> {
  const released = await jobRows.releaseLeased(db, job, {
    runAt: runAt.toISOString(),
    attempts: job.attempts + (countAttempt ? 1 : 0),
  });
  if (!released) throw new LeaseLostError(job.id);
}

export type JobHandler = (job: Job) => Promise<void>;

/**
 * A kind of job, as a domain declares it in its `jobs` list (runtime.ts registers every domain's with
 * `JobRunner.declare`). `run` gets the process's services; a recurring job runs every `everyMs` (default: every
 * tick), once across all instances.
 */
export interface JobSpec<S> {
  kind: string;
  run(s: S, job: Job): Promise<void>;
  recurring?: { key: string; everyMs?: number };
}

export interface RunnerLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunnerOptions {
  tickMs: number;
  leaseMs: number;
  /** Jobs claimed per round, run concurrently. */
  batch?: number;
  log?: RunnerLog;
}

export class JobRunner {
  readonly instanceId = `inst_${randomBytes(6).toString('hex')}`;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #recurring: { key: string; kind: string; everyMs: number }[] = [];
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  readonly #batch: number;

  constructor(
    private readonly db: Db,
    private readonly opts: RunnerOptions,
  ) {
    this.#batch = opts.batch ?? 16;
  }

  register(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  /** A job that runs every `everyMs` (default: every tick), once across all instances. */
  recurring(key: string, kind: string, handler: JobHandler, everyMs = this.opts.tickMs): void {
    this.register(kind, handler);
    this.#recurring.push({ key, kind, everyMs });
  }

  /** Registers the declared jobs of every domain, refusing a kind declared twice. */
  declare<S>(specs: readonly JobSpec<S>[], s: S): void {
    for (const spec of specs) {
      if (this.#handlers.has(spec.kind)) throw new Error(`job kind ${spec.kind} is declared twice`);
      const handler: JobHandler = (job) => spec.run(s, job);
      if (spec.recurring) this.recurring(spec.recurring.key, spec.kind, handler, spec.recurring.everyMs);
      else this.register(spec.kind, handler);
    }
  }

  lease(): { by: string; until: string } {
    return { by: this.instanceId, until: new Date(Date.now() + this.opts.leaseMs).toISOString() };
  }

  async start(): Promise<void> {
    this.#stopped = false;
    const now = new Date().toISOString();
    for (const r of this.#recurring) {
      await jobRows.insertRecurring(this.db.kysely, {
        id: newId('job'),
        kind: r.kind,
        ref_id: null,
        recurring_key: r.key,
        run_at: now,
        attempts: 0,
        locked_by: null,
        locked_until: null,
        created_at: now,
      });
    }
    this.#schedule(0);
  }

  /** Runs due jobs now (after a commit that enqueued some), instead of at the next tick. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) this.#again = true;
    else this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** One pass: claim and run due jobs until none are left. Exposed for tests and benchmarks. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const jobs = await this.claim(this.#batch);
      total += jobs.length;
      await Promise.all(jobs.map((j) => this.#run(j)));
      if (jobs.length < this.#batch || this.#stopped) return total;
    }
  }

  async claim(limit: number): Promise<Job[]> {
    const kinds = [...this.#handlers.keys()];
    if (kinds.length === 0) return [];
    const now = new Date().toISOString();
    const { by, until } = this.lease();
    // Only kinds this process can run: an instance of another version (or a test's runner) leaves the rest be.
    return jobRows.claimDue(this.db.kysely, { now, kinds, limit, by, until });
  }

  async #run(job: Job): Promise<void> {
    const recurring = job.recurring_key ? this.#recurring.find((r) => r.key === job.recurring_key) : undefined;
    const handler = this.#handlers.get(job.kind);
    // A live runner keeps its lease: a job that runs longer than the lease (a slow mail server, a loaded machine)
    // would otherwise be taken and run again by another instance while this one is still at it. Only a runner
    // that died lets the lease run out.
    const renewal = setInterval(
      () => void this.#renew(job).catch(() => {}),
      Math.max(50, Math.floor(this.opts.leaseMs / 3)),
    );
    renewal.unref?.();
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      if (recurring) await rescheduleJob(this.db.kysely, job, new Date(Date.now() + recurring.everyMs), false);
    } catch (err) {
      if (err instanceof LeaseLostError) return; // another instance owns it now; its outcome stands
      this.opts.log?.error({ err, jobId: job.id, kind: job.kind }, 'job failed; retrying later');
      const delay = recurring ? recurring.everyMs : Math.min(60_000, this.opts.tickMs * 2 ** Math.min(job.attempts, 6));
      await rescheduleJob(this.db.kysely, job, new Date(Date.now() + delay)).catch(() => {});
    } finally {
      clearInterval(renewal);
    }
  }

  /** Moves the end of this runner's lease on `job` forward, if it still holds it. */
  async #renew(job: Job): Promise<void> {
    await jobRows.renewLease(this.db.kysely, job, this.lease().until);
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#running = this.drain()
        .then(() => undefined)
        .catch((err) => this.opts.log?.warn({ err }, 'job runner pass failed (database unavailable?)'))
        .finally(() => {
          this.#running = null;
          const again = this.#again;
          this.#again = false;
          this.#schedule(again ? 0 : this.opts.tickMs);
        });
    }, delay);
    this.#timer.unref?.();
  }
}
