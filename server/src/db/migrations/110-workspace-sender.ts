import type { Kysely } from 'kysely';

// The name a workspace's signing requests and file-request emails are sent under, when it set one (GET/PATCH
// /workspace/sender); null means its workspace name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('sender_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('sender_name').execute();
}
