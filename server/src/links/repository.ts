// Share links in the database.
import { sql, type Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import { defaultColumns } from './settings.js';
import { keysetPage, type CursorKey } from '../platform/pagination.js';
import type { ShareLinksTable } from './tables.js';

type Q = Kysely<Database>;

/** Every column of a share_links row (a new link sets them all). */
const LINK_COLUMNS = [
  ...Object.keys(defaultColumns()),
  ...(['id', 'workspace_id', 'slug', 'document_id', 'data_room_id', 'group_id', 'created_at', 'updated_at'] as const),
] as (keyof ShareLinksTable)[];
// Every create runs it: compiled once (the query builder cost more than the insert).
const insertRow = compiled((db, p) =>
  db
    .insertInto('share_links')
    .values(Object.fromEntries(LINK_COLUMNS.map((c) => [c, p(c)])) as unknown as ShareLinksTable),
);

/** Inserts a new link's row (every column set). */
export async function insertLink(q: Q, row: ShareLinksTable): Promise<void> {
  await insertRow.execute(q, row as unknown as Record<string, unknown>);
}

/** A link's row with its counters as numbers (PostgreSQL answers a bigint as a string); the visits' guard reads
 * the same columns joined to its visit. */
export function normaliseLinkRow<L extends ShareLinksTable>(l: L): L {
  return {
    ...l,
    view_count: Number(l.view_count),
    max_views: l.max_views === null ? null : Number(l.max_views),
    password_epoch: Number(l.password_epoch),
    terms_epoch: Number(l.terms_epoch),
  };
}

/** A link of this workspace that was not deleted. */
export async function findLink(q: Q, workspaceId: string, id: string): Promise<ShareLinksTable | undefined> {
  const row = await q
    .selectFrom('share_links')
    .selectAll()
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && normaliseLinkRow(row);
}

export interface ListFilter {
  workspaceId: string;
  documentId?: string;
  dataRoomId?: string;
  active?: boolean;
  /** The key (created_at, id) of the last row served. */
  after: CursorKey | null;
  limit: number;
}

/** Newest first (by creation). `active` is whether the link still answers, worked out here from its state. */
export async function listLinks(q: Q, f: ListFilter): Promise<ShareLinksTable[]> {
  let query = q
    .selectFrom('share_links as l')
    .leftJoin('data_rooms as r', 'r.id', 'l.data_room_id')
    .selectAll('l')
    .where('l.workspace_id', '=', f.workspaceId)
    .where('l.deleted_at', 'is', null);
  if (f.documentId !== undefined) query = query.where('l.document_id', '=', f.documentId);
  if (f.dataRoomId !== undefined) query = query.where('l.data_room_id', '=', f.dataRoomId);
  if (f.active !== undefined) {
    const now = new Date().toISOString();
    const answering = sql<boolean>`(l.active = 1 and (l.expires_at is null or l.expires_at > ${now}) and (l.max_views is null or l.view_count < l.max_views) and (l.data_room_id is null or (r.archived_at is null and r.deleted_at is null)))`;
    query = f.active ? query.where(answering) : query.where(sql<boolean>`not ${answering}`);
  }
  const rows = await keysetPage(query, { columns: ['l.created_at', 'l.id'], after: f.after, limit: f.limit }).execute();
  return rows.map((l) => normaliseLinkRow(l));
}

export async function countLiveLinks(q: Q, workspaceId: string): Promise<number> {
  const row = await q
    .selectFrom('share_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes every column a PATCH may change (not the id, workspace, slug or creation time). */
export async function saveLinkChanges(q: Q, row: ShareLinksTable): Promise<void> {
  const { id, workspace_id: _w, slug: _s, created_at: _c, ...columns } = row;
  await q.updateTable('share_links').set(columns).where('id', '=', id).execute();
}

export async function markLinkDeleted(q: Q, id: string, at: string): Promise<void> {
  await q.updateTable('share_links').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
}

/** A viewer group's links that are live (not deleted, switched on). */
export function liveLinksOfGroup(q: Q, groupId: string): Promise<ShareLinksTable[]> {
  return q
    .selectFrom('share_links')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('deleted_at', 'is', null)
    .where('active', '=', 1)
    .execute();
}

export async function switchOff(q: Q, id: string, at: string): Promise<void> {
  await q.updateTable('share_links').set({ active: 0, updated_at: at }).where('id', '=', id).execute();
}

/** The links (not deleted) pinned to a version, oldest first. */
export function linksPinnedTo(q: Q, versionId: string): Promise<{ id: string; name: string }[]> {
  return q
    .selectFrom('share_links')
    .select(['id', 'name'])
    .where('pinned_version_id', '=', versionId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/** Whether the version is one of the document's, in the workspace (a link may pin it). */
export async function versionOf(q: Q, workspaceId: string, documentId: string, versionId: string): Promise<boolean> {
  const v = await q
    .selectFrom('document_versions')
    .select('id')
    .where('id', '=', versionId)
    .where('document_id', '=', documentId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return v !== undefined;
}

/** Whether the agreement is in the workspace's library. */
export async function agreementOf(q: Q, workspaceId: string, agreementId: string): Promise<boolean> {
  const a = await q
    .selectFrom('agreements')
    .select('id')
    .where('id', '=', agreementId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return a !== undefined;
}

/** Whether the viewer group is one of the room's. */
export async function groupOf(q: Q, roomId: string, groupId: string): Promise<boolean> {
  const g = await q
    .selectFrom('viewer_groups')
    .select('id')
    .where('id', '=', groupId)
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return g !== undefined;
}

export async function groupExists(q: Q, groupId: string): Promise<boolean> {
  return (await q.selectFrom('viewer_groups').select('id').where('id', '=', groupId).executeTakeFirst()) !== undefined;
}
