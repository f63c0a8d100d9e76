// Deletes one version of a document's history.
import { refuseIfVersionPinned } from '../../links/index.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadDocument, subjectOf } from '../index.js';
import { deleteVersionRow, findVersion } from '../repository.js';

export async function deleteVersion(
  s: Services,
  ctx: ActionContext,
  input: { id: string; versionId: string },
): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, input.id, tx.trx);
    const v = await findVersion(tx.trx, doc.id, input.versionId);
    if (!v) throw errors.notFound('version');
    // A version pinned by a live share link is refused (409 with details.links).
    await refuseIfVersionPinned(tx.trx, v.id);
    await deleteVersionRow(tx.trx, v.id);
    await tx.emit({
      type: 'document.version_deleted',
      description: `Deleted version ${v.label ? `"${v.label}"` : v.id} of "${doc.title}"`,
      subject: subjectOf(doc),
      metadata: { versionId: v.id },
    });
  });
}
