// PATCH /requests/{id}: title, description, due date, reminders, the two switches, and closing or reopening.
import type { FileRequestUpdate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { loadRequest } from '../index.js';
import * as repo from '../repository.js';
import type { FileRequestsTable } from '../tables.js';

export async function updateRequest(
  s: Services,
  ctx: ActionContext,
  { id, patch: input }: { id: string; patch: FileRequestUpdate },
): Promise<{ request: FileRequestsTable; counts: repo.Counts }> {
  const request = await s.events.transaction(ctx, async (tx) => {
    const current = await loadRequest(s, ctx.workspaceId, id, tx.trx);
    const now = monotonicIso();
    const patch: Partial<FileRequestsTable> = { updated_at: now };
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.dueAt !== undefined) patch.due_at = input.dueAt === null ? null : new Date(input.dueAt).toISOString();
    if (input.remindEveryDays !== undefined) patch.remind_every_days = input.remindEveryDays;
    if (input.requireEmail !== undefined) patch.require_email = input.requireEmail ? 1 : 0;
    if (input.notifyOnUpload !== undefined) patch.notify_on_upload = input.notifyOnUpload ? 1 : 0;
    if (input.openPage !== undefined) patch.open_page = input.openPage ? 1 : 0;
    let type: 'request.updated' | 'request.closed' | 'request.reopened' = 'request.updated';
    if (input.active === false && current.active) {
      Object.assign(patch, { active: 0, closed_at: now });
      type = 'request.closed';
    } else if (input.active === true && !current.active) {
      Object.assign(patch, { active: 1, closed_at: null });
      type = 'request.reopened';
    }
    const after = await repo.updateRequest(tx.trx, current.id, patch);
    const verb = { 'request.updated': 'Updated', 'request.closed': 'Closed', 'request.reopened': 'Reopened' }[type];
    await tx.emit({
      type,
      description: `${verb} the file request "${after.title}"`,
      metadata: { requestId: after.id, changed: Object.keys(input) },
    });
    return after;
  });
  const counts = (await repo.counts(s.db.kysely, [request.id])).get(request.id)!;
  return { request, counts };
}
