import type { Kysely } from 'kysely';

// Idempotency-Key replies (api/idempotency-store.ts), shared by every instance. The key itself is never stored:
// `id` is a hash of the caller and the key, and `response` is encrypted with a key derived from them, so the
// table alone cannot replay or read a reply (some replies carry a secret shown once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
