// A room (or one of its folders) as a zip, streamed as it is built: every document this visit may read (on a
// viewer-group link, the group's) in the room's folder layout, each copy made and stamped like a single
// download when the archive reaches it. The code is checked first when the link asks for one; the download is
// recorded (`downloadedAt` on the first, `link.bulk_downloaded` each time) before the first byte leaves.
import type { Readable } from 'node:stream';
import { linkSubject, toLink } from '../../links/index.js';
import type { Services } from '../../services.js';
import { checkBulkCode } from '../bulk-code.js';
import { copyOf, markDownloaded } from '../copies.js';
import { downloadErrors } from '../download-errors.js';
import type { OpenedVisit } from '../index.js';
import { toView } from '../present.js';
import { readableDocument, roomEntries } from '../reader.js';
import { sourceFilenames } from '../repository.js';
import { visitWatermark } from '../watermark.js';
import { safeSegment, zipStream, type ZipEntry } from '../zip.js';

export interface BulkInput {
  code?: string;
  folderId?: string;
}

export async function downloadBulk(
  s: Services,
  a: OpenedVisit,
  input: BulkInput & { ip: string | null },
): Promise<{ filename: string; body: Readable }> {
  const { link, visit } = a;
  if (!link.allow_download) throw downloadErrors.disabled();
  if (!link.data_room_id) throw downloadErrors.notARoomLink();
  const { folders, documents } = await roomEntries(s.db.kysely, link);
  if (input.folderId !== undefined && !folders.some((f) => f.id === input.folderId))
    throw downloadErrors.folderNotFound();
  const chosen = input.folderId === undefined ? documents : documents.filter((d) => d.folder_id === input.folderId);
  if (!chosen.length) throw downloadErrors.nothingToDownload();
  if (link.bulk_download_otp) await checkBulkCode(s, visit, input.code);

  const folderName = new Map(folders.map((f) => [f.id, safeSegment(f.name)]));
  const fileName = await sourceFilenames(
    s.db.kysely,
    chosen.map((d) => d.document_id),
  );
  const watermark = visitWatermark(link, visit, input.ip);
  const entries: ZipEntry[] = chosen.map((d) => {
    const name =
      d.kind === 'file' ? safeSegment(fileName.get(d.document_id) ?? d.title) : `${safeSegment(d.title)}.pdf`;
    const folder = d.folder_id ? folderName.get(d.folder_id) : undefined;
    return {
      path: folder ? `${folder}/${name}` : name,
      open: async () => {
        const copy = await copyOf(s, await readableDocument(s.db.kysely, link, d.document_id), watermark, {
          workspace: link.workspace_id,
        });
        return copy.body;
      },
    };
  });

  await s.events.transaction(a.ctx, async (tx) => {
    const downloadedAt = await markDownloaded(tx, visit);
    await tx.emit({
      type: 'link.bulk_downloaded',
      description: `${visit.viewer_email ?? 'An anonymous visitor'} downloaded ${chosen.length} document(s) of room "${link.room_name ?? ''}" through link "${link.name}"`,
      subject: linkSubject(link),
      shareLinkId: link.id,
      documentId: null,
      metadata: { visitId: visit.id, dataRoomId: link.data_room_id, folderId: input.folderId ?? null },
      data: {
        link: toLink(link, s.config.linkOrigin),
        view: toView({ ...visit, downloaded_at: downloadedAt }),
        dataRoomId: link.data_room_id!,
        folderId: input.folderId ?? null,
        documentCount: chosen.length,
      },
    });
  });
  const base = safeSegment(link.room_name ?? 'room');
  const folder = input.folderId ? folders.find((f) => f.id === input.folderId)!.name : null;
  return { filename: `${folder ? `${base} - ${safeSegment(folder)}` : base}.zip`, body: zipStream(entries) };
}
