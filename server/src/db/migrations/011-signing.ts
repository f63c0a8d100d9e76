import type { Kysely } from 'kysely';

// The signer side's additions to 010-envelopes: the version label of the consumer disclosure a consent accepted
// (the certificate prints it beside the exact text).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('envelope_consents').addColumn('disclosure_version', 'text').execute();
}
