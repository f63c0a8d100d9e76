// A pool worker: runs one job of the catalogue per task. Failures come back as data (see errors.ts) so the main
// thread rethrows the same error class.
import { toWire, type WireError } from './errors.js';
import { jobs, type JobName } from './jobs.js';

export type WorkerReply = { ok: unknown } | { error: WireError };

export default async function run(task: { name: JobName; input: unknown }): Promise<WorkerReply> {
  try {
    return { ok: await (jobs[task.name] as (input: unknown) => Promise<unknown>)(task.input) };
  } catch (e) {
    return { error: toWire(e) };
  }
}
