// GET /visitors: addresses over their counted visits, most recently seen first.
import type { Visitor } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import { toVisitor } from '../present.js';
import { documentsRead, listVisitors as listVisitorRows } from '../repository.js';
import { visitFilter } from '../visit-filter.js';
import type { ListViewsInput } from './list-views.js';

export async function listVisitors(s: Services, ctx: ActionContext, q: ListViewsInput): Promise<Page<Visitor>> {
  const list = s.cursors.list('visitors', ctx.workspaceId);
  const limit = q.limit ?? 50;
  const f = visitFilter(q);
  const rows = await listVisitorRows(s.db.kysely, ctx.workspaceId, f, list.after(q.cursor), limit);
  const p = list.page(rows, limit, (r) => [r.last_seen_at, r.email]);
  const docs = await documentsRead(
    s.db.kysely,
    ctx.workspaceId,
    f,
    p.items.map((r) => r.email),
  );
  return { items: p.items.map((r) => toVisitor(r, docs.get(r.email) ?? 0)), nextCursor: p.nextCursor };
}
