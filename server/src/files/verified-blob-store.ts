// A blob store that serves nothing it cannot vouch for: every read is checked against the SHA-256 recorded when the
// blob was stored (the `blobs` row), so a file altered on disk or in the database (an executed PDF, a frozen
// snapshot, an upload) is refused instead of served as sound. A mismatch is reported once per read (the runtime
// records an audit entry `file.integrity_failed` in each workspace holding the blob and logs it at error level)
// and the read fails with FileIntegrityError (500 file_integrity_failed for an HTTP caller).
//
// Cost: the bytes are read once. A blob up to VERIFY_IN_MEMORY_MAX (every file the API accepts: uploads are at most
// 25 MB) is read whole and hashed before the first byte goes out, so a mismatch is a clean error answer. A larger one
// is hashed while it streams and the stream fails at its end (the receiver sees a cut transfer, never a complete
// one); that case has no HTTP error answer to give, which is why the threshold sits above every accepted file.
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { BlobStore, GetOptions } from './blob-store.js';
import { BlobMissingError, FileIntegrityError } from './errors.js';

export const VERIFY_IN_MEMORY_MAX = 32 * 1024 * 1024;

export interface IntegrityFailure {
  blobId: string;
  /** Hex SHA-256 recorded when the blob was stored. */
  expectedSha256: string;
  /** Hex SHA-256 of the bytes read now. */
  actualSha256: string;
  /** Size recorded when stored. */
  size: number;
}

export type IntegrityReporter = (failure: IntegrityFailure) => Promise<void>;

/** Told of every read of a blob that is missing (no `blobs` row, or a row without its bytes): the operator's log. */
export type MissingReporter = (blobId: string) => void;

/** `inMemoryMax`: tests lower it to reach the streaming path with small files. */
export function verifiedBlobStore(
  inner: BlobStore,
  report: IntegrityReporter,
  inMemoryMax = VERIFY_IN_MEMORY_MAX,
  reportMissing: MissingReporter = () => {},
): BlobStore {
  // Every get() is for an id some row holds, so no blob (or no bytes) there is a missing file, whoever asked.
  const open = async (id: string): Promise<Readable | null> => {
    try {
      const stream = await inner.get(id);
      if (!stream) reportMissing(id);
      return stream;
    } catch (e) {
      if (e instanceof BlobMissingError) reportMissing(id);
      throw e;
    }
  };
  const fail = async (f: IntegrityFailure): Promise<FileIntegrityError> => {
    await report(f).catch(() => {}); // the refusal stands even if recording it failed
    return new FileIntegrityError(f.blobId, f.expectedSha256, f.actualSha256);
  };
  return {
    put: (source, opts) => inner.put(source, opts),
    stat: (id) => inner.stat(id),
    delete: (id) => inner.delete(id),
    ping: () => inner.ping(),
    bytes: inner.bytes,
    close: () => inner.close?.() ?? Promise.resolve(),
    async get(id: string, opts?: GetOptions) {
      if (opts?.verify === false) return open(id);
      const meta = await inner.stat(id);
      const stream = await open(id);
      if (!stream || !meta) return stream;
      const hash = createHash('sha256');
      if (meta.size <= inMemoryMax) {
        const chunks: Buffer[] = [];
        for await (const c of stream) {
          hash.update(c as Buffer);
          chunks.push(c as Buffer);
        }
        const actual = hash.digest('hex');
        if (actual !== meta.sha256)
          throw await fail({ blobId: id, expectedSha256: meta.sha256, actualSha256: actual, size: meta.size });
        return Readable.from([Buffer.concat(chunks)], { objectMode: false });
      }
      const checked = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          done(null, chunk);
        },
        flush(done) {
          const actual = hash.digest('hex');
          if (actual === meta.sha256) return done();
          void fail({ blobId: id, expectedSha256: meta.sha256, actualSha256: actual, size: meta.size }).then(done);
        },
      });
      stream.on('error', (e) => checked.destroy(e));
      return stream.pipe(checked);
    },
  };
}
