// GET /requests/{id} and GET /requests: one request with its parts, or every live request with its counts.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadRequest } from '../index.js';
import type { RequestParts } from '../present.js';
import * as repo from '../repository.js';
import type { FileRequestsTable } from '../tables.js';

export async function requestParts(s: Services, request: FileRequestsTable, q = s.db.kysely): Promise<RequestParts> {
  const [items, assignees, uploads] = await Promise.all([
    repo.items(q, request.id),
    repo.assignees(q, request.id),
    repo.uploads(q, request.id),
  ]);
  return { request, items, assignees, uploads };
}

export async function getRequest(s: Services, ctx: ActionContext, id: string): Promise<RequestParts> {
  return requestParts(s, await loadRequest(s, ctx.workspaceId, id));
}

export async function listRequests(
  s: Services,
  ctx: ActionContext,
): Promise<{ request: FileRequestsTable; counts: repo.Counts }[]> {
  const rows = await repo.listRequests(s.db.kysely, ctx.workspaceId);
  const counts = await repo.counts(
    s.db.kysely,
    rows.map((r) => r.id),
  );
  return rows.map((request) => ({ request, counts: counts.get(request.id)! }));
}
