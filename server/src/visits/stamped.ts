// Stamped copies, made in the worker pool and kept: a reader who comes back (or a second tab) gets the same
// watermarked bytes without the PDF being read and written again, and two requests for the same copy at once share
// one stamping. Kept per (source version, watermark), at most MAX_COPIES copies and MAX_BYTES bytes, least recently
// used first out.
import type { VisitWatermark } from '../generated/api/types.gen.js';
import { runJob, type WorkFor } from '../work/pool.js';

const MAX_COPIES = 32;
const MAX_BYTES = 128 * 1024 * 1024;

const copies = new Map<string, Uint8Array>();
let bytesKept = 0;
const making = new Map<string, Promise<Uint8Array>>();

function keep(key: string, bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_BYTES / 4) return; // one huge copy would push out everything else
  copies.set(key, bytes);
  bytesKept += bytes.byteLength;
  for (const [k, v] of copies) {
    if (copies.size <= MAX_COPIES && bytesKept <= MAX_BYTES) break;
    copies.delete(k);
    bytesKept -= v.byteLength;
  }
}

/**
 * The PDF `source` (a stored version: its blob id, or a rendered version's id) stamped with `watermark`; `load`
 * reads the unstamped bytes when no copy is kept. A null source (a live body that may change) is stamped, not kept.
 */
export async function stampedCopy(
  source: string | null,
  watermark: VisitWatermark,
  load: () => Promise<Uint8Array>,
  forWhom: WorkFor,
): Promise<Uint8Array> {
  if (source === null) return runJob('stampPdf', { bytes: await load(), watermark }, forWhom);
  const key = `${source}\n${JSON.stringify(watermark)}`;
  const kept = copies.get(key);
  if (kept) {
    copies.delete(key);
    copies.set(key, kept);
    return kept;
  }
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => runJob('stampPdf', { bytes: await load(), watermark }, forWhom))();
    making.set(key, pending);
    pending
      .then(
        (bytes) => keep(key, bytes),
        () => {},
      )
      .finally(() => making.delete(key));
  }
  return pending;
}
