// The worker pool for CPU-heavy work (piscina): parsing and laying out bodies, exports, PDF inspection, watermark
// stamping, sealing, signature-image checks. The event loop only hands work over and waits, so one heavy request
// never stalls the others.
//
// Bounds: as many threads as cores; a queue of QUEUE_PER_THREAD tasks per thread, past which a request is answered
// 503 server_busy with retry-after; a time budget per job (DOSSIER_WORK_BUDGET_MS, default 300 s), past which the
// job is aborted, its worker replaced and the request answered 503 work_limit; and a heap ceiling per worker
// (DOSSIER_WORK_HEAP_MB, default 512), a worker that reaches it dies alone and its job is answered the same way.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../platform/errors.js';
import { fromWire } from './errors.js';
import type { JobInput, JobName, JobOutput } from './jobs.js';
import type { WorkerReply } from './worker.js';

export interface WorkSettings {
  threads: number;
  queuePerThread: number;
  budgetMs: number;
  heapMb: number;
}

const DEFAULTS: WorkSettings = { threads: Math.max(1, availableParallelism()), queuePerThread: 16, budgetMs: 300_000, heapMb: 512 };
export const BUSY_RETRY_AFTER_S = 2;
/** Characters of input (a body, its JSON) from which work goes to the pool; below it the hop costs more than the work. */
export const POOL_THRESHOLD_CHARS = 1000;

/** A job stopped at its time budget or its memory ceiling (503 work_limit). */
export class WorkLimitError extends ApiError {
  constructor(readonly reason: 'time' | 'memory', limit: string) {
    super('work_limit', reason === 'time' ? `this request's work ran past its ${limit} budget and was stopped` : `this request's work needed more than the ${limit} of memory one request may use and was stopped`, {
      limit: reason,
    });
  }
}

let settings: WorkSettings = { ...DEFAULTS };
let pool: Piscina | null = null;
// Jobs running or waiting. Counted here rather than left to piscina's maxQueue: piscina keeps tasks that carry an
// abort signal (all of ours: the time budget) in a side queue its limit does not count.
let inFlight = 0;

/** Changes the pool's bounds (from the configuration at start; tests lower them); a running pool is replaced. */
export async function configureWork(next: Partial<WorkSettings>): Promise<void> {
  const merged = { ...settings, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) };
  if (JSON.stringify(merged) === JSON.stringify(settings)) return;
  settings = merged;
  await stopWork();
}

export function workSettings(): Readonly<WorkSettings> {
  return settings;
}

// The worker's entry imports worker.js (built) or worker.ts through tsx (the sources: tests, tsx); worker-entry.cjs
// says why it is CommonJS.
const workerFile = fileURLToPath(new URL('./worker-entry.cjs', import.meta.url));

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile,
    minThreads: 1,
    maxThreads: settings.threads,
    idleTimeout: 60_000,
    // jobs are async (they import engines); 'disabled' keeps the worker's event loop free between tasks
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: settings.heapMb },
  });
  return pool;
}

export interface RunOptions {
  /** This job's time budget in ms (default: the configured one). */
  budgetMs?: number;
}

/** Runs a job of the catalogue in the pool. Throws 503 server_busy when the queue is full, WorkLimitError past the bounds. */
export async function runJob<K extends JobName>(name: K, input: JobInput<K>, opts: RunOptions = {}): Promise<JobOutput<K>> {
  const p = thePool();
  const budgetMs = opts.budgetMs ?? settings.budgetMs;
  if (inFlight >= settings.threads * (1 + settings.queuePerThread)) throw busy();
  inFlight++;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), budgetMs);
  let reply: WorkerReply;
  try {
    reply = (await p.run({ name, input }, { signal: abort.signal })) as WorkerReply;
  } catch (e) {
    if (abort.signal.aborted) throw new WorkLimitError('time', budgetMs >= 1000 ? `${Math.round(budgetMs / 1000)} s` : `${budgetMs} ms`);
    const err = e as { code?: string; message?: string };
    if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkLimitError('memory', `${settings.heapMb} MB`);
    throw e;
  } finally {
    inFlight--;
    clearTimeout(timer);
  }
  if ('error' in reply) throw fromWire(reply.error);
  return reply.ok as JobOutput<K>;
}

function busy(): ApiError {
  return new ApiError('server_busy', `the server is busy with other heavy work; retry in ${BUSY_RETRY_AFTER_S} seconds`, undefined, { 'retry-after': String(BUSY_RETRY_AFTER_S) });
}

/** Starts a worker and loads the engines in it, so the first heavy request does not pay for it. */
export async function warmWork(): Promise<void> {
  await runJob('warm', undefined as never);
}

/** Stops the pool's workers (shutdown, reconfiguration); the next job starts a fresh pool. */
export async function stopWork(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.destroy();
}
