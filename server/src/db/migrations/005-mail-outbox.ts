import { sql, type Kysely } from 'kysely';

// Outgoing mail, one row per message (see server/src/mail/). Same DDL on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addCheckConstraint('mail_messages_status', sql`status in ('sent', 'bounced', 'outbox')`)
    .execute();
  // The operator's and the tests' reads: a workspace's mail, or one address's mail, newest first.
  await db.schema
    .createIndex('mail_messages_workspace')
    .on('mail_messages')
    .columns(['workspace_id', 'created_at'])
    .execute();
  await db.schema.createIndex('mail_messages_to').on('mail_messages').columns(['to_address', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_messages').execute();
}
