// Gives an endpoint a new signing secret (returned once, in the answer), for a key that may read all it carries
// (the secret signs every event of it: webhooks/scopes.ts).
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { checkCharge, loadHook } from '../index.js';
import { updateHook } from '../repository.js';
import { newSecret } from '../sign.js';
import type { HooksTable } from '../tables.js';

export async function rotateHookSecret(s: Services, ctx: ActionContext, input: { id: string }): Promise<HooksTable> {
  return s.events.transaction(ctx, async ({ trx, emit }) => {
    const hook = await loadHook(trx, ctx.workspaceId, input.id);
    await checkCharge(trx, ctx, hook);
    const updated = await updateHook(trx, hook.id, { secret: newSecret(), updated_at: new Date().toISOString() });
    await emit({
      type: 'webhook.rotated',
      description: `Signing secret of webhook endpoint ${hook.url} rotated`,
      metadata: { endpointId: hook.id },
    });
    return updated;
  });
}
