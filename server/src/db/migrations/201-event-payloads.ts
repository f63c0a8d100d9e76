import type { Kysely } from 'kysely';

// A webhook event's payload, the exact JSON body its deliveries carry, kept on its audit entry (written by the same
// insert, so the write path gains no statement): the live event stream (GET /events/stream) replays it after a
// reconnect from Last-Event-ID. Not hashed: the chain covers the entry, the payload is a copy for delivery. Null
// for audit-only types and for entries written before this migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('payload', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').dropColumn('payload').execute();
}
