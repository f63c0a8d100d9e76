// GET/PUT /documents/{id}/fields (an extension): the field placements of an uploaded PDF. Authored documents
// keep their fields as signatureField nodes in the body; shared files have none. A PUT replaces every placement
// at once after checking each against the document's signers and the file's pages (their displayed size: crop
// box with rotation applied).
import { PDFDocument } from 'pdf-lib';
import { loadDocument, refuseIfLocked, refuseIfTrashed, subjectOf } from '../../documents/index.js';
import type { DocumentsTable } from '../../documents/tables.js';
import type { DocumentField, DocumentFieldInput } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors, type FieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { toDocumentField } from '../present.js';
import * as repo from '../repository.js';
import type { DocumentFieldsTable } from '../tables.js';

export async function listDocumentFields(
  s: Services,
  ctx: ActionContext,
  documentId: string,
): Promise<DocumentField[]> {
  const doc = await loadDocument(s, ctx.workspaceId, documentId);
  if (doc.kind !== 'pdf') return [];
  return (await repo.findDocumentFields(s.db.kysely, doc.id)).map(toDocumentField);
}

/** Displayed width and height of each page, in points. */
async function pageSizes(s: Services, doc: DocumentsTable): Promise<{ width: number; height: number }[] | null> {
  if (!doc.source_blob_id) return null;
  const stream = await s.blobs.get(doc.source_blob_id);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  try {
    const pdf = await PDFDocument.load(Buffer.concat(chunks), {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return pdf.getPages().map((p) => {
      const box = p.getCropBox();
      const turned = Math.abs(p.getRotation().angle % 180) === 90;
      return turned ? { width: box.height, height: box.width } : { width: box.width, height: box.height };
    });
  } catch {
    return null; // sizes unknown: pages are still checked against the page count
  }
}

export async function replaceDocumentFields(
  s: Services,
  ctx: ActionContext,
  { documentId, fields: input }: { documentId: string; fields: DocumentFieldInput[] },
): Promise<DocumentField[]> {
  const pre = await loadDocument(s, ctx.workspaceId, documentId);
  refuseIfTrashed(pre);
  refuseIfLocked(pre, 'its field placements cannot change');
  if (pre.kind !== 'pdf') {
    throw errors.unprocessable(
      pre.kind === 'xdoc'
        ? 'an authored document keeps its fields as signatureField nodes in its body: edit the body instead'
        : 'a shared file cannot carry signing fields',
      { fields: [{ field: 'body.fields', message: 'only an uploaded PDF has field placements' }] },
    );
  }
  const sizes = input.length ? await pageSizes(s, pre) : null;
  return s.events.transaction(ctx, async (tx) => {
    const doc = await loadDocument(s, ctx.workspaceId, documentId, tx.trx);
    refuseIfLocked(doc, 'its field placements cannot change');
    const recipients = await repo.findDocumentRecipients(tx.trx, doc.id);
    const current = new Set((await repo.findDocumentFields(tx.trx, doc.id)).map((f) => f.id));
    const byId = new Map(recipients.map((r) => [r.id, r]));
    const problems: FieldError[] = [];
    const seen = new Set<string>();
    const pages = Number(doc.page_count);
    input.forEach((f, i) => {
      const at = (k: string) => `body.fields[${i}]${k ? `.${k}` : ''}`;
      const r = byId.get(f.recipientId);
      if (!r) problems.push({ field: at('recipientId'), message: 'is not a recipient of this document' });
      else if (r.role !== 'signer')
        problems.push({ field: at('recipientId'), message: 'is a viewer, who signs nothing' });
      if (f.page > pages)
        problems.push({
          field: at('page'),
          message: `is past the last page (the file has ${pages} page${pages === 1 ? '' : 's'})`,
        });
      else if (sizes?.[f.page - 1]) {
        const p = sizes[f.page - 1];
        if (f.x + f.width > p.width + 0.01 || f.y + f.height > p.height + 0.01) {
          problems.push({
            field: at('x'),
            message: `the rectangle does not fit on page ${f.page} (${Math.round(p.width)} × ${Math.round(p.height)} points)`,
          });
        }
      }
      if (f.id !== undefined) {
        if (!current.has(f.id))
          problems.push({ field: at('id'), message: 'is not one of the current placements of this document' });
        else if (seen.has(f.id)) problems.push({ field: at('id'), message: 'is given twice' });
        seen.add(f.id);
      }
    });
    if (problems.length) throw errors.unprocessableFields('the placements were refused: ', problems);
    const rows: DocumentFieldsTable[] = input
      .map((f) => ({
        id: f.id ?? newId('fld'),
        document_id: doc.id,
        recipient_id: f.recipientId,
        type: f.type,
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
        required: f.required === false ? 0 : 1,
        label: f.label ?? null,
        position: 0,
      }))
      .sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x)
      .map((f, position) => ({ ...f, position }));
    // The document changed: a send that checked the old placements finds it changed and sends nothing (409).
    await repo.replaceDocumentFields(tx.trx, { documentId: doc.id, rows, at: monotonicIso() });
    await tx.emit({
      type: 'document.updated',
      description: `Placed ${rows.length} field${rows.length === 1 ? '' : 's'} on "${doc.title}"`,
      subject: subjectOf(doc),
      metadata: { fields: rows.length },
    });
    return rows.map(toDocumentField);
  });
}
