// Puts a version back as the document's body or file; the body it replaces is snapshotted first.
import { InvalidPdfError } from '../../pdf/inspect/index.js';
import { readPdf } from '../files.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { finishBody } from '../body-input.js';
import { emitEdited, loadDocument, refuseIfLocked, refuseIfTrashed, subjectOf } from '../index.js';
import * as repo from '../repository.js';
import type { DocumentsTable } from '../tables.js';
import type { DocumentParts } from '../present.js';

/** The text layer of a version's stored PDF ('' for another kind of file); 422 when the file cannot be read. */
async function storedPdfText(s: Services, ws: string, blobId: string, kind: string): Promise<string> {
  const unreadable = () => errors.unprocessable('the stored file of this version cannot be read');
  if (kind !== 'pdf') {
    if (!(await s.blobs.stat(blobId))) throw unreadable();
    return '';
  }
  const stream = await s.blobs.get(blobId);
  if (!stream) throw unreadable();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  try {
    return (await readPdf(Buffer.concat(chunks), { workspace: ws })).text ?? '';
  } catch (e) {
    if (e instanceof InvalidPdfError) throw unreadable();
    throw e;
  }
}

export async function restoreVersion(
  s: Services,
  ctx: ActionContext,
  input: { id: string; versionId: string },
): Promise<DocumentParts> {
  const ws = ctx.workspaceId;
  // The stored file is read before the transaction: the blob store has its own database connection,
  // and SQLite has only one (a read inside the transaction would wait for it forever). A PDF's text layer is
  // read again from it, for search.
  const pre = await repo.findVersionFile(s.db.kysely, ws, input.id, input.versionId);
  const storedText = pre?.source_blob_id ? await storedPdfText(s, ws, pre.source_blob_id, pre.kind) : undefined;
  const row = await s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ws, input.id, tx.trx);
    refuseIfTrashed(doc);
    refuseIfLocked(doc, 'its body cannot change');
    const v = await repo.findVersion(tx.trx, doc.id, input.versionId);
    if (!v) throw errors.notFound('version');
    if (v.kind !== doc.kind)
      throw errors.unprocessable(`a ${v.kind} version cannot be restored onto a ${doc.kind} document`);
    const previous = await repo.snapshot(tx.trx, doc, { label: null, automatic: true, createdBy: ctx.actor.label });
    const patch: Partial<DocumentsTable> = { updated_at: monotonicIso(), page_count: Number(v.page_count) };
    if (v.kind === 'xdoc') {
      const prepared = await finishBody(doc.title, JSON.parse(v.content!), { workspace: ws });
      Object.assign(patch, {
        content: v.content,
        sections: prepared.sections,
        body_text: prepared.bodyText,
        page_count: prepared.pageCount,
      });
    } else {
      Object.assign(patch, {
        source_blob_id: v.source_blob_id,
        source_filename: v.source_filename,
        source_content_type: v.source_content_type,
        source_byte_size: v.source_byte_size,
        has_text_layer: v.has_text_layer,
        body_text: storedText ?? '',
      });
    }
    const after = await repo.updateDocument(tx.trx, doc.id, patch);
    await tx.emit({
      type: 'document.version_restored',
      description: `Restored version ${v.label ? `"${v.label}"` : v.id} of "${doc.title}"`,
      subject: subjectOf(doc),
      metadata: { versionId: v.id, previousVersionId: previous.id },
    });
    if (v.kind === 'xdoc') await emitEdited(tx, after, previous.id, `Restored a version of "${doc.title}"`);
    return after;
  });
  return { row, recipients: await repo.findRecipients(s.db.kysely, row.id) };
}
