import type { Kysely } from 'kysely';

// Bulk sends (batches/): one batch per accepted CSV, one row per envelope to send. A row is claimed (status
// `sending`, `claimed_until`) before its send and remembers the document made for it, so a batch resumed after a
// crash finds what a row already did and never sends it twice. `idempotency_key` is a hash of the creating key
// and the request's Idempotency-Key: the same key again finds the batch, whenever it comes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('batches_idempotency')
    .on('batches')
    .columns(['workspace_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createTable('batch_rows')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('document_id', 'text')
    .addColumn('envelope_id', 'text')
    .addColumn('error', 'text')
    .addColumn('error_code', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_rows_pk', ['batch_id', 'row'])
    .execute();
  await db.schema.createIndex('batch_rows_envelope').on('batch_rows').column('envelope_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('batch_rows').execute();
  await db.schema.dropTable('batches').execute();
}
