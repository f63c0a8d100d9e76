// The batch job: one per batch, claimed once across instances (jobs/queue.ts). It sends the rows in order for at
// most half its lease, then puts itself back, so its lease never runs out under it; a process that died leaves
// its job and rows to be taken up again when their claims run out, and sendRow makes each row's send happen once.
import { finishJob, rescheduleJob, type Job } from '../jobs/queue.js';
import { systemContext, type ActionContext } from '../platform/context.js';
import type { Services } from '../services.js';
import { stopBatch } from './actions/cancel-batch.js';
import { sendRow } from './actions/send-row.js';
import { toBatch } from './present.js';
import * as repo from './repository.js';
import type { CancelReason } from './tables.js';

export const BATCH_JOB = 'batches.send';

/**
 * Rows sent at once by this process, across all its batches: a bulk send shares the process with interactive
 * requests, so it takes a bounded share (bench/batches.mjs measures a single send's p99 while 1,000 rows go out).
 */
const ROW_SLOTS = 2;
/** How many job leases a row's claim lasts. */
const ROW_CLAIM_LEASES = 3;
let busy = 0;
const waiting: (() => void)[] = [];
async function withRowSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (busy >= ROW_SLOTS) await new Promise<void>((r) => waiting.push(r));
  else busy++;
  try {
    return await fn();
  } finally {
    // The slot passes straight to the next waiter (busy unchanged), or is freed.
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }
}

export const batchJobs = [{ kind: BATCH_JOB, run: (s: Services, job: Job) => runBatch(s, job) }];

export async function runBatch(s: Services, job: Job): Promise<void> {
  const q = s.db.kysely;
  const leaseMs = s.config.jobLeaseMs;
  const sliceEnds = Date.now() + leaseMs / 2;
  const batch = await repo.findBatchById(q, job.ref_id ?? '');
  if (!batch || batch.status === 'done') return finishJob(q, job);
  const ctx = JSON.parse(batch.actor) as ActionContext;
  await repo.markStarted(q, batch.id, new Date().toISOString());
  for (;;) {
    if (Date.now() > sliceEnds) {
      await rescheduleJob(q, job, new Date(), false);
      s.jobs.kick();
      return;
    }
    const step = await withRowSlot(async (): Promise<'sent' | 'none' | CancelReason> => {
      const now = new Date();
      // A row's claim outlasts the job's lease by far: only a row whose process died is taken up again.
      const row = await repo.claimNextRow(
        q,
        batch.id,
        now.toISOString(),
        new Date(now.getTime() + ROW_CLAIM_LEASES * leaseMs).toISOString(),
      );
      if (!row) return 'none';
      return (await sendRow(s, ctx, { batch, row })) ?? 'sent';
    });
    if (step === 'none') break;
    if (step !== 'sent') {
      // The key is not there to act any more: the batch is stopped by Dossier itself.
      await stopBatch(s, systemContext(batch.workspace_id), { id: batch.id, reason: step });
      return finishJob(q, job);
    }
  }
  // Another runner still holds a row: come back when its claim would have run out.
  if (await repo.claimedElsewhere(q, batch.id, new Date().toISOString()))
    return rescheduleJob(q, job, new Date(Date.now() + leaseMs), false);
  await s.events.transaction(ctx, async (tx) => {
    const now = new Date().toISOString();
    if (await repo.markDone(tx.trx, batch.id, now)) {
      const done = toBatch((await repo.findBatchById(tx.trx, batch.id))!, await repo.countsOf(tx.trx, batch.id));
      await tx.emit({
        type: 'batch.completed',
        description: `Bulk send finished: ${done.sent} of ${done.total} sent${done.failed ? `, ${done.failed} failed` : ''}`,
        metadata: {
          batchId: batch.id,
          templateId: batch.template_id,
          total: done.total,
          sent: done.sent,
          failed: done.failed,
        },
        data: { batch: done },
      });
    }
    await finishJob(tx.trx, job);
  });
}
