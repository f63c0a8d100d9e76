// Documents in the database: rows, the signing list, version snapshots and the search index.
import { sql, type Kysely } from 'kysely';
import { newId } from '../auth/keys.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { monotonicIso } from '../platform/clock.js';
import type { RecipientRow } from './recipients.js';
import type { DocumentsTable, DocumentVersionsTable } from './tables.js';

type Q = Kysely<Database>;

export async function findDocument(q: Q, workspaceId: string, id: string): Promise<DocumentsTable | undefined> {
  const row = await q.selectFrom('documents').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst();
  return row && normalise(row);
}

/** Numbers come back as strings from PostgreSQL bigint columns. */
function normalise(row: DocumentsTable): DocumentsTable {
  return { ...row, page_count: Number(row.page_count), source_byte_size: row.source_byte_size === null ? null : Number(row.source_byte_size) };
}

export async function findRecipients(q: Q, documentId: string): Promise<RecipientRow[]> {
  const rows = await q.selectFrom('document_recipients').selectAll().where('document_id', '=', documentId).orderBy('position').execute();
  return rows.map(({ document_id: _d, ...r }) => ({ ...r, routing_order: Number(r.routing_order), position: Number(r.position) }));
}

export async function replaceRecipients(q: Q, documentId: string, rows: RecipientRow[]): Promise<void> {
  await q.deleteFrom('document_recipients').where('document_id', '=', documentId).execute();
  if (rows.length) await q.insertInto('document_recipients').values(rows.map((r) => ({ ...r, document_id: documentId }))).execute();
}

/**
 * Bytes of body text kept for search (a PDF's text layer, an authored body's words): a long document is found by
 * its first 500,000 bytes. PostgreSQL refuses a tsvector whose lexemes and positions pass 1 MB, and a text of
 * distinct short words takes up to twice its size there; the bound keeps every write under that, on both engines.
 */
export const SEARCH_TEXT_MAX_BYTES = 500_000;

/** `text` cut to SEARCH_TEXT_MAX_BYTES of UTF-8, never in the middle of a character. */
export function boundSearchText(text: string): string {
  if (text.length * 3 <= SEARCH_TEXT_MAX_BYTES || Buffer.byteLength(text) <= SEARCH_TEXT_MAX_BYTES) return text;
  return Buffer.from(text).subarray(0, SEARCH_TEXT_MAX_BYTES).toString('utf8').replace(/\uFFFD$/, '');
}

/** Keeps SQLite's FTS table in step with the row (PostgreSQL's tsvector column is generated). */
export async function indexForSearch(q: Q, doc: Pick<DocumentsTable, 'id' | 'workspace_id' | 'title' | 'body_text'>): Promise<void> {
  if (isPostgres(q)) return;
  await sql`delete from documents_fts where doc_id = ${doc.id}`.execute(q);
  await sql`insert into documents_fts (doc_id, workspace_id, title, body) values (${doc.id}, ${doc.workspace_id}, ${doc.title}, ${doc.body_text})`.execute(q);
}

export async function removeFromSearch(q: Q, id: string): Promise<void> {
  if (!isPostgres(q)) await sql`delete from documents_fts where doc_id = ${id}`.execute(q);
}

export async function insertDocument(q: Q, row: DocumentsTable, recipients: RecipientRow[]): Promise<void> {
  row.body_text = boundSearchText(row.body_text);
  await q.insertInto('documents').values(row).execute();
  await replaceRecipients(q, row.id, recipients);
  await indexForSearch(q, row);
}

export async function updateDocument(q: Q, id: string, patch: Partial<DocumentsTable>): Promise<DocumentsTable> {
  if (patch.body_text !== undefined) patch = { ...patch, body_text: boundSearchText(patch.body_text) };
  const row = await q.updateTable('documents').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  if (patch.title !== undefined || patch.body_text !== undefined) await indexForSearch(q, row);
  return normalise(row);
}

/** Saves the document's current body or file to its history. */
export async function snapshot(q: Q, doc: DocumentsTable, opts: { label: string | null; automatic: boolean; createdBy: string }): Promise<DocumentVersionsTable> {
  const row: DocumentVersionsTable = {
    id: newId('ver'),
    document_id: doc.id,
    workspace_id: doc.workspace_id,
    title: doc.title,
    kind: doc.kind,
    page_count: doc.page_count,
    label: opts.label,
    automatic: opts.automatic ? 1 : 0,
    created_by: opts.createdBy,
    content: doc.content,
    source_blob_id: doc.source_blob_id,
    source_filename: doc.source_filename,
    source_content_type: doc.source_content_type,
    source_byte_size: doc.source_byte_size,
    has_text_layer: doc.has_text_layer,
    created_at: monotonicIso(),
  };
  await q.insertInto('document_versions').values(row).execute();
  return row;
}

export interface ListFilter {
  workspaceId: string;
  q?: string;
  status?: string;
  kind?: string;
  folderId?: string;
  inLibrary?: boolean;
  trashed: boolean;
  after?: [string, string];
  limit: number;
}

/** Search terms as prefix matches of every word (letters and digits only, so nothing reaches the query syntax). */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

export async function listDocuments(q: Q, f: ListFilter): Promise<DocumentsTable[]> {
  let query = q.selectFrom('documents').selectAll('documents').where('documents.workspace_id', '=', f.workspaceId);
  query = f.trashed ? query.where('deleted_at', 'is not', null) : query.where('deleted_at', 'is', null);
  if (f.status) query = query.where('status', '=', f.status as 'draft');
  if (f.kind) query = query.where('kind', '=', f.kind as 'xdoc');
  if (f.folderId) query = query.where('folder_id', '=', f.folderId);
  if (f.inLibrary !== undefined) query = query.where('in_library', '=', f.inLibrary ? 1 : 0);
  if (f.q !== undefined) {
    const terms = searchTerms(f.q);
    if (!terms.length) return [];
    if (isPostgres(q)) {
      const tsq = terms.map((t) => `${t}:*`).join(' & ');
      query = query.where(sql<boolean>`search @@ to_tsquery('simple', ${tsq})`);
    } else {
      const match = terms.map((t) => `"${t}"*`).join(' ');
      query = query.where('documents.id', 'in', sql<string>`(select doc_id from documents_fts where documents_fts match ${match})`);
    }
  }
  if (f.after) {
    const [at, id] = f.after;
    query = query.where((eb) => eb.or([eb('updated_at', '<', at), eb.and([eb('updated_at', '=', at), eb('documents.id', '<', id)])]));
  }
  const rows = await query.orderBy('updated_at', 'desc').orderBy('documents.id', 'desc').limit(f.limit + 1).execute();
  return rows.map(normalise);
}

export async function countLiveDocuments(q: Q, workspaceId: string): Promise<number> {
  const r = await q.selectFrom('documents').select((eb) => eb.fn.countAll().as('n')).where('workspace_id', '=', workspaceId).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A documents row with every column at its default for a new draft; callers set what differs. */
export function newDocumentRow(fields: Pick<DocumentsTable, 'workspace_id' | 'title' | 'kind'> & Partial<DocumentsTable>): DocumentsTable {
  const now = monotonicIso();
  return {
    id: newId('doc'),
    status: 'draft',
    page_count: 0,
    active_envelope_id: null,
    folder_id: null,
    in_library: 0,
    deleted_at: null,
    content: null,
    sections: '[]',
    body_text: '',
    source_blob_id: null,
    source_filename: null,
    source_content_type: null,
    source_byte_size: null,
    source_sha256: null,
    has_text_layer: null,
    template_id: null,
    ever_sent: 0,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
