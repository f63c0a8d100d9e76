// What other domains may use of links: load one (404 across workspaces), name it as an event subject, and
// switch a deleted viewer group's links off for good (rooms/).
import type { EventTx } from '../events/backbone.js';
import { monotonicIso } from '../platform/clock.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { toLink } from './present.js';
import * as repo from './repository.js';
import type { ShareLinksTable } from './tables.js';

type Q = Services['db']['kysely'];

export function linkSubject(l: Pick<ShareLinksTable, 'id' | 'name'>) {
  return { kind: 'link' as const, id: l.id, title: l.name };
}

/** The link, or 404 (also for another workspace's id and for a deleted link). */
export async function loadLink(
  s: Services,
  workspaceId: string,
  id: string,
  q: Q = s.db.kysely,
): Promise<ShareLinksTable> {
  const link = await repo.findLink(q, workspaceId, id);
  if (!link) throw errors.notFound('link');
  return link;
}

/** Switches off every live link of a group (each emitting link.disabled); answers how many were on. */
export async function disableGroupLinks(s: Services, tx: EventTx, groupId: string, why: string): Promise<number> {
  const links = await repo.liveLinksOfGroup(tx.trx, groupId);
  const now = monotonicIso();
  for (const l of links) {
    const after = { ...l, active: 0, updated_at: now };
    await repo.switchOff(tx.trx, l.id, now);
    await tx.emit({
      type: 'link.disabled',
      description: `Link "${l.name}" switched off: ${why}`,
      subject: linkSubject(l),
      shareLinkId: l.id,
      documentId: l.document_id,
      data: { link: toLink(after, s.config.linkOrigin) },
    });
  }
  return links.length;
}

/** 409 while a live link is pinned to the version, listing those links as `details.links: [{ id, name }]`. */
export async function refuseIfVersionPinned(q: Q, versionId: string): Promise<void> {
  const links = await repo.linksPinnedTo(q, versionId);
  if (links.length)
    throw errors.conflict(`${links.length} share link(s) are pinned to this version; unpin or delete them first`, {
      links,
    });
}

/** A link as the API shows it, its password checked and its watermark resolved: what the viewer (visits/) needs. */
export { normaliseLinkRow } from './repository.js';
export { toLink } from './present.js';
export { verifyPassword } from './password.js';
export { resolveWatermark } from './settings.js';
