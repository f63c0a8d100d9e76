// What the viewer page (GET /v/{slug}) needs before any visit exists: the link by its slug (deleted ones too,
// so the page can say so), the title it shows, the card settings, and why it no longer opens, if it does not.
// The gates themselves are the public operations' business; this only decides between 404, 410 and the page.
import type { Services } from '../../services.js';
import type { ShareLinksTable } from '../tables.js';

/** The 410 codes a link's page can answer with, in the order they are checked. */
export type LinkClosedCode = 'link_deleted' | 'link_disabled' | 'room_deleted' | 'room_archived' | 'document_deleted' | 'link_expired' | 'link_view_limit';

export interface LinkPage {
  link: ShareLinksTable;
  /** `ogTitle`, else the document title or the room name (what the visit's `title` will say). */
  title: string;
  kind: 'document' | 'room';
  closed: LinkClosedCode | null;
}

interface Target {
  title: string;
  deleted: boolean;
  archived: boolean;
}

async function targetOf(s: Services, link: ShareLinksTable): Promise<Target | undefined> {
  const q = s.db.kysely;
  if (link.data_room_id) {
    const r = await q.selectFrom('data_rooms').select(['name', 'archived_at', 'deleted_at']).where('id', '=', link.data_room_id).executeTakeFirst();
    return r && { title: r.name, deleted: r.deleted_at !== null, archived: r.archived_at !== null };
  }
  const d = await q.selectFrom('documents').select(['title', 'deleted_at']).where('id', '=', link.document_id!).executeTakeFirst();
  return d && { title: d.title, deleted: d.deleted_at !== null, archived: false };
}

/** The link whose slug this is, or null when none has it. */
export async function openLinkPage(s: Services, slug: string, now = new Date()): Promise<LinkPage | null> {
  const row = await s.db.kysely.selectFrom('share_links').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const link: ShareLinksTable = { ...row, view_count: Number(row.view_count), max_views: row.max_views === null ? null : Number(row.max_views) };
  const target = await targetOf(s, link);
  const kind = link.data_room_id ? 'room' : 'document';
  const title = link.og_title ?? target?.title ?? link.name;
  const closed: LinkClosedCode | null = link.deleted_at
    ? 'link_deleted'
    : !link.active
      ? 'link_disabled'
      : !target || target.deleted
        ? kind === 'room'
          ? 'room_deleted'
          : 'document_deleted'
        : target.archived
          ? 'room_archived'
          : link.expires_at && new Date(link.expires_at) <= now
            ? 'link_expired'
            : link.max_views !== null && link.view_count >= link.max_views
              ? 'link_view_limit'
              : null;
  return { link, title, kind, closed };
}
