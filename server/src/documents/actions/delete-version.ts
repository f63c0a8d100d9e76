// Deletes one version of a document's history.
import { refuseIfVersionPinned } from '../../links/guards.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadDocument, subjectOf } from '../guards.js';

export async function deleteVersion(s: Services, ctx: ActionContext, input: { id: string; versionId: string }): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, input.id, tx.trx);
    const v = await tx.trx.selectFrom('document_versions').select(['id', 'label']).where('id', '=', input.versionId).where('document_id', '=', doc.id).executeTakeFirst();
    if (!v) throw errors.notFound('version');
    // A version pinned by a live share link is refused (409 with details.links).
    await refuseIfVersionPinned(tx.trx, v.id);
    await tx.trx.deleteFrom('document_versions').where('id', '=', v.id).execute();
    await tx.emit({ type: 'document.version_deleted', description: `Deleted version ${v.label ? `"${v.label}"` : v.id} of "${doc.title}"`, subject: subjectOf(doc), metadata: { versionId: v.id } });
  });
}
