// Wraps the bytes of a stored blob for get(): failures become BlobStoreUnavailableError, and a stream that ends
// short of (or past) the recorded size is an error, never a silently truncated file.
import { Readable } from 'node:stream';
import { unavailable } from './errors.js';

export function checkedStream(
  id: string,
  expectedSize: number,
  bytes: AsyncIterable<Buffer>,
  onClose?: () => void,
): Readable {
  async function* guarded(): AsyncGenerator<Buffer> {
    let seen = 0;
    try {
      for await (const buf of bytes) {
        seen += buf.length;
        yield buf;
      }
    } catch (e) {
      throw unavailable(`reading ${id}`, e);
    }
    if (seen !== expectedSize)
      throw unavailable(
        `reading ${id}`,
        new Error(`got ${seen} bytes, expected ${expectedSize} (deleted or damaged while reading?)`),
      );
  }
  // Byte mode: the stream buffers about one chunk ahead of its reader, not a queue of chunks.
  const out = Readable.from(guarded(), { objectMode: false });
  if (onClose) out.once('close', onClose);
  return out;
}
