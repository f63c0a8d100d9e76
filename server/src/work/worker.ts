// A pool worker: runs one job of the catalogue per task. Failures come back as data (see errors.ts) so the main
// thread rethrows the same error class.
import { setPriority } from 'node:os';
import { toWire, type WireError } from './errors.js';
import { jobs, type JobName } from './jobs.js';

// Below the main thread's priority: on Linux the nice value is per thread, so when the cores are all busy the
// event loop (which answers everyone's light requests) is served first and heavy work takes what is left.
try {
  setPriority(10);
} catch {
  // not permitted here: the workers keep the process's priority
}

export type WorkerReply = { ok: unknown } | { error: WireError };

/**
 * Runs `task`: loads its engine, writes into `begun` when the work itself starts (its time budget counts from
 * there), then does it.
 */
export default async function run(task: { name: JobName; input: unknown; begun: BigInt64Array }): Promise<WorkerReply> {
  try {
    const work = (await jobs[task.name]()) as (input: unknown) => unknown;
    Atomics.store(task.begun, 0, BigInt(Date.now()));
    return { ok: await work(task.input) };
  } catch (e) {
    return { error: toWire(e) };
  }
}
