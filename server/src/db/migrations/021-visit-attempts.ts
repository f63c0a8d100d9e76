import type { Kysely } from 'kysely';

// What the viewer's gates count over a window longer than the public rate limit's minute: wrong link passwords
// (10 per link and address in 15 minutes) and verification codes mailed (one a minute, 5 an hour per visit).
// No secret is stored here: only who tried, when, and what kind of attempt it was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visit_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text', (c) => c.notNull())
    /** password_failed | code_sent */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('visit_attempts_link')
    .on('visit_attempts')
    .columns(['link_id', 'kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('visit_attempts_visit')
    .on('visit_attempts')
    .columns(['visit_id', 'kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visit_attempts').execute();
}
