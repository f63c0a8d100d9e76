// Saves the document as it is now as a named version.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadDocument, refuseIfTrashed, subjectOf } from '../index.js';
import { snapshot } from '../repository.js';
import type { DocumentVersionsTable } from '../tables.js';

export async function saveVersion(
  s: Services,
  ctx: ActionContext,
  input: { id: string; label?: string },
): Promise<DocumentVersionsTable> {
  return s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, input.id, tx.trx);
    refuseIfTrashed(doc);
    const label = input.label ?? `Saved by ${ctx.actor.label}`;
    const saved = await snapshot(tx.trx, doc, { label, automatic: false, createdBy: ctx.actor.label });
    await tx.emit({
      type: 'document.version_created',
      description: `Saved version "${label}" of "${doc.title}"`,
      subject: subjectOf(doc),
      metadata: { versionId: saved.id },
    });
    return saved;
  });
}
