// How many sections a document has as this link serves it, for heartbeats (the hot path): the reader's own
// split (reader.ts), remembered for a short while per link and document so that a heartbeat does not re-read
// and re-split the body. A heartbeat naming an index past a remembered count reads again before refusing, so an
// edit that adds sections is seen at once; one that removes some is seen within TTL_MS.
import { ApiError } from '../platform/errors.js';
import type { Services } from '../services.js';
import { readableDocument, toViewerDocument } from './reader.js';
import type { LinkState } from './repository.js';

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const remembered = new Map<string, { count: number; until: number }>();

/** The section count, or undefined when the visit may not read the document (the caller answers 422). */
export async function sectionCount(
  s: Services,
  link: LinkState,
  documentId: string,
  fresh = false,
): Promise<number | undefined> {
  if (link.document_id && documentId !== link.document_id) return undefined;
  const key = `${link.id}\u0000${link.pinned_version_id ?? ''}\u0000${documentId}`;
  const now = Date.now();
  const hit = remembered.get(key);
  if (hit && hit.until > now && !fresh) return hit.count;
  let count: number;
  try {
    count = toViewerDocument(await readableDocument(s.db.kysely, link, documentId), { allow_audio: 0 }).sections.length;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) {
      remembered.delete(key);
      return undefined;
    }
    throw e;
  }
  if (remembered.size >= MAX_ENTRIES) remembered.clear();
  remembered.set(key, { count, until: now + TTL_MS });
  return count;
}
