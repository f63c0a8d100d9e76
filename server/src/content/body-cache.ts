// What POST /documents and body edits derive from a body, remembered per body: laying a body out to count its
// pages, and converting Markdown or HTML into the document tree, are the heaviest steps of a create, and the same
// input always gives the same result (templates, re-saves, clients creating one note many times). Keyed by a
// SHA-256 of the input; bounded (least recently used entries go first); per process. An entry is never wrong,
// only possibly missing. Trees are frozen, so no caller can change what another one gets.
import { createHash } from 'node:crypto';
import type { DocContent } from '../generated/api/types.gen.js';
import { Lru } from '../platform/lru.js';

const hash = (...parts: string[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\u0000');
  return h.digest('base64');
};

const pageCounts = new Lru<string, number>(5_000);

/** The body's page count from `layout` on first sight, then from memory. */
export async function cachedPageCount(
  title: string,
  contentJson: string,
  layout: () => Promise<number>,
): Promise<number> {
  const key = hash(title, contentJson);
  const hit = pageCounts.get(key);
  if (hit !== undefined) return hit;
  const pages = await layout();
  pageCounts.set(key, pages);
  return pages;
}

/** Sources above this are converted each time (the cache's memory stays under about 2,000 x 32 KB). */
const MAX_SOURCE = 32_768;
const conversions = new Lru<string, { content: DocContent; warnings: readonly string[] }>(2_000);

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** A Markdown or HTML source's tree and warnings from `convert` on first sight, then from memory (frozen). */
export function cachedConversion(
  kind: 'markdown' | 'html',
  source: string,
  convert: () => { content: DocContent; warnings: string[] },
): { content: DocContent; warnings: string[] } {
  if (source.length > MAX_SOURCE) return convert();
  const key = hash(kind, source);
  let hit = conversions.get(key);
  if (!hit) conversions.set(key, (hit = deepFreeze(convert())));
  return { content: hit.content, warnings: [...hit.warnings] };
}
