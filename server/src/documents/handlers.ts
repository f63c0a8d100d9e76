// /documents: create, list (with search), read, update, trash, restore, purge, version history, uploaded files
// (upload, download, replace), exports and signature blocks. Thin: each
// operation parses its request, calls one action (actions/) and presents the result (present.ts).
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import { readUpload } from '../files/upload-body.js';
import type { Services } from '../services.js';
import { addSignatureBlock } from './actions/add-signature-block.js';
import { createDocument } from './actions/create-document.js';
import { deleteVersion } from './actions/delete-version.js';
import { downloadFile } from './actions/download-file.js';
import { exportDocument } from './actions/export-document.js';
import { getDocument } from './actions/get-document.js';
import { getVersion } from './actions/get-version.js';
import { listDocuments } from './actions/list-documents.js';
import { listVersions } from './actions/list-versions.js';
import { purgeDocument } from './actions/purge-document.js';
import { replaceFile } from './actions/replace-file.js';
import { restoreDocument } from './actions/restore-document.js';
import { restoreVersion } from './actions/restore-version.js';
import { saveVersion } from './actions/save-version.js';
import { trashDocument } from './actions/trash-document.js';
import { updateDocument } from './actions/update-document.js';
import { uploadDocument } from './actions/upload-document.js';
import { attachment } from './files.js';
import { toDetail, toVersion, toVersionDetail } from './present.js';
import type { RecipientRow } from './recipients.js';
import { lastEnvelopeOf } from './repository.js';
import type { DocumentsTable } from './tables.js';

const PDF_UPLOAD = { noun: 'the PDF', defaultFilename: 'document.pdf', fields: ['title'] } as const;

export function documentHandlers(s: Services): Handlers {
  // The single-document form with its last envelope as it stands now.
  const detail = async (row: DocumentsTable, recipients: RecipientRow[], includeContent: boolean) =>
    toDetail(row, await lastEnvelopeOf(s.db.kysely, row), recipients, includeContent);
  return {
    listDocuments: async (req, reply) => {
      const p = await listDocuments(s, apiContext(req), req.query);
      // The page's JSON comes written by the database (repository.ts); only the envelope is added here.
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"data":${p.json},"nextCursor":${JSON.stringify(p.nextCursor)}}`);
    },

    createDocument: async (req, reply) => {
      const d = await createDocument(s, apiContext(req), req.body);
      reply.code(201);
      return { data: await detail(d.row, d.recipients, false), warnings: d.warnings };
    },

    getDocument: async (req) => {
      const d = await getDocument(s, apiContext(req), { id: req.params.id });
      return { data: await detail(d.row, d.recipients, req.query.include === 'content') };
    },

    updateDocument: async (req) => {
      const d = await updateDocument(s, apiContext(req), { id: req.params.id, patch: req.body });
      return { data: await detail(d.row, d.recipients, false), warnings: d.warnings };
    },

    deleteDocument: async (req, reply) => {
      const input = { id: req.params.id };
      if (req.query.purge) await purgeDocument(s, apiContext(req), input);
      else await trashDocument(s, apiContext(req), input);
      return reply.code(204).send();
    },

    restoreDocument: async (req) => {
      const d = await restoreDocument(s, apiContext(req), { id: req.params.id });
      return { data: await detail(d.row, d.recipients, false) };
    },

    listDocumentVersions: async (req) => {
      // The spec's query for this list names no cursor; the list answers one all the same (nextCursor).
      const cursor = (req.query as { cursor?: string }).cursor;
      const p = await listVersions(s, apiContext(req), { id: req.params.id, limit: req.query.limit, cursor });
      return { data: p.items.map(toVersion), nextCursor: p.nextCursor };
    },

    createDocumentVersion: async (req, reply) => {
      const v = await saveVersion(s, apiContext(req), { id: req.params.id, label: req.body?.label });
      reply.code(201);
      return { data: toVersion(v) };
    },

    getDocumentVersion: async (req) => {
      const v = await getVersion(s, apiContext(req), { id: req.params.id, versionId: req.params.versionId });
      return { data: toVersionDetail(v, req.query.include === 'content') };
    },

    restoreDocumentVersion: async (req) => {
      const d = await restoreVersion(s, apiContext(req), { id: req.params.id, versionId: req.params.versionId });
      return { data: await detail(d.row, d.recipients, false) };
    },

    deleteDocumentVersion: async (req, reply) => {
      await deleteVersion(s, apiContext(req), { id: req.params.id, versionId: req.params.versionId });
      return reply.code(204).send();
    },

    uploadDocument: async (req, reply) => {
      const d = await uploadDocument(s, apiContext(req), {
        title: req.query.title,
        read: () => readUpload(req, PDF_UPLOAD),
      });
      reply.code(201);
      return { data: { ...(await detail(d.row, [], false)), hasTextLayer: d.hasTextLayer } };
    },

    downloadDocumentFile: async (req, reply) => {
      const f = await downloadFile(s, apiContext(req), { id: req.params.id });
      return reply
        .type(f.contentType)
        .header('content-length', f.byteSize)
        .header('content-disposition', attachment(f.filename))
        .send(f.stream);
    },

    replaceDocumentFile: async (req) => ({
      data: await replaceFile(s, apiContext(req), {
        id: req.params.id,
        read: () => readUpload(req, { ...PDF_UPLOAD, fields: [] }),
      }),
    }),

    exportDocument: async (req, reply) => {
      const f = await exportDocument(s, apiContext(req), { id: req.params.id, format: req.query.format });
      return reply.type(f.contentType).header('content-disposition', attachment(f.filename)).send(f.body);
    },

    addSignatureBlock: async (req, reply) => {
      const r = await addSignatureBlock(s, apiContext(req), { id: req.params.id, block: req.body ?? {} });
      reply.code(201);
      return {
        data: await detail(r.after, r.recipients, false),
        addedFor: { recipientId: r.who.id, name: r.who.name, email: r.who.email },
        totalFields: r.totalFields,
      };
    },
  };
}
