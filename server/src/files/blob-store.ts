// The blob store: one interface for file bytes, streamed in and out with size and sha256 recorded.
// Files under DATA_DIR with SQLite; in the database with PostgreSQL, so every instance sees them.
// Metadata is the `blobs` table on both engines; only where the bytes live differs.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { createDiskBlobStore } from './disk-blob-store.js';
import { createPgBlobStore } from './pg-blob-store.js';

export { BlobStoreUnavailableError, BlobTooLargeError, FileIntegrityError } from './errors.js';

export interface StoredBlob {
  id: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  createdAt: string;
}

export interface PutOptions {
  /** Refuse (BlobTooLargeError) once more than this many bytes arrive; nothing is kept. */
  maxBytes?: number;
}

export interface GetOptions {
  /**
   * false: the bytes as stored, unchecked (for code whose job is to report on them, such as the certificate's
   * digest check). Otherwise the verifying store (verified-blob-store.ts) refuses bytes that no longer match.
   */
  verify?: boolean;
}

/**
 * Errors: BlobTooLargeError from put() past maxBytes; BlobStoreUnavailableError when the disk or database fails
 * (including, mid-stream, on a stream from get()); an error from put()'s own source is passed through as is.
 */
export interface BlobStore {
  put(source: Readable | AsyncIterable<Uint8Array>, opts?: PutOptions): Promise<StoredBlob>;
  /** The bytes as a stream, or null when there is no such blob (FileIntegrityError when they fail their digest). */
  get(id: string, opts?: GetOptions): Promise<Readable | null>;
  stat(id: string): Promise<StoredBlob | null>;
  /** Idempotent. */
  delete(id: string): Promise<void>;
}

export function createBlobStore(db: Db, config: Config): BlobStore {
  return db.engine === 'postgres' ? createPgBlobStore(db) : createDiskBlobStore(db, path.join(config.dataDir, 'blobs'));
}
