// One document an opened visit may read (404 for any other), split into sections or pages.
import type { ViewerDocument } from '../../generated/api/types.gen.js';
import type { Services } from '../../services.js';
import { requireOpenedVisit, type VisitCaller } from '../index.js';
import { readableDocument, viewerDocument } from '../reader.js';

export async function getVisitDocument(
  s: Services,
  { visitId, token, origin }: VisitCaller,
  { documentId }: { documentId: string },
): Promise<ViewerDocument> {
  const { link } = await requireOpenedVisit(s, visitId, token, origin);
  return viewerDocument(s, await readableDocument(s.db.kysely, link, documentId), link);
}
