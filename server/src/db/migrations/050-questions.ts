import type { Kysely } from 'kysely';

// Viewer questions: a thread per question a reader asked through a share link, and its messages (the reader's
// and the owner's replies). Threads keep the link, visit, document and room ids without foreign keys, so a
// thread outlives what it was asked about; the names it shows (`link_name`, `about`) are kept as they were.
// Also: reader feedback becomes one row per visit and document (a later reaction replaces the earlier one).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('question_threads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('link_id', 'text', (c) => c.notNull())
    .addColumn('link_name', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text')
    .addColumn('data_room_id', 'text')
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('asked_by_email', 'text')
    /** The address lower-cased, for the `email` filter. */
    .addColumn('email_key', 'text')
    /** 1 while the reader spoke last. */
    .addColumn('awaiting_owner', 'integer', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .execute();
  // GET /questions takes the 200 most recently opened of a workspace; a visit reads its own, oldest first.
  await db.schema
    .createIndex('question_threads_list')
    .on('question_threads')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('question_threads_visit')
    .on('question_threads')
    .columns(['visit_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('question_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thread_id', 'text', (c) => c.notNull().references('question_threads.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** Owner replies: 1 when the mail to the asker was accepted. Viewer messages: always 1. */
    .addColumn('delivered', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('question_messages_thread')
    .on('question_messages')
    .columns(['thread_id', 'created_at', 'id'])
    .execute();

  await db.schema.alterTable('visit_feedback').addColumn('updated_at', 'text').execute();
  await db.schema
    .createIndex('visit_feedback_one')
    .on('visit_feedback')
    .columns(['visit_id', 'document_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('visit_feedback_one').execute();
  await db.schema.alterTable('visit_feedback').dropColumn('updated_at').execute();
  await db.schema.dropTable('question_messages').execute();
  await db.schema.dropTable('question_threads').execute();
}
