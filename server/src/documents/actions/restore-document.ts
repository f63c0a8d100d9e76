// Brings a document back from the trash, within the plan's ceiling of live documents.
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadDocument, subjectOf } from '../index.js';
import { refuseOverDocumentCeiling } from '../plans.js';
import { findRecipients, updateDocument } from '../repository.js';
import type { DocumentParts } from '../present.js';

export async function restoreDocument(s: Services, ctx: ActionContext, input: { id: string }): Promise<DocumentParts> {
  const row = await s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, input.id, tx.trx);
    if (!doc.deleted_at) throw errors.conflict('the document is not in the trash');
    await refuseOverDocumentCeiling(s, tx.trx, ctx.workspaceId);
    const after = await updateDocument(tx.trx, doc.id, { deleted_at: null, updated_at: monotonicIso() });
    await tx.emit({
      type: 'document.restored',
      description: `Restored "${doc.title}" from the trash`,
      subject: subjectOf(doc),
    });
    return after;
  });
  return { row, recipients: await findRecipients(s.db.kysely, row.id) };
}
