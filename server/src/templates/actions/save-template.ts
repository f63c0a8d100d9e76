// Saves a live document as a template: the body fixed now, recipient slots kept with the fields bound to them,
// addresses and access codes stripped.
import { documentRecipients, loadDocument } from '../../documents/index.js';
import type { TemplateCreate } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { insertTemplate } from '../repository.js';
import type { TemplatesTable } from '../tables.js';

export async function saveTemplate(s: Services, ctx: ActionContext, input: TemplateCreate): Promise<TemplatesTable> {
  const doc = await loadDocument(s, ctx.workspaceId, input.documentId).catch(() => null);
  if (!doc || doc.deleted_at) throw errors.notFound('document');
  const recipients = await documentRecipients(s.db.kysely, doc.id);
  const suffix = ' template';
  const name = input.name ?? `${doc.title.slice(0, 200 - suffix.length)}${suffix}`;
  const now = monotonicIso();
  const row: TemplatesTable = {
    id: newId('tpl'),
    workspace_id: ctx.workspaceId,
    name,
    description: input.description || null,
    kind: doc.kind,
    page_count: Number(doc.page_count),
    content: doc.content,
    // Slots keep the recipient ids the body's fields point at; addresses and access codes are not copied.
    recipients: JSON.stringify(
      recipients.map((r) => ({
        id: r.id,
        name: r.name ?? `Recipient ${r.position + 1}`,
        role: r.role,
        routingOrder: r.routing_order,
      })),
    ),
    source_blob_id: doc.source_blob_id,
    use_count: 0,
    created_at: now,
    updated_at: now,
  };
  await s.events.transaction(ctx, async ({ trx, emit }) => {
    await insertTemplate(trx, row);
    await emit({
      type: 'template.created',
      description: `Saved "${doc.title}" as template "${name}"`,
      documentId: doc.id,
      metadata: { templateId: row.id },
    });
  });
  return row;
}
