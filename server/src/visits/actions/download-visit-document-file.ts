// The bytes of a PDF an opened visit reads, for the page to draw: stamped with this visitor's watermark when
// the link's watermark is on (the file handed out is never a clean copy; stamped as downloads are, stamp.ts).
// Reading, not downloading: no downloadedAt, no link.downloaded.
import { buffer } from 'node:stream/consumers';
import type { Services } from '../../services.js';
import { visitErrors } from '../errors.js';
import { requireOpenedVisit, type VisitCaller } from '../index.js';
import { readableDocument } from '../reader.js';
import { stampedCopy } from '../stamped.js';
import { visitWatermark } from '../watermark.js';
import { openStoredFile } from '../../files/stored-file.js';

export async function downloadVisitDocumentFile(
  s: Services,
  { visitId, token, origin }: VisitCaller,
  { documentId }: { documentId: string },
): Promise<{ body: Uint8Array; filename: string }> {
  const { link, visit } = await requireOpenedVisit(s, visitId, token, origin);
  const doc = await readableDocument(s.db.kysely, link, documentId);
  if (doc.kind !== 'pdf' || !doc.blobId) throw visitErrors.notAPdf();
  const blobId = doc.blobId;
  const read = async () => {
    const stream = await openStoredFile(s.blobs, blobId, `the file of the document ${JSON.stringify(doc.title)}`);
    return new Uint8Array(await buffer(stream));
  };
  const mark = visitWatermark(link, visit, origin.ipAddress ?? null);
  return {
    body: mark ? await stampedCopy(blobId, mark, read, { workspace: link.workspace_id }) : await read(),
    filename: doc.filename ?? `${doc.title}.pdf`,
  };
}
