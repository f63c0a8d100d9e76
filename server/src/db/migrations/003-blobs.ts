import type { Kysely } from 'kysely';
import { bytesType } from '../dialect.js';

// Blob metadata on both engines (one path for stat); chunked bytes for PostgreSQL, where the files live in the
// database so every instance sees them. Only the bytes column type differs between engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // bigint: files may exceed 2 GiB; on SQLite this is an ordinary 64-bit integer.
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blob_chunks')
    .addColumn('blob_id', 'text', (c) => c.notNull().references('blobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', bytesType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_chunks_pk', ['blob_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blob_chunks').execute();
  await db.schema.dropTable('blobs').execute();
}
