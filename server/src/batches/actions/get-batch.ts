// GET /batches/{id}: the batch with its counts now.
import type { Batch } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadBatch, presentBatch } from '../index.js';

export async function getBatch(s: Services, ctx: ActionContext, id: string): Promise<Batch> {
  return presentBatch(s, await loadBatch(s, ctx.workspaceId, id));
}
