// Reads the caller's source once, as Buffers, counting and hashing on the way and stopping at maxBytes.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BlobTooLargeError } from './errors.js';

export type BlobSource = Readable | AsyncIterable<Uint8Array>;

export interface Metered {
  /** The bytes, in the source's own chunk sizes. Throws BlobTooLargeError past maxBytes. */
  chunks: AsyncIterable<Buffer>;
  /** Valid once `chunks` has been read to the end. */
  result(): { size: number; sha256: string };
  /** True when `err` was thrown by the source itself (e.g. a client that hung up), not by the store. */
  isSourceError(err: unknown): boolean;
}

export function meter(source: BlobSource, maxBytes = Infinity): Metered {
  const hash = createHash('sha256');
  let size = 0;
  let sha256: string | undefined;
  let sourceError: unknown;

  async function* chunks(): AsyncGenerator<Buffer> {
    const it = (source as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    try {
      for (;;) {
        let step: IteratorResult<unknown>;
        try {
          step = await it.next();
        } catch (e) {
          sourceError = e;
          throw e;
        }
        if (step.done) break;
        // A Readable with setEncoding() yields strings; everything else yields bytes.
        const v = step.value;
        const buf =
          typeof v === 'string'
            ? Buffer.from(v)
            : Buffer.isBuffer(v)
              ? v
              : Buffer.from((v as Uint8Array).buffer, (v as Uint8Array).byteOffset, (v as Uint8Array).byteLength);
        size += buf.length;
        if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
        hash.update(buf);
        yield buf;
      }
      sha256 = hash.digest('hex');
    } finally {
      // Stopped early (too large, store failure): let the source clean up (a Readable is destroyed).
      if (sha256 === undefined) await it.return?.().catch(() => {});
    }
  }

  return {
    chunks: chunks(),
    result() {
      if (sha256 === undefined) throw new Error('blob source not read to the end');
      return { size, sha256 };
    },
    isSourceError: (err) => err !== undefined && err === sourceError,
  };
}
