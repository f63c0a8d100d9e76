import { sql, type Kysely } from 'kysely';

// The envelope most recently sent for each document (`lastEnvelope` on the document): set by the send's claim of
// the document, read by joining envelopes on it, so its status is the envelope's own and never lags behind it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('last_envelope_id', 'text').execute();
  await sql`
    update documents set last_envelope_id = (
      select e.id from envelopes e where e.document_id = documents.id order by e.sent_at desc, e.id desc limit 1)
    where ever_sent = 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('last_envelope_id').execute();
}
