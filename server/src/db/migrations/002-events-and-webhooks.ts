import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Audit trail, webhook endpoints and deliveries, the job table and shared settings; same DDL on both engines.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  // One secret for every instance on this database: cursors issued by one instance are valid on another.
  await db
    .insertInto('settings')
    .values({ name: 'cursor_secret', value: randomBytes(32).toString('base64url') })
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('envelope_id', 'text')
    .addColumn('document_id', 'text')
    .addColumn('recipient_id', 'text')
    // Plain columns, no foreign keys: the trail outlives the link, document or envelope it describes.
    .addColumn('share_link_id', 'text')
    .addColumn('subject_kind', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('subject_title', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('audit_events_workspace_seq', ['workspace_id', 'seq'])
    .execute();
  for (const col of ['type', 'family', 'document_id', 'envelope_id', 'share_link_id']) {
    await db.schema
      .createIndex(`audit_events_${col}`)
      .on('audit_events')
      .columns(['workspace_id', col, 'seq'])
      .execute();
  }
  await db.schema
    .createTable('audit_heads')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('failure_count', 'integer', (c) => c.notNull())
    .addColumn('last_status', 'integer')
    .addColumn('last_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hooks_workspace').on('hooks').columns(['workspace_id', 'created_at']).execute();
  // Events are stored sorted, so the same URL and set of events is one row: an identical re-subscribe finds it.
  await db.schema
    .createIndex('hooks_identity')
    .on('hooks')
    .columns(['workspace_id', 'url', 'events'])
    .unique()
    .execute();

  await db.schema
    .createTable('deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('hooks.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deliveries_endpoint')
    .on('deliveries')
    .columns(['endpoint_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('deliveries_samples')
    .on('deliveries')
    .columns(['workspace_id', 'event', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text')
    .addColumn('recurring_key', 'text', (c) => c.unique())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['run_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['jobs', 'deliveries', 'hooks', 'audit_heads', 'audit_events', 'settings'])
    await db.schema.dropTable(t).execute();
}
