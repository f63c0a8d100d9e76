// /documents: create, list (with search), read, update, trash, restore, purge, and version history.
import { apiContext } from '../events/backbone.js';
import type { EventTx } from '../events/backbone.js';
import type { Handlers } from '../handlers.js';
import { monotonicIso } from '../platform/clock.js';
import { errors } from '../platform/errors.js';
import { page } from '../platform/pagination.js';
import type { Services } from '../services.js';
import { bodyFieldsOf, finishBody, prepareBody } from './body-input.js';
import { InvalidPdfError, readPdf } from './pdf/index.js';
import { checkDocumentCeiling } from './plans.js';
import { toDetail, toDocument, toVersion } from './present.js';
import { mergeRecipients, newRecipients, type RecipientRow } from './recipients.js';
import * as repo from './repository.js';
import type { DocumentsTable } from './tables.js';
import { fromTemplate } from './template-source.js';

const LIST = 'documents';
const VERSIONS = 'document-versions';

export function actorName(req: { auth: { name: string | null; id: string } }): string {
  return req.auth.name ?? `API key ${req.auth.id}`;
}

export function subjectOf(d: Pick<DocumentsTable, 'id' | 'title'>) {
  return { kind: 'document' as const, id: d.id, title: d.title };
}

/** The document, or 404 (also for another workspace's id). */
export async function loadDocument(s: Services, workspaceId: string, id: string, q = s.db.kysely): Promise<DocumentsTable> {
  const doc = await repo.findDocument(q, workspaceId, id);
  if (!doc) throw errors.notFound('document');
  return doc;
}

export function refuseIfLocked(doc: DocumentsTable, what: string): void {
  if (doc.status === 'locked') throw errors.conflict(`the document is out for signature (envelope ${doc.active_envelope_id}); ${what}`);
}

export function refuseIfTrashed(doc: DocumentsTable): void {
  if (doc.deleted_at) throw errors.conflict('the document is in the trash; restore it first');
}

export async function folderInWorkspace(s: Services, workspaceId: string, folderId: string | null | undefined, q = s.db.kysely): Promise<void> {
  if (!folderId) return;
  const f = await q.selectFrom('folders').select('id').where('id', '=', folderId).where('workspace_id', '=', workspaceId).executeTakeFirst();
  if (!f) throw errors.unprocessable('folderId is not a folder of this workspace', { fields: [{ field: 'body.folderId', message: 'is not a folder of this workspace' }] });
}

/** Emits document.edited with the document after the edit and the snapshot holding the body before it. */
export async function emitEdited(tx: EventTx, doc: DocumentsTable, previousVersionId: string | null, description: string) {
  await tx.emit({ type: 'document.edited', description, subject: subjectOf(doc), data: { document: toDocument(doc), previousVersionId } });
}

/** The text layer of a version's stored PDF ('' for another kind of file); 422 when the file cannot be read. */
async function storedPdfText(s: Services, blobId: string, kind: string): Promise<string> {
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
    return (await readPdf(Buffer.concat(chunks))).text ?? '';
  } catch (e) {
    if (e instanceof InvalidPdfError) throw unreadable();
    throw e;
  }
}

export function documentHandlers(s: Services): Handlers {
  const db = s.db.kysely;

  return {
    listDocuments: async (req, reply) => {
      const ws = req.auth.workspace.id;
      const q = req.query;
      const limit = q.limit ?? 50;
      const after = s.cursors.decode(q.cursor, LIST, ws);
      const p = await repo.listDocumentsPage(db, {
        workspaceId: ws,
        q: q.q,
        status: q.status,
        kind: q.kind,
        folderId: q.folderId,
        inLibrary: q.inLibrary,
        trashed: q.trashed ?? false,
        after: after ? [String(after[0]), String(after[1])] : undefined,
        limit,
      });
      // The page's JSON comes written by the database (repository.ts); only the envelope is added here.
      const nextCursor = p.after ? s.cursors.encode(LIST, ws, p.after) : null;
      return reply.type('application/json; charset=utf-8').send(`{"data":${p.data},"nextCursor":${JSON.stringify(nextCursor)}}`);
    },

    createDocument: async (req, reply) => {
      const ws = req.auth.workspace.id;
      const b = req.body;
      const bodies = bodyFieldsOf(b);
      if (bodies.length > 1) throw errors.validation(bodies.map((f) => ({ field: `body.${f}`, message: 'send only one of markdown, html and content' })));
      if (b.templateId && bodies.length) throw errors.validation([{ field: `body.${bodies[0]}`, message: 'cannot be combined with templateId' }]);
      if (!b.templateId && b.title === undefined) throw errors.validation([{ field: 'body.title', message: 'is required unless templateId is given' }]);
      await folderInWorkspace(s, ws, b.folderId);
      await checkDocumentCeiling(db, req.auth.workspace);
      let title = b.title ?? '';
      let prepared;
      let recipients: RecipientRow[];
      if (b.templateId) {
        const t = await fromTemplate(db, ws, b.templateId, b.recipients ?? []);
        title = b.title ?? t.name;
        prepared = await finishBody(title, t.content);
        recipients = t.recipients;
      } else {
        prepared = await prepareBody(title, b);
        recipients = newRecipients(b.recipients ?? []);
      }
      const row = repo.newDocumentRow({
        workspace_id: ws,
        title,
        kind: 'xdoc',
        page_count: prepared.pageCount,
        folder_id: b.folderId ?? null,
        content: JSON.stringify(prepared.content),
        sections: prepared.sections,
        body_text: prepared.bodyText,
        template_id: b.templateId ?? null,
      });
      await s.events.transaction(apiContext(req), async (tx) => {
        await repo.insertDocument(tx.trx, row, recipients);
        if (b.templateId) await tx.trx.updateTable('templates').set((eb) => ({ use_count: eb('use_count', '+', 1) })).where('id', '=', b.templateId).execute();
        await tx.emit({ type: 'document.created', description: `Created "${title}"`, subject: subjectOf(row), data: { document: toDocument(row) }, metadata: { templateId: b.templateId ?? null, warnings: prepared.warnings.length } });
      });
      reply.code(201);
      return { data: toDetail(row, recipients, false), warnings: prepared.warnings } as never;
    },

    getDocument: async (req) => {
      const doc = await loadDocument(s, req.auth.workspace.id, req.params.id);
      return { data: toDetail(doc, await repo.findRecipients(db, doc.id), req.query.include === 'content') } as never;
    },

    updateDocument: async (req) => {
      const ws = req.auth.workspace.id;
      const b = req.body;
      const bodies = bodyFieldsOf(b);
      if (bodies.length > 1) throw errors.validation(bodies.map((f) => ({ field: `body.${f}`, message: 'send only one of markdown, html and content' })));
      if (b.versionLabel !== undefined && !bodies.length) throw errors.validation([{ field: 'body.versionLabel', message: 'names the snapshot of a body change: send markdown, html or content with it' }]);
      const before = await loadDocument(s, ws, req.params.id);
      refuseIfTrashed(before);
      if (bodies.length && before.kind !== 'xdoc') throw errors.unprocessable('an uploaded file has no editable body; replace the file with POST /documents/{id}/file');
      if (bodies.length) refuseIfLocked(before, 'its body cannot change');
      if (b.recipients !== undefined) refuseIfLocked(before, 'its signing list cannot change');
      await folderInWorkspace(s, ws, b.folderId);
      const title = b.title ?? before.title;
      const prepared = bodies.length ? await prepareBody(title, b) : b.title !== undefined && before.kind === 'xdoc' ? await finishBody(title, JSON.parse(before.content!)) : null;
      const result = await s.events.transaction(apiContext(req), async (tx) => {
        // Re-read inside the transaction: a concurrent send or trash must win over this edit.
        const doc = await loadDocument(s, ws, req.params.id, tx.trx);
        refuseIfTrashed(doc);
        if (bodies.length) refuseIfLocked(doc, 'its body cannot change');
        let recipients = await repo.findRecipients(tx.trx, doc.id);
        if (b.recipients !== undefined) {
          recipients = mergeRecipients(recipients, b.recipients);
          await repo.replaceRecipients(tx.trx, doc.id, recipients);
        }
        let previousVersionId: string | null = null;
        if (bodies.length) previousVersionId = (await repo.snapshot(tx.trx, doc, { label: b.versionLabel ?? null, automatic: true, createdBy: actorName(req) })).id;
        const patch: Partial<DocumentsTable> = { updated_at: monotonicIso() };
        if (b.title !== undefined) patch.title = b.title;
        if (b.folderId !== undefined) patch.folder_id = b.folderId;
        if (b.inLibrary !== undefined) patch.in_library = b.inLibrary ? 1 : 0;
        if (prepared) Object.assign(patch, { content: JSON.stringify(prepared.content), sections: prepared.sections, body_text: prepared.bodyText, page_count: prepared.pageCount });
        const after = await repo.updateDocument(tx.trx, doc.id, patch);
        const changed = Object.keys(b).filter((k) => k !== 'versionLabel');
        if (bodies.length) await emitEdited(tx, after, previousVersionId, `Edited the body of "${after.title}"`);
        const other = changed.filter((k) => !bodies.includes(k as never));
        if (other.length) await tx.emit({ type: 'document.updated', description: `Changed ${other.join(', ')} of "${after.title}"`, subject: subjectOf(after), metadata: { changed: other } });
        return { after, recipients };
      });
      return { data: toDetail(result.after, result.recipients, false), warnings: prepared?.warnings ?? [] } as never;
    },

    deleteDocument: async (req, reply) => {
      const ws = req.auth.workspace.id;
      await s.events.transaction(apiContext(req), async (tx) => {
        const doc = await loadDocument(s, ws, req.params.id, tx.trx);
        if (req.query.purge) {
          if (!doc.deleted_at) throw errors.conflict('only a document in the trash can be purged; delete it first');
          if (doc.ever_sent) throw errors.conflict('a document that was sent for signature is kept as evidence and cannot be purged');
          await tx.trx.deleteFrom('documents').where('id', '=', doc.id).execute();
          await repo.removeFromSearch(tx.trx, doc.id);
          await tx.emit({ type: 'document.purged', description: `Purged "${doc.title}"`, subject: subjectOf(doc) });
          return;
        }
        refuseIfLocked(doc, 'void the envelope first');
        if (doc.deleted_at) return; // already in the trash: idempotent
        await repo.updateDocument(tx.trx, doc.id, { deleted_at: monotonicIso() });
        await tx.emit({ type: 'document.deleted', description: `Moved "${doc.title}" to the trash`, subject: subjectOf(doc) });
      });
      return reply.code(204).send();
    },

    restoreDocument: async (req) => {
      const ws = req.auth.workspace.id;
      const row = await s.events.transaction(apiContext(req), async (tx) => {
        const doc = await loadDocument(s, ws, req.params.id, tx.trx);
        if (!doc.deleted_at) throw errors.conflict('the document is not in the trash');
        await checkDocumentCeiling(tx.trx, req.auth.workspace);
        const after = await repo.updateDocument(tx.trx, doc.id, { deleted_at: null, updated_at: monotonicIso() });
        await tx.emit({ type: 'document.restored', description: `Restored "${doc.title}" from the trash`, subject: subjectOf(doc) });
        return after;
      });
      return { data: toDetail(row, await repo.findRecipients(db, row.id), false) } as never;
    },

    listDocumentVersions: async (req) => {
      const ws = req.auth.workspace.id;
      const doc = await loadDocument(s, ws, req.params.id);
      const limit = req.query.limit ?? 50;
      const after = s.cursors.decode((req.query as { cursor?: string }).cursor, VERSIONS, ws);
      const rows = await repo.listVersions(db, doc.id, after ? [String(after[0]), String(after[1])] : undefined, limit);
      const p = page(rows, limit, (r) => [r.created_at, r.id]);
      return { data: p.rows.map((v) => toVersion(v, false)), nextCursor: p.after ? s.cursors.encode(VERSIONS, ws, p.after) : null } as never;
    },

    createDocumentVersion: async (req, reply) => {
      const ws = req.auth.workspace.id;
      const v = await s.events.transaction(apiContext(req), async (tx) => {
        const doc = await loadDocument(s, ws, req.params.id, tx.trx);
        refuseIfTrashed(doc);
        const label = req.body?.label ?? `Saved by ${actorName(req)}`;
        const saved = await repo.snapshot(tx.trx, doc, { label, automatic: false, createdBy: actorName(req) });
        await tx.emit({ type: 'document.version_created', description: `Saved version "${label}" of "${doc.title}"`, subject: subjectOf(doc), metadata: { versionId: saved.id } });
        return saved;
      });
      reply.code(201);
      return { data: toVersion(v, false) } as never;
    },

    getDocumentVersion: async (req) => {
      const doc = await loadDocument(s, req.auth.workspace.id, req.params.id);
      const v = await db.selectFrom('document_versions').selectAll().where('id', '=', req.params.versionId).where('document_id', '=', doc.id).executeTakeFirst();
      if (!v) throw errors.notFound('version');
      return { data: toVersion(v, req.query.include === 'content') } as never;
    },

    restoreDocumentVersion: async (req) => {
      const ws = req.auth.workspace.id;
      // The stored file is read before the transaction: the blob store has its own database connection,
      // and SQLite has only one (a read inside the transaction would wait for it forever). A PDF's text layer is
      // read again from it, for search.
      const pre = await db
        .selectFrom('document_versions')
        .select(['source_blob_id', 'kind'])
        .where('id', '=', req.params.versionId)
        .where('document_id', '=', req.params.id)
        .where('workspace_id', '=', ws)
        .executeTakeFirst();
      const storedText = pre?.source_blob_id ? await storedPdfText(s, pre.source_blob_id, pre.kind) : undefined;
      const result = await s.events.transaction(apiContext(req), async (tx) => {
        const doc = await loadDocument(s, ws, req.params.id, tx.trx);
        refuseIfTrashed(doc);
        refuseIfLocked(doc, 'its body cannot change');
        const v = await tx.trx.selectFrom('document_versions').selectAll().where('id', '=', req.params.versionId).where('document_id', '=', doc.id).executeTakeFirst();
        if (!v) throw errors.notFound('version');
        if (v.kind !== doc.kind) throw errors.unprocessable(`a ${v.kind} version cannot be restored onto a ${doc.kind} document`);
        const previous = await repo.snapshot(tx.trx, doc, { label: null, automatic: true, createdBy: actorName(req) });
        const patch: Partial<DocumentsTable> = { updated_at: monotonicIso(), page_count: Number(v.page_count) };
        if (v.kind === 'xdoc') {
          const prepared = await finishBody(doc.title, JSON.parse(v.content!));
          Object.assign(patch, { content: v.content, sections: prepared.sections, body_text: prepared.bodyText, page_count: prepared.pageCount });
        } else {
          Object.assign(patch, { source_blob_id: v.source_blob_id, source_filename: v.source_filename, source_content_type: v.source_content_type, source_byte_size: v.source_byte_size, has_text_layer: v.has_text_layer, body_text: storedText ?? '' });
        }
        const after = await repo.updateDocument(tx.trx, doc.id, patch);
        await tx.emit({ type: 'document.version_restored', description: `Restored version ${v.label ? `"${v.label}"` : v.id} of "${doc.title}"`, subject: subjectOf(doc), metadata: { versionId: v.id, previousVersionId: previous.id } });
        if (v.kind === 'xdoc') await emitEdited(tx, after, previous.id, `Restored a version of "${doc.title}"`);
        return after;
      });
      return { data: toDetail(result, await repo.findRecipients(db, result.id), false) } as never;
    },

    deleteDocumentVersion: async (req, reply) => {
      const ws = req.auth.workspace.id;
      await s.events.transaction(apiContext(req), async (tx) => {
        const doc = await loadDocument(s, ws, req.params.id, tx.trx);
        const v = await tx.trx.selectFrom('document_versions').select(['id', 'label']).where('id', '=', req.params.versionId).where('document_id', '=', doc.id).executeTakeFirst();
        if (!v) throw errors.notFound('version');
        // Share links (a later issue) can pin a version; pinned ones are refused with details.links.
        await tx.trx.deleteFrom('document_versions').where('id', '=', v.id).execute();
        await tx.emit({ type: 'document.version_deleted', description: `Deleted version ${v.label ? `"${v.label}"` : v.id} of "${doc.title}"`, subject: subjectOf(doc), metadata: { versionId: v.id } });
      });
      return reply.code(204).send();
    },
  };
}
