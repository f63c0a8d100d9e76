// A page of an endpoint's deliveries, newest first, filtered by event and status.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadHook } from '../guards.js';
import { listDeliveries } from '../repository.js';

export interface DeliveriesQuery {
  id: string;
  limit?: number;
  cursor?: string;
  event?: string;
  status?: string;
  withPayload: boolean;
}

export async function listHookDeliveries(s: Services, ctx: ActionContext, input: DeliveriesQuery) {
  const hook = await loadHook(s.db.kysely, ctx.workspaceId, input.id);
  const list = s.cursors.list('hook-deliveries', ctx.workspaceId);
  const limit = input.limit ?? 50;
  const rows = await listDeliveries(s.db.kysely, {
    endpointId: hook.id,
    event: input.event,
    status: input.status,
    withPayload: input.withPayload,
    after: list.after(input.cursor),
    limit,
  });
  return list.page(rows, limit, (r) => [r.created_at, r.id]);
}
