// Deletes an endpoint (its deliveries go with it), for a key that may read all it carries (webhooks/scopes.ts);
// deleting one that is not there changes nothing.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { checkCharge } from '../index.js';
import { findHook, deleteHook as removeHook } from '../repository.js';

export async function deleteHook(s: Services, ctx: ActionContext, input: { id: string }): Promise<void> {
  await s.events.transaction(ctx, async ({ trx, emit }) => {
    const hook = await findHook(trx, ctx.workspaceId, input.id);
    if (!hook) return;
    await checkCharge(trx, ctx, hook);
    const gone = await removeHook(trx, ctx.workspaceId, hook.id);
    if (gone)
      await emit({
        type: 'webhook.deleted',
        description: `Webhook endpoint ${gone.url} deleted`,
        metadata: { endpointId: gone.id, url: gone.url },
      });
  });
}
