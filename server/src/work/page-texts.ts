// Each page's text of a stored PDF, for what reads a PDF page by page (the reading assistant, speech synthesis on
// the viewer). Read through the inspector's worker (pdf.js off the server's thread) and cached by blob: a blob's
// bytes never change.
import type { Readable } from 'node:stream';
import type { BlobStore } from '../files/blob-store.js';
import { Lru } from '../platform/lru.js';
import { inspectPdf } from './pdf.js';
import type { WorkFor } from './pool.js';

/** Text read from one PDF is bounded (2 MB of UTF-8), as the search index bounds its own. */
const MAX_BYTES = 2_000_000;

const cache = new Lru<string, string[]>(32);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/** Page n's text at [n - 1] ('' for a page without a text layer); [] when the file is missing or cannot be read now. */
export async function pdfPageTexts(s: { blobs: BlobStore }, blobId: string, forWhom: WorkFor): Promise<string[]> {
  const hit = cache.get(blobId);
  if (hit) return hit;
  const stream = await s.blobs.get(blobId);
  if (!stream) return [];
  try {
    const pages =
      (await inspectPdf(await readAll(stream), forWhom, { text: { maxBytes: MAX_BYTES, perPage: true } })).pages ?? [];
    cache.set(blobId, pages);
    return pages;
  } catch {
    return []; // not kept: a reader that timed out under load may read the file next time
  }
}
