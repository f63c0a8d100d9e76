// What other domains may use of documents: load one (404 across workspaces), refuse a locked or trashed one,
// check a folder, name it as an event subject.
import type { EventTx } from '../events/backbone.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { toDocument } from './present.js';
import * as repo from './repository.js';
import type { DocumentsTable } from './tables.js';

export function subjectOf(d: Pick<DocumentsTable, 'id' | 'title'>) {
  return { kind: 'document' as const, id: d.id, title: d.title };
}

/** The document, or 404 (also for another workspace's id). */
export async function loadDocument(
  s: Services,
  workspaceId: string,
  id: string,
  q = s.db.kysely,
): Promise<DocumentsTable> {
  const doc = await repo.findDocument(q, workspaceId, id);
  if (!doc) throw errors.notFound('document');
  return doc;
}

/** A document's title and trash mark, or 404 (what links to it need, without reading its body). */
export async function loadDocumentTitle(
  s: Services,
  workspaceId: string,
  id: string,
  q = s.db.kysely,
): Promise<Pick<DocumentsTable, 'title' | 'deleted_at'>> {
  const doc = await repo.findDocumentTitle(q, workspaceId, id);
  if (!doc) throw errors.notFound('document');
  return doc;
}

export function refuseIfLocked(doc: DocumentsTable, what: string): void {
  if (doc.status === 'locked')
    throw errors.conflict(`the document is out for signature (envelope ${doc.active_envelope_id}); ${what}`);
}

export function refuseIfTrashed(doc: DocumentsTable): void {
  if (doc.deleted_at) throw errors.conflict('the document is in the trash; restore it first');
}

export async function folderInWorkspace(
  s: Services,
  workspaceId: string,
  folderId: string | null | undefined,
  q = s.db.kysely,
): Promise<void> {
  if (!folderId) return;
  if (!(await repo.folderExists(q, workspaceId, folderId)))
    throw errors.unprocessable('folderId is not a folder of this workspace', {
      fields: [{ field: 'body.folderId', message: 'is not a folder of this workspace' }],
    });
}

/** Emits document.edited with the document after the edit and the snapshot holding the body before it. */
export async function emitEdited(
  tx: EventTx,
  doc: DocumentsTable,
  previousVersionId: string | null,
  description: string,
) {
  await tx.emit({
    type: 'document.edited',
    description,
    subject: subjectOf(doc),
    data: { document: toDocument(doc, await repo.lastEnvelopeOf(tx.trx, doc)), previousVersionId },
  });
}

export { refuseOverDocumentCeiling } from './plans.js';
/** An uploaded PDF read as documents read it (file requests), and a title as a file name (the viewer's copies). */
export { readPdf, safeName } from './files.js';
/** A signer's access code checked against the document recipient's (envelopes/). */
export { checkAccessCode, recipientIdentity } from './recipients.js';

export interface ReceivedFile {
  workspaceId: string;
  title: string;
  /** A PDF (with its page count and text layer) or any other file. */
  kind: 'pdf' | 'file';
  pageCount: number;
  hasTextLayer: boolean;
  text: string;
  blob: { id: string; size: number; sha256: string };
  filename: string;
  contentType: string;
}

/** A workspace document made from a file received outside the documents API (a file request's upload): inserted, document.created emitted. */
export async function createReceivedDocument(
  tx: EventTx,
  f: ReceivedFile,
  description: string,
  metadata: Record<string, unknown> = {},
): Promise<DocumentsTable> {
  const row = repo.newDocumentRow({
    workspace_id: f.workspaceId,
    title: f.title,
    kind: f.kind,
    page_count: f.pageCount,
    source_blob_id: f.blob.id,
    source_filename: f.filename,
    source_content_type: f.contentType,
    source_byte_size: f.blob.size,
    source_sha256: f.blob.sha256,
    has_text_layer: f.kind === 'pdf' ? (f.hasTextLayer ? 1 : 0) : null,
    body_text: f.text,
  });
  await repo.insertDocument(tx.trx, row, []);
  await tx.emit({
    type: 'document.created',
    description,
    subject: subjectOf(row),
    data: { document: toDocument(row, null) },
    metadata: { filename: f.filename, byteSize: f.blob.size, sha256: f.blob.sha256, ...metadata },
  });
  return row;
}

/** A document's recipients in signing-list order (for templates and comments, which read them). */
export const documentRecipients = repo.findRecipients;

/** One version of a document, or undefined (for the viewer, which shows a link's pinned version). */
export const documentVersion = repo.findVersion;
