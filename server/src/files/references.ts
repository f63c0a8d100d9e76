// Every column that holds a blob's id, declared once. The orphan sweep keeps a blob any of them names;
// `admin blobs verify` finds rows naming a blob that is gone and says which rows hold a missing or altered one;
// `admin blobs migrate` says which rows hold a blob it could not copy. references.test.ts fails when a table gains
// a column holding a blob id (a name with `blob` in it) that is not listed here.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const BLOB_REFERENCES = [
  { table: 'documents', column: 'source_blob_id' },
  { table: 'document_versions', column: 'source_blob_id' },
  { table: 'templates', column: 'source_blob_id' },
  { table: 'envelopes', column: 'snapshot_blob_id' },
  { table: 'envelopes', column: 'executed_blob_id' },
  { table: 'envelope_signatures', column: 'blob_id' },
  { table: 'envelope_attachments', column: 'blob_id' },
] as const satisfies readonly { table: keyof Database; column: string }[];

export type BlobReference = (typeof BLOB_REFERENCES)[number];

/** A row holding a blob: `documents.source_blob_id` of `doc_…`. */
export interface BlobHolder {
  table: string;
  column: string;
  /** The row's id. */
  id: string;
}

// Each table and column comes from the list above, never from input: the casts only widen Kysely's types to it.
type AnyRef = { table: 'documents'; column: 'source_blob_id' };
export const asAnyRef = (r: BlobReference) => r as unknown as AnyRef;

/** Every row that holds `blobId`, in the order of BLOB_REFERENCES. */
export async function holdersOf(db: Kysely<Database>, blobId: string): Promise<BlobHolder[]> {
  const found = await Promise.all(
    BLOB_REFERENCES.map(async (r) => {
      const { table, column } = asAnyRef(r);
      const rows = await db.selectFrom(table).select('id').where(column, '=', blobId).execute();
      return rows.map((row) => ({ table: r.table, column: r.column, id: row.id }));
    }),
  );
  return found.flat();
}

/** Rows naming a blob that has no `blobs` row at all (removed from the blob table outside Dossier), a page each. */
export async function danglingReferences(
  db: Kysely<Database>,
  limit = 1000,
): Promise<(BlobHolder & { blobId: string })[]> {
  const found = await Promise.all(
    BLOB_REFERENCES.map(async (r) => {
      const { table, column } = asAnyRef(r);
      const rows = await db
        .selectFrom(table)
        .select(['id', sql<string>`${sql.ref(`${table}.${column}`)}`.as('blob_id')])
        .where(column, 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('blobs').select(sql<number>`1`.as('one')).whereRef('blobs.id', '=', `${table}.${column}`),
            ),
          ),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ table: r.table, column: r.column, id: row.id, blobId: row.blob_id }));
    }),
  );
  return found.flat();
}
