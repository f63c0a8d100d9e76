import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import type { Services } from '../../services.js';
import { linkSubject, loadLink } from '../index.js';
import { toDeletedLink } from '../present.js';
import { markLinkDeleted } from '../repository.js';

/** The link stops answering at once; its visits are kept. Emits link.deleted. */
export async function deleteLink(s: Services, ctx: ActionContext, linkId: string): Promise<void> {
  await s.events.transaction(ctx, async (tx) => {
    const link = await loadLink(s, ctx.workspaceId, linkId, tx.trx);
    const now = monotonicIso();
    await markLinkDeleted(tx.trx, link.id, now);
    await tx.emit({
      type: 'link.deleted',
      description: `Deleted link "${link.name}"`,
      subject: linkSubject(link),
      shareLinkId: link.id,
      documentId: link.document_id,
      data: { link: toDeletedLink(link) },
    });
  });
}
