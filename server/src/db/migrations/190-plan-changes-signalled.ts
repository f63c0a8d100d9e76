import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Instances keep each workspace's plan ceilings in memory beside its keys (auth/key-cache.ts, plans/ceiling.ts):
// a change to a plan (admin `plans set`) must reach them at once, as a change to a key or a workspace does (007).
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger plans_changed after insert or update or delete on plans for each statement execute function dossier_keys_changed()`.execute(
      db,
    );
    return;
  }
  for (const op of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`plans_${op}_counted`)} after ${sql.raw(op)} on plans begin update key_generation set n = n + 1 where id = 1; end`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists plans_changed on plans`.execute(db);
    return;
  }
  for (const op of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`plans_${op}_counted`)}`.execute(db);
}
