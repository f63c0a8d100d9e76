import type { Kysely } from 'kysely';

// The public verify operation (POST /public/verify) looks an uploaded PDF up by its SHA-256 among every
// workspace's completed envelopes: an index, so the lookup does not read the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('envelopes_completion_hash').on('envelopes').column('completion_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('envelopes_completion_hash').execute();
}
