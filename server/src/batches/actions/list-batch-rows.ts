// GET /batches/{id}/rows: the rows in order, keyset-paginated by row number.
import type { BatchRow } from '../../generated/api/types.gen.js';
import type { Page } from '../../platform/pagination.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadBatch } from '../index.js';
import { toRow } from '../present.js';
import * as repo from '../repository.js';

export async function listBatchRows(
  s: Services,
  ctx: ActionContext,
  input: { id: string; limit?: number; cursor?: string },
): Promise<Page<BatchRow>> {
  const b = await loadBatch(s, ctx.workspaceId, input.id);
  // One list per batch: a cursor of another batch's rows is refused like a forged one.
  const list = s.cursors.list(`batch_rows:${b.id}`, ctx.workspaceId);
  const limit = input.limit ?? 50;
  const rows = await repo.listRows(s.db.kysely, b.id, list.after(input.cursor), limit);
  const p = list.page(rows, limit, (r) => [Number(r.row)]);
  return { items: p.items.map(toRow), nextCursor: p.nextCursor };
}
