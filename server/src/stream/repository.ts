// The stream's own reads: how the keys of open streams stand now (revoked, expired, their scopes).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The rows of these keys (a key whose row is gone is absent). */
export function keyRows(q: Kysely<Database>, ids: readonly string[]) {
  return q
    .selectFrom('api_keys')
    .select(['id', 'scopes', 'revoked_at', 'expires_at'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The payload of the newest event of this type about the document (the one a flow just emitted). */
export async function newestPayload(
  q: Kysely<Database>,
  workspaceId: string,
  type: string,
  documentId: string,
): Promise<string | null> {
  const row = await q
    .selectFrom('audit_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('document_id', '=', documentId)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.payload ?? null;
}
