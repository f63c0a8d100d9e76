import type { Kysely } from 'kysely';

// The key a webhook endpoint answers to (webhooks/scopes.ts): deliveries carry only what that key may read. Null
// for endpoints made before this was recorded, which keep hearing what they subscribed to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hooks').addColumn('key_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hooks').dropColumn('key_id').execute();
}
