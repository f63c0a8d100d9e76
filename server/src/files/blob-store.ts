// The blob store: one interface for file bytes, streamed in and out with size and sha256 recorded.
// BLOB_STORE chooses where bytes live: files under DATA_DIR (default with SQLite), the database (default with
// PostgreSQL, so every instance sees them) or an S3-compatible bucket (s3-blob-store.ts).
// Metadata is the `blobs` table in every case; only where the bytes live differs.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { createDiskBlobStore } from './disk-blob-store.js';
import type { BlobSource } from './metered-source.js';
import { createPgBlobStore } from './pg-blob-store.js';
import { createS3BlobStore, type S3BlobStoreOptions } from './s3-blob-store.js';

export { BlobMissingError, BlobStoreUnavailableError, BlobTooLargeError, FileIntegrityError } from './errors.js';

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
  /**
   * The bytes as a stream, or null when there is no such blob; BlobMissingError when its row is there but its
   * bytes are not; FileIntegrityError when they fail their digest.
   */
  get(id: string, opts?: GetOptions): Promise<Readable | null>;
  stat(id: string): Promise<StoredBlob | null>;
  /** Idempotent. */
  delete(id: string): Promise<void>;
  /** Resolves when the store answers (GET /readyz); BlobStoreUnavailableError otherwise. */
  ping(): Promise<void>;
  /** The bytes alone, by id, without the `blobs` row: for `admin blobs migrate|verify` and the orphan sweep. */
  bytes: BlobBytes;
  close?(): Promise<void>;
}

/** A store's bytes under known ids. None of these touch the `blobs` row. */
export interface BlobBytes {
  /** Writes (or replaces) the bytes of `id`, all or nothing. */
  write(id: string, source: BlobSource): Promise<{ size: number; sha256: string }>;
  /** The stored bytes unchecked, or null when this store holds none for `id`. */
  read(id: string): Promise<Readable | null>;
  /** Bytes held for `id`, or null when none. */
  size(id: string): Promise<number | null>;
  remove(id: string): Promise<void>;
  /** Every id holding bytes, with when they were written (stores that can hold bytes without a row only). */
  list?(): AsyncIterable<{ id: string; modifiedAt: Date }>;
}

export function createBlobStore(db: Db, config: Config, opts: S3BlobStoreOptions = {}): BlobStore {
  const bs = config.blobStore;
  if (bs.kind === 's3') return createS3BlobStore(db, bs.s3, opts);
  if (bs.kind === 'postgres') return createPgBlobStore(db);
  return createDiskBlobStore(db, path.join(config.dataDir, 'blobs'));
}
