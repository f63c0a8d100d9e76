import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// PostgreSQL: an audit entry is written unchained (seq, prev_hash and hash null) by the change's transaction and
// given its place in the chain once that committed (events/chain.ts); the partial index finds a workspace's
// unchained entries, oldest first. SQLite still chains in the change's transaction: nothing changes there.
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table audit_events alter column seq drop not null, alter column hash drop not null`.execute(db);
  await sql`create index audit_events_unchained on audit_events (workspace_id, created_at, id) where seq is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index audit_events_unchained`.execute(db);
  await sql`alter table audit_events alter column seq set not null, alter column hash set not null`.execute(db);
}
