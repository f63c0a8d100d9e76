// The rendered page count of an authored body, remembered per body: laying a body out to count its pages is the
// heaviest step of POST /documents and of every body edit, and the same title and body always lay out the same
// (templates, re-saves, clients creating one note many times). Keyed by a SHA-256 of title and canonical body;
// bounded (least recently used entries go first). Per process; an entry is never wrong, only possibly missing.
import { createHash } from 'node:crypto';
import type { DocContent } from '../generated/api/types.gen.js';

const MAX_ENTRIES = 5_000;
const counts = new Map<string, number>();

/** The body's page count from `layout` on first sight, then from memory. */
export async function cachedPageCount(title: string, content: DocContent, layout: () => Promise<number>, serialized?: string): Promise<number> {
  const key = createHash('sha256').update(title).update('\u0000').update(serialized ?? JSON.stringify(content)).digest('base64');
  const hit = counts.get(key);
  if (hit !== undefined) {
    // Re-inserted: a Map iterates in insertion order, so the first key is always the least recently used.
    counts.delete(key);
    counts.set(key, hit);
    return hit;
  }
  const pages = await layout();
  counts.set(key, pages);
  if (counts.size > MAX_ENTRIES) counts.delete(counts.keys().next().value as string);
  return pages;
}
