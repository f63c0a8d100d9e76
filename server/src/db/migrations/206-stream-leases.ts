import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// The open event streams (GET /events/stream), one row per stream, so the per-key limit counts every instance's
// streams together (stream/hub.ts). A row is written when a stream opens, its expiry pushed on by its instance
// while it stays open, and deleted when it closes; a crashed instance's rows stop counting once they expire.
// UNLOGGED on PostgreSQL like rate_limits: rows live as long as connections, and a database crash losing them
// only ends the streams they stood for (their instances no longer find them, and end them; clients resume).
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema.createTable('stream_leases');
  if (isPostgres(db)) table = table.modifyFront(sql`unlogged`);
  await table
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    // Unix milliseconds, by the owning instance's clock.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_leases_key').on('stream_leases').columns(['key_id', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_leases').execute();
}
