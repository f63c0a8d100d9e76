// The worker pool for CPU-heavy work (piscina): parsing and laying out bodies, exports, PDF inspection, watermark
// stamping, sealing, signature-image checks, public verification. The event loop only hands work over and waits, so
// one heavy request never stalls the others.
//
// Bounds: as many threads as cores; THREADS × (1 + DOSSIER_WORK_QUEUE) jobs running or waiting in all, past which a
// request is answered 503 server_busy with retry-after; a time budget per job (DOSSIER_WORK_BUDGET_MS, default
// 300 s, counted from when the job's engine is loaded and its work starts), past which the job is aborted, its
// worker replaced and the request answered 503 work_limit; and a heap ceiling per worker (DOSSIER_WORK_HEAP_MB,
// default 512), a worker that reaches it dies alone and its job is answered the same way.
//
// Fair shares: every job says whom it is for (`WorkFor`): a workspace, or the public share (work for no workspace,
// such as POST /public/verify, split by the caller's address). Each share waits in its own queue and a free thread
// takes the oldest job of the share served least recently (a share new to the pool first), so one share's burst
// delays another's single job by at most about the length of a job. When the pool is full, the busy answer goes to
// the share holding the most jobs: a share holding at least two fewer takes the place of that share's newest waiting
// job, which is answered 503 server_busy (it had not started: nothing was done). The public share is small: at most
// PUBLIC_PER_ADDRESS jobs per address (its addresses served in turn, the same way) and publicLimit() in all, on at
// most publicThreads() threads at once, each job with at most PUBLIC_BUDGET_MS.
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

const DEFAULTS: WorkSettings = {
  threads: Math.max(1, availableParallelism()),
  queuePerThread: 16,
  budgetMs: 300_000,
  heapMb: 512,
};
export const BUSY_RETRY_AFTER_S = 2;
/** Characters of input (a body, its JSON) from which work goes to the pool; below it the hop costs more than the work. */
export const POOL_THRESHOLD_CHARS = 1000;
/** How long a worker may take to start and load a job's engine before the job is given up (503 server_busy). */
const LOAD_BOUND_MS = 120_000;
/** Jobs one address may have running or waiting in the public share. */
export const PUBLIC_PER_ADDRESS = 2;
/** The time budget of a job of the public share (anonymous work must stay short whatever the configured budget). */
export const PUBLIC_BUDGET_MS = 10_000;

/**
 * Whom a job is for, whose share of the pool it takes: a workspace (its keys, and its signers, visitors and
 * uploaders: the work is on its documents), the public share (work for no workspace, by the caller's address), or
 * the installation itself (start-up).
 */
export type WorkFor = { workspace: string } | { publicAddress: string } | 'installation';

/** A job stopped at its time budget or its memory ceiling (503 work_limit). */
export class WorkLimitError extends ApiError {
  constructor(
    readonly reason: 'time' | 'memory',
    limit: string,
  ) {
    super(
      'work_limit',
      reason === 'time'
        ? `this request's work ran past its ${limit} budget and was stopped`
        : `this request's work needed more than the ${limit} of memory one request may use and was stopped`,
      {
        limit: reason,
      },
    );
  }
}

let settings: WorkSettings = { ...DEFAULTS };
let pool: Piscina | null = null;

/** Jobs running or waiting, in all (the pool's bound). */
const capacity = () => settings.threads * (1 + settings.queuePerThread);
/** Jobs the public share may have running or waiting, and the threads it may take at once. */
const publicLimit = () => Math.max(2 * PUBLIC_PER_ADDRESS, Math.ceil(capacity() / 8));
const publicThreads = () => Math.max(1, Math.floor(settings.threads / 2));

interface Job {
  task: { name: JobName; input: unknown };
  budgetMs: number;
  share: Share;
  lane: Lane;
  done: (reply: WorkerReply) => void;
  fail: (e: unknown) => void;
}

/** What is served in turn: a share among the shares, an address within the public share. */
interface Turn {
  key: string;
  /** Jobs running or waiting. */
  held: number;
  /** When it last had a job started (a sequence number; 0: never): the least recently served goes first. */
  servedAt: number;
}

interface Lane extends Turn {
  waiting: Job[];
}

interface Share extends Turn {
  public: boolean;
  running: number;
  /** Within the share: one lane per address (public share), else the one lane ''. */
  lanes: Map<string, Lane>;
}

// Shares holding jobs (running or waiting). Counted here rather than left to piscina: we hand piscina a job only
// when a thread is free, so its own queue stays empty and the order is ours.
const shares = new Map<string, Share>();
let running = 0;
let waiting = 0;
let served = 0;

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

function shareOf(forWhom: WorkFor): { key: string; lane: string; public: boolean } {
  if (forWhom === 'installation') return { key: 'installation', lane: '', public: false };
  if ('workspace' in forWhom) return { key: `workspace ${forWhom.workspace}`, lane: '', public: false };
  return { key: 'public', lane: forWhom.publicAddress, public: true };
}

/**
 * Runs a job of the catalogue in the pool, in the share of `forWhom`. Throws 503 server_busy when that share is over
 * its part of a full pool, WorkLimitError past the bounds.
 */
export async function runJob<K extends JobName>(
  name: K,
  input: JobInput<K>,
  forWhom: WorkFor,
  opts: RunOptions = {},
): Promise<JobOutput<K>> {
  const who = shareOf(forWhom);
  const budgetMs = Math.min(opts.budgetMs ?? settings.budgetMs, who.public ? PUBLIC_BUDGET_MS : Infinity);
  const reply = await new Promise<WorkerReply>((done, fail) => {
    const share = shares.get(who.key) ?? {
      key: who.key,
      public: who.public,
      held: 0,
      servedAt: 0,
      running: 0,
      lanes: new Map<string, Lane>(),
    };
    const lane = share.lanes.get(who.lane) ?? { key: who.lane, held: 0, servedAt: 0, waiting: [] };
    if (share.public) {
      if (lane.held >= PUBLIC_PER_ADDRESS) throw busy();
      if (share.held >= publicLimit()) makeRoom(share.lanes.values(), lane);
    }
    if (running + waiting >= capacity()) makeRoom(shares.values(), share);
    shares.set(share.key, share);
    share.lanes.set(lane.key, lane);
    lane.waiting.push({ task: { name, input }, budgetMs, share, lane, done, fail });
    lane.held++;
    share.held++;
    waiting++;
    pump();
  });
  if ('error' in reply) throw fromWire(reply.error);
  return reply.ok as JobOutput<K>;
}

/**
 * A bound is reached: among `turns` (shares, or the public share's addresses), the one holding the most jobs gives
 * up its newest waiting job, answered 503, when it holds at least two more than `mine`; otherwise `mine` is the one
 * over its part, and is refused.
 */
function makeRoom(turns: Iterable<Share | Lane>, mine: Turn): void {
  let hog: Share | Lane | undefined;
  for (const t of turns) if (t !== mine && waitingIn(t).length && (!hog || t.held > hog.held)) hog = t;
  if (!hog || hog.held < mine.held + 2) throw busy();
  let queue = waitingIn(hog);
  if ('lanes' in hog)
    for (const lane of hog.lanes.values()) if (lane.waiting.length > queue.length) queue = lane.waiting;
  const dropped = queue.pop()!;
  waiting--;
  release(dropped);
  dropped.fail(busy());
}

/** A share's or a lane's waiting jobs (a share's: its longest lane's). */
function waitingIn(t: Share | Lane): Job[] {
  if (!('lanes' in t)) return t.waiting;
  let longest: Job[] = [];
  for (const lane of t.lanes.values()) if (lane.waiting.length > longest.length) longest = lane.waiting;
  return longest;
}

/** A job no longer held (dropped while waiting, or finished): a lane or share holding nothing leaves the turns. */
function release(job: Job): void {
  const { share, lane } = job;
  if (!--lane.held) share.lanes.delete(lane.key);
  if (!--share.held) shares.delete(share.key);
}

/** The least recently served of `turns` that `can` serve now. */
function nextOf<T extends Turn>(turns: Iterable<T>, can: (t: T) => boolean): T | undefined {
  let next: T | undefined;
  for (const t of turns) if (can(t) && (!next || t.servedAt < next.servedAt)) next = t;
  return next;
}

/** Hands waiting jobs to free threads: the least recently served share first (within the public share, address). */
function pump(): void {
  while (running < settings.threads) {
    const share = nextOf(
      shares.values(),
      (s) => waitingIn(s).length > 0 && !(s.public && s.running >= publicThreads()),
    );
    if (!share) return;
    const lane = nextOf(share.lanes.values(), (l) => l.waiting.length > 0)!;
    const job = lane.waiting.shift()!;
    share.servedAt = lane.servedAt = ++served;
    waiting--;
    share.running++;
    running++;
    start(job);
  }
}

function start(job: Job): void {
  const abort = new AbortController();
  // The budget is the work's on its input: it starts when the worker has loaded the job's engine (jobs.ts) and
  // writes that instant into `begun` (shared memory: no message each job). The loading (a new thread, a module
  // graph) is the same for every input and has a bound of its own. The timer checks `begun` as it fires.
  const begun = new BigInt64Array(new SharedArrayBuffer(8));
  const handed = Date.now();
  let working = false;
  const check = () => {
    const at = Number(Atomics.load(begun, 0));
    working = at > 0;
    const left = working ? at + job.budgetMs - Date.now() : Math.min(job.budgetMs, handed + LOAD_BOUND_MS - Date.now());
    if (left > 0) timer = setTimeout(check, left);
    else abort.abort();
  };
  let timer = setTimeout(check, Math.min(job.budgetMs, LOAD_BOUND_MS));
  const limit = job.budgetMs >= 1000 ? `${Math.round(job.budgetMs / 1000)} s` : `${job.budgetMs} ms`;
  thePool()
    .run({ ...job.task, begun }, { signal: abort.signal })
    .then(
      (reply) => job.done(reply as WorkerReply),
      (e: unknown) => {
        if (abort.signal.aborted) return job.fail(working ? new WorkLimitError('time', limit) : busy());
        const err = e as { code?: string };
        job.fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkLimitError('memory', `${settings.heapMb} MB`) : e);
      },
    )
    .finally(() => {
      clearTimeout(timer);
      job.share.running--;
      running--;
      release(job);
      pump();
    });
}

function busy(): ApiError {
  return new ApiError(
    'server_busy',
    `the server is busy with other heavy work; retry in ${BUSY_RETRY_AFTER_S} seconds`,
    undefined,
    { 'retry-after': String(BUSY_RETRY_AFTER_S) },
  );
}

/** Starts a worker and loads the engines in it, so the first heavy request does not pay for it. */
export async function warmWork(): Promise<void> {
  await runJob('warm', undefined as never, 'installation');
}

/** Stops the pool's workers (shutdown, reconfiguration): waiting jobs are answered busy; the next job starts a fresh pool. */
export async function stopWork(): Promise<void> {
  for (const share of [...shares.values()]) {
    for (const lane of [...share.lanes.values()]) {
      for (const job of lane.waiting.splice(0)) {
        waiting--;
        release(job);
        job.fail(busy());
      }
    }
  }
  const p = pool;
  pool = null;
  if (p) await p.destroy();
}
