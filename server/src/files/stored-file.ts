// A stored file a row points to, opened for serving: missing (no blob, or a blob without its bytes) is one error,
// BlobMissingError naming what the file is ("the executed PDF"), whichever store holds the bytes; the API answers
// it as 410 file_missing (api/errors.ts) and the blob store has logged it for the operator (verified-blob-store.ts).
import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store.js';
import { BlobMissingError } from './errors.js';

export async function openStoredFile(blobs: BlobStore, blobId: string, what: string): Promise<Readable> {
  let stream: Readable | null;
  try {
    stream = await blobs.get(blobId);
  } catch (e) {
    if (e instanceof BlobMissingError) throw new BlobMissingError(blobId, what);
    throw e;
  }
  if (!stream) throw new BlobMissingError(blobId, what);
  return stream;
}
