// One document downloaded through a link (allowDownload): the copy (copies.ts), then `downloadedAt` set on the
// first download and `link.downloaded` emitted, each time. Nothing is recorded if the copy cannot be made.
import { linkSubject, toLink } from '../../links/index.js';
import type { Services } from '../../services.js';
import { copyOf, markDownloaded, type Copy } from '../copies.js';
import { downloadErrors } from '../download-errors.js';
import type { OpenedVisit } from '../index.js';
import { toView } from '../present.js';
import { readableDocument } from '../reader.js';
import { visitWatermark } from '../watermark.js';

export async function downloadDocument(
  s: Services,
  a: OpenedVisit,
  { documentId, ip }: { documentId: string | undefined; ip: string | null },
): Promise<Copy> {
  const { link, visit } = a;
  if (!link.allow_download) throw downloadErrors.disabled();
  const id = documentId ?? link.document_id;
  if (!id) throw downloadErrors.documentIdRequired();
  const readable = await readableDocument(s.db.kysely, link, id);
  const copy = await copyOf(s, readable, visitWatermark(link, visit, ip), { workspace: link.workspace_id });
  await s.events.transaction(a.ctx, async (tx) => {
    const downloadedAt = await markDownloaded(tx, visit);
    await tx.emit({
      type: 'link.downloaded',
      description: `${visit.viewer_email ?? 'An anonymous visitor'} downloaded "${readable.title}" through link "${link.name}"`,
      subject: linkSubject(link),
      shareLinkId: link.id,
      documentId: readable.documentId,
      metadata: {
        visitId: visit.id,
        dataRoomId: link.data_room_id,
        stamped: Boolean(link.watermark) && readable.kind !== 'file',
      },
      data: {
        link: toLink(link, s.config.linkOrigin),
        view: toView({ ...visit, downloaded_at: downloadedAt }),
        documentId: readable.documentId,
      },
    });
  });
  return copy;
}
