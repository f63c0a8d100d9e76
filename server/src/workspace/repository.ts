// The workspace's own row.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Q = Kysely<Database>;

/** The sender name envelopes and file-request emails carry from now on; null for the workspace's name. */
export async function setSenderName(q: Q, workspaceId: string, name: string | null): Promise<void> {
  await q.updateTable('workspaces').set({ sender_name: name }).where('id', '=', workspaceId).execute();
}

/** The origins allowed to frame the workspace's pages from now on (normalised); empty for none. */
export async function setEmbedOrigins(q: Q, workspaceId: string, origins: readonly string[]): Promise<void> {
  await q
    .updateTable('workspaces')
    .set({ embed_origins: origins.length ? JSON.stringify(origins) : null })
    .where('id', '=', workspaceId)
    .execute();
}
