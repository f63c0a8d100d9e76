// POST /requests/{id}/assignees/{assigneeId}/resend: the link mailed again now (not a reminder).
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { requestErrors } from '../errors.js';
import { loadRequest } from '../index.js';
import { mailLink } from '../notify.js';
import * as repo from '../repository.js';
import type { FileRequestAssigneesTable } from '../tables.js';

export async function resendAssignee(
  s: Services,
  ctx: ActionContext,
  { id, assigneeId }: { id: string; assigneeId: string },
): Promise<{ assignee: FileRequestAssigneesTable; delivered: boolean }> {
  const request = await loadRequest(s, ctx.workspaceId, id);
  const assignee = await repo.findAssignee(s.db.kysely, request.id, assigneeId);
  if (!assignee || assignee.removed_at) throw requestErrors.assigneeNotFound();
  const result = await mailLink(s, request, await repo.items(s.db.kysely, request.id), assignee, 'invitation');
  await s.events.transaction(ctx, (tx) =>
    tx.emit({
      type: 'request.link_resent',
      description: `Mailed ${assignee.email} their upload link for "${request.title}" again (${result.assignee.delivery})`,
      metadata: { requestId: request.id, assigneeId: assignee.id, delivery: result.assignee.delivery },
    }),
  );
  return result;
}
