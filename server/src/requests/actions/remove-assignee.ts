// DELETE /requests/{id}/assignees/{assigneeId}: their link stops at once (410 assignee_removed), no more reminders;
// their files stay (assigneeId null on those uploads). Idempotent: 404 only for a request that does not exist.
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRequest } from '../index.js';
import * as repo from '../repository.js';

export async function removeAssignee(
  s: Services,
  ctx: ActionContext,
  { id, assigneeId }: { id: string; assigneeId: string },
): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const request = await loadRequest(s, ctx.workspaceId, id, tx.trx);
    const assignee = await repo.findAssignee(tx.trx, request.id, assigneeId);
    if (!assignee || assignee.removed_at) return;
    await repo.updateAssignee(tx.trx, assignee.id, { removed_at: monotonicIso() });
    await repo.detachUploads(tx.trx, assignee.id);
    await tx.emit({
      type: 'request.assignee_removed',
      description: `Took ${assignee.email} off the file request "${request.title}"`,
      metadata: { requestId: request.id, assigneeId: assignee.id, email: assignee.email },
    });
  });
}
