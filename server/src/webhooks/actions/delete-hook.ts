// Deletes an endpoint (its deliveries go with it); deleting one that is not there changes nothing.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { deleteHook as removeHook } from '../repository.js';

export async function deleteHook(s: Services, ctx: ActionContext, input: { id: string }): Promise<void> {
  await s.events.transaction(ctx, async ({ trx, emit }) => {
    const gone = await removeHook(trx, ctx.workspaceId, input.id);
    if (gone) await emit({ type: 'webhook.deleted', description: `Webhook endpoint ${gone.url} deleted`, metadata: { endpointId: gone.id, url: gone.url } });
  });
}
