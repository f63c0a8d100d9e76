import type { LinkUpdate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { checkReferences, groupExists, refuseField } from '../checks.js';
import { linkSubject, loadLink } from '../index.js';
import { hashPassword } from '../password.js';
import { toLink } from '../present.js';
import { saveLinkChanges } from '../repository.js';
import { applySettings, checkCardUrls } from '../settings.js';
import type { ShareLinksTable } from '../tables.js';

/**
 * Changes any settings (omitted ones kept). Emits link.updated with the names that changed, and link.enabled or
 * link.disabled when `active` changes. A new password or new terms re-gate visitors (the epochs move on).
 */
export async function updateLink(
  s: Services,
  ctx: ActionContext,
  { id: linkId, patch: input }: { id: string; patch: LinkUpdate },
): Promise<ShareLinksTable> {
  const fixed = (['documentId', 'dataRoomId', 'groupId'] as const).filter(
    (k) => (input as Record<string, unknown>)[k] !== undefined,
  );
  if (fixed.length)
    throw errors.validation(
      fixed.map((k) => ({ field: `body.${k}`, message: 'cannot be changed after the link is created' })),
    );
  const passwordHash = input.password ? await hashPassword(input.password) : input.password === null ? null : undefined;
  return s.events.transaction(ctx, async (tx) => {
    const before = await loadLink(s, ctx.workspaceId, linkId, tx.trx);
    checkCardUrls(input);
    const { next, changed } = applySettings(before, input, passwordHash);
    if (next.group_id) {
      if (next.is_public) throw refuseField('body.isPublic', 'cannot be true on a viewer-group link');
      if (next.active && !before.active && !(await groupExists(tx.trx, next.group_id)))
        throw refuseField('body.active', 'cannot be switched back on: the viewer group of this link was deleted');
    }
    await checkReferences(tx.trx, ctx.workspaceId, next, input);
    const toggled = next.active !== before.active;
    if (!changed.length && !toggled) return before;
    next.updated_at = monotonicIso();
    await saveLinkChanges(tx.trx, next);
    const link = toLink(next, s.config.linkOrigin);
    const base = { subject: linkSubject(next), shareLinkId: next.id, documentId: next.document_id };
    if (changed.length)
      await tx.emit({
        ...base,
        type: 'link.updated',
        description: `Changed ${changed.join(', ')} of link "${next.name}"`,
        metadata: { changed },
        data: { link, changed },
      });
    if (toggled)
      await tx.emit({
        ...base,
        type: next.active ? 'link.enabled' : 'link.disabled',
        description: `Switched link "${next.name}" ${next.active ? 'on' : 'off'}`,
        data: { link },
      });
    return next;
  });
}
