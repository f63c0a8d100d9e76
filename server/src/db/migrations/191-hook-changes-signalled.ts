import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Instances remember which workspaces have no switched-on webhook endpoint, so those workspaces' events read
// nothing (webhooks/subscriber.ts): an endpoint subscribed, deleted, moved or switched on or off must reach them at
// once, as a change to a key does (007). A delivery's own columns on hooks (its status, failures) signal nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger hooks_changed after insert or delete or update of workspace_id, active on hooks for each statement execute function dossier_keys_changed()`.execute(
      db,
    );
    return;
  }
  const count = sql.raw('begin update key_generation set n = n + 1 where id = 1; end');
  await sql`create trigger hooks_insert_counted after insert on hooks ${count}`.execute(db);
  await sql`create trigger hooks_delete_counted after delete on hooks ${count}`.execute(db);
  await sql`create trigger hooks_update_counted after update of workspace_id, active on hooks ${count}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists hooks_changed on hooks`.execute(db);
    return;
  }
  for (const op of ['insert', 'delete', 'update'])
    await sql`drop trigger if exists ${sql.raw(`hooks_${op}_counted`)}`.execute(db);
}
