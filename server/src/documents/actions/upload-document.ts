// Creates a document from an uploaded PDF (checked against the plan's ceiling before the file is read, and again
// in the transaction that adds it).
import { Readable } from 'node:stream';
import type { UploadedFile } from '../../files/upload-body.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { inspectPdf } from '../files.js';
import { subjectOf } from '../index.js';
import { refuseOverDocumentCeiling } from '../plans.js';
import { toDocument } from '../present.js';
import * as repo from '../repository.js';
import type { DocumentsTable } from '../tables.js';

export async function uploadDocument(
  s: Services,
  ctx: ActionContext,
  input: { title?: string; read: () => Promise<UploadedFile> },
): Promise<{ row: DocumentsTable; hasTextLayer: boolean }> {
  await refuseOverDocumentCeiling(s, s.db.kysely, ctx.workspaceId);
  const file = await input.read();
  const info = await inspectPdf(file, { workspace: ctx.workspaceId });
  const title =
    (input.title ?? file.fields.title ?? file.filename.replace(/\.pdf$/i, '')).trim().slice(0, 200) ||
    'Untitled document';
  const blob = await s.blobs.put(Readable.from([file.bytes]));
  const row = repo.newDocumentRow({
    workspace_id: ctx.workspaceId,
    title,
    kind: 'pdf',
    page_count: info.pageCount,
    source_blob_id: blob.id,
    source_filename: file.filename,
    source_content_type: 'application/pdf',
    source_byte_size: blob.size,
    source_sha256: blob.sha256,
    has_text_layer: info.hasTextLayer ? 1 : 0,
    body_text: info.text ?? '',
  });
  try {
    await s.events.transaction(ctx, async (tx) => {
      await refuseOverDocumentCeiling(s, tx.trx, ctx.workspaceId);
      await repo.insertDocument(tx.trx, row, []);
      await tx.emit({
        type: 'document.created',
        description: `Uploaded "${title}" (${info.pageCount} pages)`,
        subject: subjectOf(row),
        data: { document: toDocument(row, null) },
        metadata: { filename: file.filename, byteSize: blob.size, sha256: blob.sha256 },
      });
    });
  } catch (e) {
    await s.blobs.delete(blob.id).catch(() => {}); // nothing half-written
    throw e;
  }
  return { row, hasTextLayer: info.hasTextLayer };
}
