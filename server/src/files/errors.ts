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

export function unavailable(what: string, cause: unknown): BlobStoreUnavailableError {
  if (cause instanceof BlobStoreUnavailableError) return cause;
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new BlobStoreUnavailableError(`blob store: ${what} failed: ${detail}`, { cause });
}
