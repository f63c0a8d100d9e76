import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Every instance keeps verified keys in memory (auth/key-cache.ts); any write to a key or a workspace, by any
// process, must reach them at once. PostgreSQL: a statement trigger NOTIFYs `dossier_keys`, delivered when the
// writing transaction commits. SQLite: a trigger counts the writes in key_generation, which instances read
// before trusting their cache.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function dossier_keys_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('dossier_keys', '');
        return null;
      end $$`.execute(db);
    for (const table of ['api_keys', 'workspaces']) {
      await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete on ${sql.table(table)} for each statement execute function dossier_keys_changed()`.execute(
        db,
      );
    }
    return;
  }
  await db.schema
    .createTable('key_generation')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into key_generation (id, n) values (1, 0)`.execute(db);
  for (const table of ['api_keys', 'workspaces']) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_${op}_counted`)} after ${sql.raw(op)} on ${sql.table(table)} begin update key_generation set n = n + 1 where id = 1; end`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['api_keys', 'workspaces'])
      await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists dossier_keys_changed()`.execute(db);
    return;
  }
  for (const table of ['api_keys', 'workspaces']) {
    for (const op of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`${table}_${op}_counted`)}`.execute(db);
  }
  await db.schema.dropTable('key_generation').execute();
}
