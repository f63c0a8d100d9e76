// Replaces an uploaded PDF's file, keeping the document's id; the outgoing file becomes a version. The document is
// checked before the new file is read.
import { Readable } from 'node:stream';
import { dropPlacementsPastPage } from '../../envelopes/index.js';
import type { DocumentFileReplaced } from '../../generated/api/types.gen.js';
import type { UploadedFile } from '../../files/upload-body.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { inspectPdf } from '../files.js';
import { loadDocument, refuseIfLocked, refuseIfTrashed, subjectOf } from '../index.js';
import * as repo from '../repository.js';

export async function replaceFile(
  s: Services,
  ctx: ActionContext,
  input: { id: string; read: () => Promise<UploadedFile> },
): Promise<DocumentFileReplaced> {
  const ws = ctx.workspaceId;
  const current = await loadDocument(s, ws, input.id);
  refuseIfTrashed(current);
  refuseIfLocked(current, 'its file cannot change');
  if (current.kind !== 'pdf') throw errors.conflict('only an uploaded PDF has a file to replace');
  const file = await input.read();
  const info = await inspectPdf(file, { workspace: ws });
  const blob = await s.blobs.put(Readable.from([file.bytes]));
  try {
    const result = await s.events.transaction(ctx, async (tx) => {
      const doc = await loadDocument(s, ws, input.id, tx.trx);
      refuseIfTrashed(doc);
      refuseIfLocked(doc, 'its file cannot change');
      const { previous, after } = await repo.reviseDocument(tx.trx, doc, ctx.actor.label, {
        source_blob_id: blob.id,
        source_filename: file.filename,
        source_byte_size: blob.size,
        source_sha256: blob.sha256,
        has_text_layer: info.hasTextLayer ? 1 : 0,
        body_text: info.text ?? '',
        page_count: info.pageCount,
      });
      await tx.emit({
        type: 'document.file_replaced',
        description: `Replaced the file of "${doc.title}" (${doc.page_count} → ${info.pageCount} pages)`,
        subject: subjectOf(doc),
        metadata: { previousVersionId: previous.id, filename: file.filename, byteSize: blob.size, sha256: blob.sha256 },
      });
      return {
        after,
        previous,
        previousPageCount: doc.page_count,
        dropped: await dropPlacementsPastPage(tx.trx, doc.id, info.pageCount),
      };
    });
    return {
      documentId: result.after.id,
      previousVersionId: result.previous.id,
      pageCount: info.pageCount,
      previousPageCount: Number(result.previousPageCount),
      hasTextLayer: info.hasTextLayer,
      droppedFields: result.dropped,
    };
  } catch (e) {
    await s.blobs.delete(blob.id).catch(() => {});
    throw e;
  }
}
