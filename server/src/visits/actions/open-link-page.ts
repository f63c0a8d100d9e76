// What the viewer page (GET /v/{slug}) needs before any visit exists: the link by its slug (a deleted one too,
// so the page can say so), the title a visit will show, and why it no longer opens, if it does not, by the same
// rule every visit call applies (refuseIfClosed). The gates are the public operations' business.
import { ApiError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { refuseIfClosed } from '../index.js';
import { linkTitle } from '../present.js';
import { findLinkState, type LinkState } from '../repository.js';

/** The 410 codes a link's page can answer with. */
export type LinkClosedCode =
  | 'link_deleted'
  | 'link_disabled'
  | 'link_expired'
  | 'room_deleted'
  | 'room_archived'
  | 'document_deleted'
  | 'link_view_limit';

export interface LinkPage {
  link: LinkState;
  title: string;
  kind: 'document' | 'room';
  closed: LinkClosedCode | null;
}

/** The link whose slug this is, or null when none has it. */
export async function openLinkPage(s: Services, slug: string): Promise<LinkPage | null> {
  const link = await findLinkState(s.db.kysely, { slug });
  if (!link) return null;
  let closed: LinkClosedCode | null = null;
  try {
    // As for a visit that has not opened: the page cannot know this browser's visit, so a reached cap closes it.
    refuseIfClosed(link, false);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 410) throw e;
    closed = e.code as LinkClosedCode;
  }
  return { link, title: linkTitle(link), kind: link.data_room_id ? 'room' : 'document', closed };
}
