// DELETE /requests/{id}: every link stops at once (410 request_deleted); the files received stay as documents.
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRequest } from '../index.js';
import * as repo from '../repository.js';

export async function deleteRequest(s: Services, ctx: ActionContext, id: string): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const current = await loadRequest(s, ctx.workspaceId, id, tx.trx);
    const now = monotonicIso();
    await repo.updateRequest(tx.trx, current.id, { deleted_at: now, updated_at: now });
    await tx.emit({
      type: 'request.deleted',
      description: `Deleted the file request "${current.title}"; its uploads stay as workspace documents`,
      metadata: { requestId: current.id },
    });
  });
}
