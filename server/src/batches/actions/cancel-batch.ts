// POST /batches/{id}/cancel: rows not started are never sent; a row being sent finishes. 409 once it has ended.
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadBatch, presentBatch } from '../guards.js';
import * as repo from '../repository.js';

export async function cancelBatch(s: Services, ctx: ActionContext, id: string) {
  const b = await loadBatch(s, ctx.workspaceId, id);
  const cancelled = await s.db.kysely.transaction().execute((trx) => repo.markCancelled(trx, b.id, new Date().toISOString()));
  if (!cancelled) {
    const now = await loadBatch(s, ctx.workspaceId, id);
    throw errors.conflict(`the batch has ended (status ${now.status}); nothing is left to cancel`, { status: now.status });
  }
  return presentBatch(s, await loadBatch(s, ctx.workspaceId, id));
}
