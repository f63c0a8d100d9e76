// GET /views: visits newest first, every filter, keyset pages.
import type { ActionContext } from '../../platform/context.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import type { LinkVisitsTable } from '../../links/tables.js';
import { listVisits } from '../repository.js';
import { visitFilter } from '../visit-filter.js';

export interface ListViewsInput {
  documentId?: string;
  dataRoomId?: string;
  shareLinkId?: string;
  email?: string;
  since?: string;
  includeUnopened?: boolean;
  limit?: number;
  cursor?: string;
}

export async function listViews(s: Services, ctx: ActionContext, q: ListViewsInput): Promise<Page<LinkVisitsTable>> {
  const list = s.cursors.list('views', ctx.workspaceId);
  const limit = q.limit ?? 50;
  const rows = await listVisits(
    s.db.kysely,
    ctx.workspaceId,
    { ...visitFilter(q), includeUnopened: q.includeUnopened },
    list.after(q.cursor),
    limit,
  );
  return list.page(rows, limit, (r) => [r.started_at, r.id]);
}
