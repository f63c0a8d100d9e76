// Uploaded PDFs (create, download, replace) and exports of any document (PDF, DOCX, Markdown).
import { Readable } from 'node:stream';
import { apiContext } from '../events/backbone.js';
import type { Handlers } from '../handlers.js';
import { monotonicIso } from '../platform/clock.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { toMarkdown } from './body/index.js';
import { renderDocx, renderPdf } from './export/index.js';
import { actorName, folderInWorkspace, loadDocument, refuseIfLocked, refuseIfTrashed, subjectOf } from './handlers.js';
import { InvalidPdfError, readPdf } from './pdf/index.js';
import { checkDocumentCeiling } from './plans.js';
import { toDetail, toDocument } from './present.js';
import * as repo from './repository.js';
import { readUpload, type UploadedFile } from '../files/upload-body.js';

const PDF_UPLOAD = { noun: 'the PDF', defaultFilename: 'document.pdf', fields: ['title'] } as const;

async function inspect(file: UploadedFile) {
  try {
    return await readPdf(file.bytes);
  } catch (e) {
    if (e instanceof InvalidPdfError) {
      throw e.reason === 'not_pdf' ? errors.notAPdf(file.contentType) : errors.validation([{ field: 'body.file', message: e.message }]);
    }
    throw e;
  }
}

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function safeName(title: string): string {
  return title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 150) || 'document';
}

export function fileHandlers(s: Services): Handlers {
  const db = s.db.kysely;

  return {
    uploadDocument: async (req, reply) => {
      const ws = req.auth.workspace.id;
      await checkDocumentCeiling(db, req.auth.workspace);
      const file = await readUpload(req, PDF_UPLOAD);
      const info = await inspect(file);
      const title = (req.query.title ?? file.fields.title ?? file.filename.replace(/\.pdf$/i, '')).trim().slice(0, 200) || 'Untitled document';
      const blob = await s.blobs.put(Readable.from([file.bytes]));
      const row = repo.newDocumentRow({
        workspace_id: ws,
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
        await s.events.transaction(apiContext(req), async (tx) => {
          await repo.insertDocument(tx.trx, row, []);
          await tx.emit({ type: 'document.created', description: `Uploaded "${title}" (${info.pageCount} pages)`, subject: subjectOf(row), data: { document: toDocument(row) }, metadata: { filename: file.filename, byteSize: blob.size, sha256: blob.sha256 } });
        });
      } catch (e) {
        await s.blobs.delete(blob.id).catch(() => {}); // nothing half-written
        throw e;
      }
      reply.code(201);
      return { data: { ...toDetail(row, [], false), hasTextLayer: info.hasTextLayer } } as never;
    },

    downloadDocumentFile: async (req, reply) => {
      const doc = await loadDocument(s, req.auth.workspace.id, req.params.id);
      if (!doc.source_blob_id) throw errors.notFound('stored file (an authored document has none; use GET /documents/{id}/export)');
      const stream = await s.blobs.get(doc.source_blob_id);
      if (!stream) throw errors.unavailable('file storage');
      return reply
        .type(doc.source_content_type ?? 'application/octet-stream')
        .header('content-length', String(doc.source_byte_size))
        .header('content-disposition', attachment(doc.source_filename ?? 'document.pdf'))
        .send(stream);
    },

    replaceDocumentFile: async (req) => {
      const ws = req.auth.workspace.id;
      const current = await loadDocument(s, ws, req.params.id);
      refuseIfTrashed(current);
      refuseIfLocked(current, 'its file cannot change');
      if (current.kind !== 'pdf') throw errors.conflict('only an uploaded PDF has a file to replace');
      const file = await readUpload(req, { ...PDF_UPLOAD, fields: [] });
      const info = await inspect(file);
      const blob = await s.blobs.put(Readable.from([file.bytes]));
      try {
        const result = await s.events.transaction(apiContext(req), async (tx) => {
          const doc = await loadDocument(s, ws, req.params.id, tx.trx);
          refuseIfTrashed(doc);
          refuseIfLocked(doc, 'its file cannot change');
          const previous = await repo.snapshot(tx.trx, doc, { label: null, automatic: true, createdBy: actorName(req) });
          const after = await repo.updateDocument(tx.trx, doc.id, {
            source_blob_id: blob.id,
            source_filename: file.filename,
            source_byte_size: blob.size,
            source_sha256: blob.sha256,
            has_text_layer: info.hasTextLayer ? 1 : 0,
            body_text: info.text ?? '',
            page_count: info.pageCount,
            updated_at: monotonicIso(),
          });
          await tx.emit({
            type: 'document.file_replaced',
            description: `Replaced the file of "${doc.title}" (${doc.page_count} → ${info.pageCount} pages)`,
            subject: subjectOf(doc),
            metadata: { previousVersionId: previous.id, filename: file.filename, byteSize: blob.size, sha256: blob.sha256 },
          });
          return { after, previous, previousPageCount: doc.page_count };
        });
        return {
          data: {
            documentId: result.after.id,
            previousVersionId: result.previous.id,
            pageCount: info.pageCount,
            previousPageCount: Number(result.previousPageCount),
            hasTextLayer: info.hasTextLayer,
            // Field placements on uploaded PDFs arrive with envelopes; until then there are none to drop.
            droppedFields: 0,
          },
        };
      } catch (e) {
        await s.blobs.delete(blob.id).catch(() => {});
        throw e;
      }
    },

    exportDocument: async (req, reply) => {
      const doc = await loadDocument(s, req.auth.workspace.id, req.params.id);
      const format = req.query.format ?? 'pdf';
      const name = safeName(doc.title);
      if (doc.kind !== 'xdoc') {
        if (format !== 'pdf' || doc.kind !== 'pdf') throw errors.conflict(`an uploaded ${doc.kind === 'pdf' ? 'PDF' : 'file'} exports only as itself (format=pdf)`);
        const stream = await s.blobs.get(doc.source_blob_id!);
        if (!stream) throw errors.unavailable('file storage');
        return reply.type('application/pdf').header('content-disposition', attachment(`${name}.pdf`)).send(stream);
      }
      const content = JSON.parse(doc.content!);
      if (format === 'md') {
        return reply.type('text/markdown; charset=utf-8').header('content-disposition', attachment(`${name}.md`)).send(toMarkdown(content));
      }
      if (format === 'docx') {
        const bytes = await renderDocx({ title: doc.title, content });
        return reply.type('application/vnd.openxmlformats-officedocument.wordprocessingml.document').header('content-disposition', attachment(`${name}.docx`)).send(Buffer.from(bytes));
      }
      const pdf = await renderPdf({ title: doc.title, content });
      return reply.type('application/pdf').header('content-disposition', attachment(`${name}.pdf`)).send(Buffer.from(pdf.bytes));
    },
  };
}
