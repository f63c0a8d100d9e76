// A document as a visitor's copy: an authored body rendered to PDF (pdf/export), a PDF as stored, either
// stamped with the visitor's watermark when the link has one on; a shared file of another type as its stored
// bytes (it cannot be stamped). Shared by the single download and the room zip.
import type { Readable as Stream } from 'node:stream';
import type { EventTx } from '../events/backbone.js';
import type { LinkVisitsTable } from '../links/tables.js';
import { buffer } from 'node:stream/consumers';
import { safeName } from '../documents/index.js';
import type { VisitWatermark } from '../generated/api/types.gen.js';
import { renderPdf } from '../work/pdf.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import type { Readable } from './reader.js';
import type { WorkFor } from '../work/pool.js';
import * as repo from './repository.js';
import { stampedCopy } from './stamped.js';
import { openStoredFile } from '../files/stored-file.js';

export interface Copy {
  contentType: string;
  filename: string;
  body: Uint8Array | Stream;
}

async function stored(s: Services, blobId: string | null, title: string): Promise<Stream> {
  if (!blobId) throw errors.unavailable('file storage');
  return openStoredFile(s.blobs, blobId, `the file of the document ${JSON.stringify(title)}`);
}

/** The copy of one readable document, stamped with `watermark` (null: not stamped). */
export async function copyOf(
  s: Services,
  r: Readable,
  watermark: VisitWatermark | null,
  forWhom: WorkFor,
): Promise<Copy> {
  const name = safeName(r.title);
  if (r.kind === 'file') {
    const filename = r.filename ?? name;
    return {
      contentType: r.contentType ?? 'application/octet-stream',
      filename,
      body: await stored(s, r.blobId, r.title),
    };
  }
  const pdf = async () =>
    r.kind === 'xdoc'
      ? (await renderPdf({ title: r.title, content: JSON.parse(r.content ?? '{"type":"doc","content":[]}') }, forWhom))
          .bytes
      : new Uint8Array(await buffer(await stored(s, r.blobId, r.title)));
  // the title is drawn in an authored body's PDF, so it is part of what the copy is made from
  const source = r.kind === 'xdoc' ? r.versionId && `${r.versionId}\n${r.title}` : r.blobId;
  return {
    contentType: 'application/pdf',
    filename: `${name}.pdf`,
    body: watermark ? await stampedCopy(source, watermark, pdf, forWhom) : await pdf(),
  };
}

/** Sets the visit's `downloadedAt` on its first download (inside the event's transaction); answers its value. */
export async function markDownloaded(tx: EventTx, visit: LinkVisitsTable): Promise<string> {
  if (visit.downloaded_at) return visit.downloaded_at;
  const now = new Date().toISOString();
  await repo.markDownloaded(tx.trx, visit.id, now);
  return now;
}
