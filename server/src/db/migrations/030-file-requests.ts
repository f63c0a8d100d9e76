import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// File requests (server/src/requests/): the request, the items it asks for, the people asked (each with the hash
// of their upload token), and every file received. Same DDL on SQLite and PostgreSQL. A deleted request keeps its
// row (deleted_at) so its links answer 410 request_deleted; a removed assignee keeps theirs (removed_at) so their
// link answers 410 assignee_removed. Also the installation's upload-link secret (requests/tokens.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('data_room_id', 'text')
    .addColumn('folder_id', 'text')
    .addColumn('require_email', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'text')
    .addColumn('remind_every_days', 'integer')
    .addColumn('notify_on_upload', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_requests_workspace')
    .on('file_requests')
    .columns(['workspace_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('file_request_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('file_requests.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_request_items_request')
    .on('file_request_items')
    .columns(['request_id', 'position'])
    .execute();

  await db.schema
    .createTable('file_request_assignees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('file_requests.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('delivery_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('reminder_count', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('removed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('file_request_assignees_delivery', sql`delivery in ('pending', 'sent', 'bounced', 'failed')`)
    .execute();
  // One current assignee per address on a request (a removed one may be added again as a new assignee).
  await sql`create unique index file_request_assignees_address on file_request_assignees (request_id, email_key) where removed_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('file_request_assignees_request')
    .on('file_request_assignees')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('file_request_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('file_requests.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('assignee_id', 'text')
    .addColumn('uploader_email', 'text')
    .addColumn('uploader_name', 'text')
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('file_request_uploads_request')
    .on('file_request_uploads')
    .columns(['request_id', 'uploaded_at'])
    .execute();
  await db.schema
    .createIndex('file_request_uploads_assignee')
    .on('file_request_uploads')
    .columns(['assignee_id'])
    .execute();

  await db
    .insertInto('settings')
    .values({ name: 'upload_link_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('name', '=', 'upload_link_secret').execute();
  await db.schema.dropTable('file_request_uploads').execute();
  await db.schema.dropTable('file_request_assignees').execute();
  await db.schema.dropTable('file_request_items').execute();
  await db.schema.dropTable('file_requests').execute();
}
