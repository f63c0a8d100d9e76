// POST /batches/{id}/cancel: rows not started are never sent; a row being sent finishes. 409 once it has ended.
// The batch job stops a batch the same way when its key can no longer send (jobs.ts). Either emits batch.cancelled.
import type { Batch } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadBatch, presentBatch } from '../index.js';
import { toBatch } from '../present.js';
import * as repo from '../repository.js';
import type { CancelReason } from '../tables.js';

const WHY: Record<CancelReason, string> = {
  requested: 'cancelled',
  key_revoked: 'stopped: its API key was revoked',
  key_expired: 'stopped: its API key expired',
  key_scope_removed: 'stopped: its API key no longer holds envelopes:write',
};

/** queued|sending → cancelled for this reason, with batch.cancelled in the same transaction; false when it had already ended. */
export async function stopBatch(
  s: Services,
  ctx: ActionContext,
  { id: batchId, reason }: { id: string; reason: CancelReason },
): Promise<boolean> {
  return s.events.transaction(ctx, async (tx) => {
    if (!(await repo.markCancelled(tx.trx, batchId, new Date().toISOString(), reason))) return false;
    const b = toBatch((await repo.findBatchById(tx.trx, batchId))!, await repo.countsOf(tx.trx, batchId));
    await tx.emit({
      type: 'batch.cancelled',
      description: `Bulk send ${WHY[reason]}: ${b.sent} of ${b.total} sent, ${b.cancelled} not sent`,
      metadata: {
        batchId,
        templateId: b.templateId,
        reason,
        total: b.total,
        sent: b.sent,
        failed: b.failed,
        cancelled: b.cancelled,
      },
      data: { batch: b },
    });
    return true;
  });
}

export async function cancelBatch(s: Services, ctx: ActionContext, id: string): Promise<Batch> {
  const b = await loadBatch(s, ctx.workspaceId, id);
  if (!(await stopBatch(s, ctx, { id: b.id, reason: 'requested' }))) {
    const now = await loadBatch(s, ctx.workspaceId, id);
    throw errors.conflict(`the batch has ended (status ${now.status}); nothing is left to cancel`, {
      status: now.status,
    });
  }
  return presentBatch(s, await loadBatch(s, ctx.workspaceId, id));
}
