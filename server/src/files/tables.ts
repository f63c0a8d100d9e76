// Blob metadata (both engines) and blob bytes in chunks (used by the PostgreSQL store; the SQLite store keeps
// bytes as files under DATA_DIR, but the table exists there too so the schema is the same on both).
import type { ColumnType } from 'kysely';

export interface BlobsTable {
  id: string;
  /** bigint: PostgreSQL's driver returns it as a string, SQLite as a number — read it with Number(). */
  size: ColumnType<number | string, number, number>;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  created_at: string;
}

export interface BlobChunksTable {
  blob_id: string;
  /** 0, 1, 2, … in byte order. */
  seq: number;
  bytes: Uint8Array;
}

export interface FileTables {
  blobs: BlobsTable;
  blob_chunks: BlobChunksTable;
}
