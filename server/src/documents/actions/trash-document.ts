// Moves a document to the trash (idempotent); one out for signature is refused.
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadDocument, refuseIfLocked, subjectOf } from '../index.js';
import { updateDocument } from '../repository.js';

export async function trashDocument(s: Services, ctx: ActionContext, input: { id: string }): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, input.id, tx.trx);
    refuseIfLocked(doc, 'void the envelope first');
    if (doc.deleted_at) return; // already in the trash: idempotent
    await updateDocument(tx.trx, doc.id, { deleted_at: monotonicIso() });
    await tx.emit({
      type: 'document.deleted',
      description: `Moved "${doc.title}" to the trash`,
      subject: subjectOf(doc),
    });
  });
}
