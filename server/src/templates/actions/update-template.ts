// Renames a template or changes its description; the body and recipient slots are fixed at save time.
import type { TemplateUpdate } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadTemplate } from '../index.js';
import { updateTemplate as writeTemplate } from '../repository.js';
import type { TemplatesTable } from '../tables.js';

export async function updateTemplate(
  s: Services,
  ctx: ActionContext,
  input: { id: string; patch: TemplateUpdate },
): Promise<TemplatesTable> {
  const t = await loadTemplate(s.db.kysely, ctx.workspaceId, input.id);
  const body = input.patch;
  const patch: Partial<TemplatesTable> = { updated_at: monotonicIso() };
  if (body.name !== undefined) patch.name = body.name;
  if (body.description !== undefined) patch.description = body.description || null;
  return s.events.transaction(ctx, async ({ trx, emit }) => {
    const updated = await writeTemplate(trx, t.id, patch);
    await emit({
      type: 'template.updated',
      description: `Changed template "${updated.name}"`,
      metadata: { templateId: t.id, changed: Object.keys(body) },
    });
    return updated;
  });
}
