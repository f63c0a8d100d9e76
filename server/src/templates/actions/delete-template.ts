// Deletes a template (404 when it is not there: not idempotent, as the spec says). Documents made from it keep
// their own copy of the body.
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { deleteTemplate as removeTemplate } from '../repository.js';

export async function deleteTemplate(s: Services, ctx: ActionContext, input: { id: string }): Promise<void> {
  await s.events.transaction(ctx, async ({ trx, emit }) => {
    const gone = await removeTemplate(trx, ctx.workspaceId, input.id);
    if (!gone) throw errors.notFound('template');
    await emit({
      type: 'template.deleted',
      description: `Deleted template "${gone.name}"`,
      metadata: { templateId: gone.id },
    });
  });
}
