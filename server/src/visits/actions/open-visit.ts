// Opening a visit once its last gate cleared: the view counted atomically against the cap (of visitors racing
// for the last view exactly one opens; the others get 410 link_view_limit and nothing of their call is kept),
// openedAt set, link.viewed emitted, and the owner mailed when the link has notifyOnView.
import type { EventTx } from '../../events/backbone.js';
import { linkSubject, toLink } from '../../links/index.js';
import type { LinkVisitsTable } from '../../links/tables.js';
import { MailUnavailableError } from '../../mail/mailer.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { mailDate, mailLocale, mailWords } from '../../platform/i18n/mail.js';
import type { Services } from '../../services.js';
import { visitErrors } from '../errors.js';
import { toView } from '../present.js';
import * as repo from '../repository.js';
import type { LinkState } from '../repository.js';

/** Inside the caller's transaction: counts the view and opens the visit (already opened: nothing to do). */
export async function openInTx(
  s: Services,
  tx: EventTx,
  { link, visit }: { link: LinkState; visit: LinkVisitsTable },
): Promise<LinkVisitsTable> {
  if (visit.opened_at) return visit;
  const now = monotonicIso();
  // The visit is claimed first: of two calls of one visit clearing its last gate at once, only one counts a view.
  if (!(await repo.claimOpening(tx.trx, visit.id, now)))
    return { ...visit, ...(await repo.findVisit(tx.trx, visit.id)) };
  if (!(await repo.countView(tx.trx, link.id))) throw visitErrors.viewLimit();
  const opened: LinkVisitsTable = { ...visit, opened_at: now, last_opened_at: now, last_seen_at: now, opens: 1 };
  const viewCount = await repo.viewCountOf(tx.trx, link.id);
  const who = visit.viewer_email ?? 'An anonymous visitor';
  await tx.emit({
    type: 'link.viewed',
    description: `${who} opened link "${link.name}"`,
    subject: linkSubject(link),
    shareLinkId: link.id,
    documentId: link.document_id,
    metadata: { visitId: visit.id, dataRoomId: link.data_room_id },
    data: { link: toLink({ ...link, view_count: viewCount }, s.config.linkOrigin), view: toView(opened) },
  });
  return opened;
}

/** Opens a visit whose gates are all cleared, in its own transaction, then tells the owner. */
export async function openIfCleared(
  s: Services,
  ctx: ActionContext,
  { link, visit }: { link: LinkState; visit: LinkVisitsTable },
): Promise<LinkVisitsTable> {
  const opened = await s.events.transaction(ctx, (tx) => openInTx(s, tx, { link, visit }));
  await notifyOwner(s, link, opened);
  return opened;
}

/** The owner's note that someone opened the link (notifyOnView); a mail that cannot go never fails the visit. */
export async function notifyOwner(s: Services, link: LinkState, visit: LinkVisitsTable): Promise<void> {
  if (!link.notify_on_view) return;
  const to = await repo.ownerEmail(s.db.kysely, link.workspace_id);
  if (!to) return;
  // The owner reads the workspace's language.
  const locale = mailLocale(null, await repo.workspaceLocale(s.db.kysely, link.workspace_id));
  const t = mailWords(locale);
  const who = visit.viewer_email ?? t('viewed.someone');
  const where = [visit.city, visit.country].filter(Boolean).join(', ');
  const said = {
    who,
    link: link.name,
    kind: link.doc_title ? 'document' : 'room',
    target: link.doc_title ?? link.room_name ?? '',
    date: mailDate(locale, visit.opened_at ?? new Date()),
  };
  const count = link.max_views
    ? t('viewed.countOf', { count: Math.min(link.view_count + 1, link.max_views), max: link.max_views })
    : t('viewed.count', { count: link.view_count + 1 });
  const text = `${where ? t('viewed.bodyFrom', { ...said, place: where }) : t('viewed.body', said)}\n\n${count}\n`;
  try {
    await s.mailer.send({
      workspaceId: link.workspace_id,
      to,
      subject: t('viewed.subject', { who, link: link.name }),
      text,
      locale,
      kind: 'link.viewed',
      refId: visit.id,
    });
  } catch (e) {
    if (!(e instanceof MailUnavailableError)) throw e;
  }
}
