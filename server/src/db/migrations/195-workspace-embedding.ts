import type { Kysely } from 'kysely';

// The origins allowed to frame a workspace's signing page and viewer (GET/PATCH /workspace/embedding), a JSON
// array of normalised origins; null when none. A change to the workspaces row is already signalled (007), so the
// pages keep the list in memory (workspace/guards.ts frameAncestorsOf).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('embed_origins', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('embed_origins').execute();
}
