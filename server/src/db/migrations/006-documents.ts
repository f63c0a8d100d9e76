import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Documents, recipients, versions, folders, comments, templates and plans. Search is the one engine-specific
// part: an FTS5 table on SQLite, a generated tsvector with a GIN index on PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('max_documents', 'integer')
    .addColumn('max_rooms', 'integer')
    .addColumn('max_links', 'integer')
    .addColumn('max_monthly_sends', 'integer')
    .execute();
  await db
    .insertInto('plans')
    .values([
      { name: 'free', max_documents: 25, max_rooms: 3, max_links: 50, max_monthly_sends: 10 },
      { name: 'pro', max_documents: 1000, max_rooms: 50, max_links: 1000, max_monthly_sends: 200 },
      { name: 'team', max_documents: 10000, max_rooms: 500, max_links: 10000, max_monthly_sends: 2000 },
      { name: 'enterprise', max_documents: null, max_rooms: null, max_links: null, max_monthly_sends: null },
    ])
    .execute();

  await db.schema
    .createTable('folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('folders.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('folders_workspace')
    .on('folders')
    .columns(['workspace_id', 'parent_id', 'position'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('active_envelope_id', 'text')
    .addColumn('folder_id', 'text', (c) => c.references('folders.id').onDelete('set null'))
    .addColumn('in_library', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('content', 'text')
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('source_blob_id', 'text')
    .addColumn('source_filename', 'text')
    .addColumn('source_content_type', 'text')
    .addColumn('source_byte_size', 'bigint')
    .addColumn('source_sha256', 'text')
    .addColumn('has_text_layer', 'integer')
    .addColumn('template_id', 'text')
    .addColumn('ever_sent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_list').on('documents').columns(['workspace_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('documents_folder').on('documents').columns(['folder_id']).execute();

  if (isPostgres(db)) {
    await sql`alter table documents add column search tsvector generated always as (
      setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(body_text, '')), 'B')
    ) stored`.execute(db);
    await sql`create index documents_search on documents using gin (search)`.execute(db);
  } else {
    // Kept in step by the repository on every write (same transaction).
    await sql`create virtual table documents_fts using fts5(doc_id unindexed, workspace_id unindexed, title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
  }

  await db.schema
    .createTable('document_recipients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('routing_order', 'integer', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('access_code_hash', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_recipients_document')
    .on('document_recipients')
    .columns(['document_id', 'position'])
    .execute();

  await db.schema
    .createTable('document_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('automatic', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('source_blob_id', 'text')
    .addColumn('source_filename', 'text')
    .addColumn('source_content_type', 'text')
    .addColumn('source_byte_size', 'bigint')
    .addColumn('has_text_layer', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_versions_document')
    .on('document_versions')
    .columns(['document_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('author_key_id', 'text')
    .addColumn('by_account', 'integer', (c) => c.notNull())
    .addColumn('author_name', 'text')
    .addColumn('author_email', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('quote', 'text')
    .addColumn('resolved', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_document').on('comments').columns(['document_id', 'created_at']).execute();

  await db.schema
    .createTable('templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('content', 'text')
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('source_blob_id', 'text')
    .addColumn('use_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('templates_list').on('templates').columns(['workspace_id', 'updated_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`drop table documents_fts`.execute(db);
  for (const t of [
    'templates',
    'comments',
    'document_versions',
    'document_recipients',
    'documents',
    'folders',
    'plans',
  ])
    await db.schema.dropTable(t).execute();
}
