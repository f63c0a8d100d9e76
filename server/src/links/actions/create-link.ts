import { loadDocumentTitle } from '../../documents/index.js';
import type { LinkCreate } from '../../generated/api/types.gen.js';
import { refuseOverCeiling } from '../../plans/ceiling.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { randomText } from '../../platform/random.js';
import { loadRoom } from '../../rooms/index.js';
import type { Services } from '../../services.js';
import { checkGroup, checkReferences, refuseField } from '../checks.js';
import { linkSubject } from '../index.js';
import { hashPassword } from '../password.js';
import { toLink } from '../present.js';
import { countLiveLinks, insertLink } from '../repository.js';
import { applySettings, checkCardUrls, defaultColumns } from '../settings.js';
import type { ShareLinksTable } from '../tables.js';

/** 128 random bits, base64url: unguessable, and short enough to read aloud in a pinch. */
function newSlug(): string {
  return randomText(16, 'base64url');
}

/** Publishes a link to one document or one room (optionally one of its viewer groups). Emits link.created. */
export async function createLink(s: Services, ctx: ActionContext, input: LinkCreate): Promise<ShareLinksTable> {
  if (input.documentId !== undefined && input.dataRoomId !== undefined)
    throw errors.validation([{ field: 'body.dataRoomId', message: 'send exactly one of documentId and dataRoomId' }]);
  if (input.documentId === undefined && input.dataRoomId === undefined)
    throw errors.validation([{ field: 'body.documentId', message: 'send exactly one of documentId and dataRoomId' }]);
  if (input.groupId !== undefined && input.documentId !== undefined)
    throw errors.validation([{ field: 'body.groupId', message: 'is only for room links (dataRoomId)' }]);
  const passwordHash = input.password ? await hashPassword(input.password) : input.password === null ? null : undefined;
  return s.events.transaction(ctx, async (tx) => {
    const ws = ctx.workspaceId;
    let title: string;
    if (input.documentId !== undefined) {
      const doc = await loadDocumentTitle(s, ws, input.documentId, tx.trx);
      if (doc.deleted_at) throw errors.notFound('document');
      title = doc.title;
    } else {
      const room = await loadRoom(s, ws, input.dataRoomId!, tx.trx);
      title = room.name;
      if (input.groupId !== undefined) {
        await checkGroup(tx.trx, room.id, input.groupId);
        if (input.isPublic) throw refuseField('body.isPublic', 'cannot be true on a viewer-group link');
      }
    }
    checkCardUrls(input);
    const now = monotonicIso();
    const base: ShareLinksTable = {
      ...defaultColumns(),
      id: newId('lnk'),
      workspace_id: ws,
      slug: newSlug(),
      document_id: input.documentId ?? null,
      data_room_id: input.dataRoomId ?? null,
      group_id: input.groupId ?? null,
      created_at: now,
      updated_at: now,
    };
    const { next } = applySettings(base, input, passwordHash);
    next.password_epoch = passwordHash ? 1 : 0;
    next.terms_epoch = next.require_nda ? 1 : 0;
    await checkReferences(tx.trx, ws, next, input);
    await refuseOverCeiling(s, tx.trx, ws, 'links', (trx) => countLiveLinks(trx, ws));
    await insertLink(tx.trx, next);
    await tx.emit({
      type: 'link.created',
      description: `Published link "${next.name}" to ${next.document_id ? 'document' : 'data room'} "${title}"`,
      subject: linkSubject(next),
      shareLinkId: next.id,
      documentId: next.document_id,
      data: { link: toLink(next, s.config.linkOrigin) },
    });
    return next;
  });
}
