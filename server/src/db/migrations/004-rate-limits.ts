import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Rate-limit counts shared by every instance over PostgreSQL (the table is created but unused on SQLite,
// where one process serves and counts in memory). Rows live at most a couple of minutes, so on PostgreSQL the
// table is UNLOGGED: no WAL per hit, and losing the counts in a crash only forgives the current minute.
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema.createTable('rate_limits');
  if (isPostgres(db)) table = table.modifyFront(sql`unlogged`);
  await table
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
