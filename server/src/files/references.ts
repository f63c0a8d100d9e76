// Every column that holds a blob's id, declared once. The orphan sweep keeps a blob any of them names;
// `admin blobs verify` finds rows naming a blob that is gone and says which rows hold a missing or altered one;
// `admin blobs migrate` says which rows hold a blob it could not copy. references.test.ts fails when a table gains
// a column holding a blob id (a name with `blob` in it) that is not listed here. Their queries are in
// blob-meta-store.ts.
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
