// The workspace's own row.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Q = Kysely<Database>;

/** The sender name envelopes and file-request emails carry from now on; null for the workspace's name. */
export async function setSenderName(q: Q, workspaceId: string, name: string | null): Promise<void> {
  await q.updateTable('workspaces').set({ sender_name: name }).where('id', '=', workspaceId).execute();
}
