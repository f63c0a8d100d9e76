// The workspace's own row.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Locale } from '../platform/i18n/locales.js';

type Q = Kysely<Database>;

/**
 * The sender name envelopes and file-request emails carry from now on (null for the workspace's name) and the
 * workspace's language; what is undefined is kept.
 */
export async function setSender(
  q: Q,
  workspaceId: string,
  change: { name?: string | null; locale?: Locale },
): Promise<void> {
  const set = {
    ...(change.name !== undefined ? { sender_name: change.name } : {}),
    ...(change.locale !== undefined ? { locale: change.locale } : {}),
  };
  if (Object.keys(set).length) await q.updateTable('workspaces').set(set).where('id', '=', workspaceId).execute();
}

/** The origins allowed to frame the workspace's pages from now on (normalised); empty for none. */
export async function setEmbedOrigins(q: Q, workspaceId: string, origins: readonly string[]): Promise<void> {
  await q
    .updateTable('workspaces')
    .set({ embed_origins: origins.length ? JSON.stringify(origins) : null })
    .where('id', '=', workspaceId)
    .execute();
}

/** The columns the workspace's sender is made of. */
export function findSenderRow(q: Q, workspaceId: string) {
  return q
    .selectFrom('workspaces')
    .select(['name', 'email', 'sender_name', 'locale'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
}

/** The origins allowed to frame the workspace's pages, as stored (JSON text), or null. */
export async function findEmbedOrigins(q: Q, workspaceId: string): Promise<string | null> {
  const ws = await q.selectFrom('workspaces').select('embed_origins').where('id', '=', workspaceId).executeTakeFirst();
  return ws?.embed_origins ?? null;
}

export function findBySlug(q: Q, slug: string): Promise<{ id: string } | undefined> {
  return q.selectFrom('workspaces').select('id').where('slug', '=', slug).executeTakeFirst();
}

/** Every workspace by slug, or just the one named. */
export function listWorkspaces(q: Q, slug?: string): Promise<{ id: string; slug: string }[]> {
  let query = q.selectFrom('workspaces').select(['id', 'slug']).orderBy('slug');
  if (slug) query = query.where('slug', '=', slug);
  return query.execute();
}
