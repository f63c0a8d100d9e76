// What other domains (viewer questions) may use of the reader features: the documents a visit may read, named by
// the reader in a request body, where a document it may not read is a 422 naming the field (the spec's rule for
// every reader-feature body), not the 404 of a path.
import type { IncomingHttpHeaders } from 'node:http';
import { originOf } from '../platform/context.js';
import { ApiError, errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import {
  presentedVisitToken,
  readableDocument,
  requireOpenedVisit,
  roomEntries,
  type LinkState,
  type OpenedVisit,
  type Readable,
} from '../visits/index.js';

type Q = Services['db']['kysely'];

export const notReadable = (field: string) =>
  errors.unprocessable(`${field.replace(/^body\./, '')} is not a document this visit may read`, {
    fields: [{ field, message: 'is not a document this visit may read' }],
  });

/** The document as this visit reads it, or 422 naming `field`. */
export async function readableIn(
  q: Q,
  link: LinkState,
  documentId: string,
  field = 'body.documentId',
): Promise<Readable> {
  try {
    return await readableDocument(q, link, documentId);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw notReadable(field);
    throw e;
  }
}

/** Every document the visit may read: the link's own, or the room's the link (and its group) shows. */
export async function allReadable(q: Q, link: LinkState): Promise<Readable[]> {
  if (link.document_id) return [await readableDocument(q, link, link.document_id)];
  const { documents } = await roomEntries(q, link);
  return Promise.all(documents.map((d) => readableDocument(q, link, d.document_id)));
}

/** The opened visit a public call names (visitId) and presents (x-visit-token or the page's cookie). */
export function openedVisitOf(
  s: Services,
  visitId: string,
  req: { ip?: string; headers: IncomingHttpHeaders },
): Promise<OpenedVisit> {
  return requireOpenedVisit(s, visitId, presentedVisitToken(req.headers), originOf(req));
}
