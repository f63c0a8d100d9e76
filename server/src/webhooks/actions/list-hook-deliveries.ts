// A page of an endpoint's deliveries, newest first, filtered by event and status; with their bodies on request, for
// the events the reading key may read (webhooks/scopes.ts).
import type { ActionContext } from '../../platform/context.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import type { ListedDelivery } from '../present.js';
import { loadHook } from '../index.js';
import { listDeliveries } from '../repository.js';
import { missingScope } from '../scopes.js';

export interface DeliveriesQuery {
  id: string;
  limit?: number;
  cursor?: string;
  event?: string;
  status?: string;
  withPayload: boolean;
}

export async function listHookDeliveries(
  s: Services,
  ctx: ActionContext,
  input: DeliveriesQuery,
): Promise<Page<ListedDelivery>> {
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
  // The body of an event the reading key may not read is left out (the rest of the row stays).
  const scopes = ctx.actor.scopes;
  const shown = scopes
    ? rows.map((r) => ('payload' in r && missingScope(r.event, scopes) ? { ...r, payload: undefined } : r))
    : rows;
  return list.page(shown, limit, (r) => [r.created_at, r.id]);
}
