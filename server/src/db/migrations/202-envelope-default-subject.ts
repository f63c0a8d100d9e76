import type { Kysely } from 'kysely';

// 1 when the envelope's subject is ours (the sender gave none): each recipient's mail then carries it in their
// own language. 0 when the sender wrote it (sent as written); null on envelopes sent before this migration,
// read as written.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('envelopes').addColumn('subject_default', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('envelopes').dropColumn('subject_default').execute();
}
