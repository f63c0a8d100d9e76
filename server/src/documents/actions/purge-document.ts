// Deletes a trashed document for good; one that was ever sent for signature is kept as evidence.
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadDocument, subjectOf } from '../index.js';
import { purgeDocumentRow, removeFromSearch } from '../repository.js';

export async function purgeDocument(s: Services, ctx: ActionContext, input: { id: string }): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, input.id, tx.trx);
    if (!doc.deleted_at) throw errors.conflict('only a document in the trash can be purged; delete it first');
    if (doc.ever_sent)
      throw errors.conflict('a document that was sent for signature is kept as evidence and cannot be purged');
    await purgeDocumentRow(tx.trx, doc.id);
    await removeFromSearch(tx.trx, doc.id);
    await tx.emit({ type: 'document.purged', description: `Purged "${doc.title}"`, subject: subjectOf(doc) });
  });
}
