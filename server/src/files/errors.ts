// The blob store's errors. Anything else thrown by put() comes from the caller's own source stream.

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file is larger than ${maxBytes} bytes`);
  }
}

/** The disk or the database failed (not "missing", not "too large"): a 503 for an HTTP caller. */
export class BlobStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * A row names a blob whose bytes are gone: deleted from the data folder, the bucket or the blob table outside
 * Dossier (the `blobs` row with them, or only the bytes). Not a 503 (retrying does not bring them back): 410
 * file_missing for an HTTP caller, naming `what` ("the executed PDF"); the operator is told in the log.
 */
export class BlobMissingError extends Error {
  constructor(
    readonly blobId: string,
    readonly what = 'a stored file',
  ) {
    super(`blob ${blobId} (${what}) is missing from the blob store`);
  }
}

/** A blob's bytes no longer match the SHA-256 recorded when it was stored (verified-blob-store.ts). */
export class FileIntegrityError extends Error {
  constructor(
    readonly blobId: string,
    readonly expectedSha256: string,
    readonly actualSha256: string,
  ) {
    super(`blob ${blobId} failed its integrity check: stored with SHA-256 ${expectedSha256}, read as ${actualSha256}`);
  }
}

export function unavailable(what: string, cause: unknown): BlobStoreUnavailableError {
  if (cause instanceof BlobStoreUnavailableError) return cause;
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new BlobStoreUnavailableError(`blob store: ${what} failed: ${detail}`, { cause });
}
