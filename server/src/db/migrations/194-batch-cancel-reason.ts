import { sql, type Kysely } from 'kysely';

// Why a bulk send was cancelled (batches/): asked for (`requested`), or stopped because the key that created it
// could no longer send (`key_revoked`, `key_expired`, `key_scope_removed`), checked before each row. Null while
// it is not cancelled; batches cancelled before this migration read as `requested`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('batches').addColumn('cancel_reason', 'text').execute();
  await sql`update batches set cancel_reason = 'requested' where status = 'cancelled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('batches').dropColumn('cancel_reason').execute();
}
