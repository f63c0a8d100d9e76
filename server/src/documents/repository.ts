// Documents in the database: rows, the signing list, version snapshots and the search index.
import { sql, type Kysely } from 'kysely';
import { newId } from '../platform/ids.js';
import { compiled, compiledFamily } from '../db/compiled.js';
import { keyset, keysetValues, page, type CursorKey } from '../platform/pagination.js';
import { isPostgres } from '../db/dialect.js';
import { atBatchEnd } from '../db/group-commit.js';
import type { Database } from '../db/schema.js';
import { monotonicIso } from '../platform/clock.js';
import type { RecipientRow } from './recipients.js';
import type { EnvelopesTable } from '../envelopes/tables.js';
import type { DocumentsTable, DocumentVersionsTable } from './tables.js';

type Q = Kysely<Database>;

const byId = compiled((db, p) =>
  db.selectFrom('documents').selectAll().where('id', '=', p('id')).where('workspace_id', '=', p('ws')),
);

const titleById = compiled((db, p) =>
  db
    .selectFrom('documents')
    .select(['title', 'deleted_at'])
    .where('id', '=', p('id'))
    .where('workspace_id', '=', p('ws')),
);

/** A document's title and trash mark only (what a link or a room needs of it; never its body). */
export function findDocumentTitle(
  q: Q,
  workspaceId: string,
  id: string,
): Promise<Pick<DocumentsTable, 'title' | 'deleted_at'> | undefined> {
  return titleById.first(q, { id, ws: workspaceId });
}

export async function findDocument(q: Q, workspaceId: string, id: string): Promise<DocumentsTable | undefined> {
  const row = await byId.first(q, { id, ws: workspaceId });
  return row && normalise(row);
}

/** Numbers come back as strings from PostgreSQL bigint columns. */
function normalise(row: DocumentsTable): DocumentsTable {
  return {
    ...row,
    page_count: Number(row.page_count),
    source_byte_size: row.source_byte_size === null ? null : Number(row.source_byte_size),
  };
}

export async function findRecipients(q: Q, documentId: string): Promise<RecipientRow[]> {
  const rows = await q
    .selectFrom('document_recipients')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();
  return rows.map(({ document_id: _d, ...r }) => ({
    ...r,
    routing_order: Number(r.routing_order),
    position: Number(r.position),
  }));
}

export async function replaceRecipients(q: Q, documentId: string, rows: RecipientRow[]): Promise<void> {
  await q.deleteFrom('document_recipients').where('document_id', '=', documentId).execute();
  if (rows.length)
    await q
      .insertInto('document_recipients')
      .values(rows.map((r) => ({ ...r, document_id: documentId })))
      .execute();
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
  return Buffer.from(text)
    .subarray(0, SEARCH_TEXT_MAX_BYTES)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/** Keeps SQLite's FTS table in step with the row (PostgreSQL's tsvector column is generated). */
// SQLite's FTS writes run at the end of the write's group-commit batch (db/group-commit.ts says why), in order.
export async function indexForSearch(
  q: Q,
  doc: Pick<DocumentsTable, 'id' | 'workspace_id' | 'title' | 'body_text'>,
): Promise<void> {
  if (isPostgres(q)) return;
  const { id, workspace_id, title, body_text } = doc;
  await atBatchEnd(q, async (q) => {
    await sql`delete from documents_fts where doc_id = ${id}`.execute(q);
    await sql`insert into documents_fts (doc_id, workspace_id, title, body) values (${id}, ${workspace_id}, ${title}, ${body_text})`.execute(
      q,
    );
  });
}

export async function removeFromSearch(q: Q, id: string): Promise<void> {
  if (!isPostgres(q))
    await atBatchEnd(q, async (q) => void (await sql`delete from documents_fts where doc_id = ${id}`.execute(q)));
}

/** Every column of a documents row, in a fixed order (the compiled insert binds them by name). */
const DOCUMENT_COLUMNS = [
  'id',
  'workspace_id',
  'title',
  'kind',
  'status',
  'page_count',
  'active_envelope_id',
  'last_envelope_id',
  'folder_id',
  'in_library',
  'deleted_at',
  'content',
  'sections',
  'body_text',
  'source_blob_id',
  'source_filename',
  'source_content_type',
  'source_byte_size',
  'source_sha256',
  'has_text_layer',
  'template_id',
  'ever_sent',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof DocumentsTable)[];
// Every create runs these: compiled once (the query builder cost more than the insert).
const insertRow = compiled((db, p) =>
  db
    .insertInto('documents')
    .values(Object.fromEntries(DOCUMENT_COLUMNS.map((c) => [c, p(c)])) as unknown as DocumentsTable),
);
const insertSearchRow = compiled((db, p) => ({
  compile: () =>
    sql`insert into documents_fts (doc_id, workspace_id, title, body) values (${p('id')}, ${p('ws')}, ${p('title')}, ${p('body')})`.compile(
      db,
    ),
}));

export async function insertDocument(q: Q, row: DocumentsTable, recipients: RecipientRow[]): Promise<void> {
  row.body_text = boundSearchText(row.body_text);
  await insertRow.execute(q, row as unknown as Record<string, unknown>);
  // A new document has nothing to replace: no delete first (SQLite's FTS table finds a doc_id only by a scan).
  if (recipients.length)
    await q
      .insertInto('document_recipients')
      .values(recipients.map((r) => ({ ...r, document_id: row.id })))
      .execute();
  if (isPostgres(q)) return;
  const search = { id: row.id, ws: row.workspace_id, title: row.title, body: row.body_text };
  await atBatchEnd(q, async (q) => void (await insertSearchRow.execute(q, search)));
}

export async function updateDocument(q: Q, id: string, patch: Partial<DocumentsTable>): Promise<DocumentsTable> {
  if (patch.body_text !== undefined) patch = { ...patch, body_text: boundSearchText(patch.body_text) };
  const row = await q.updateTable('documents').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  if (patch.title !== undefined || patch.body_text !== undefined) await indexForSearch(q, row);
  return normalise(row);
}

/** Saves the document's current body or file to its history. */
export async function snapshot(
  q: Q,
  doc: DocumentsTable,
  opts: { label: string | null; automatic: boolean; createdBy: string },
): Promise<DocumentVersionsTable> {
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

/** Keeps the document as it is as an automatic, unlabelled version, then writes `patch` over it, stamped now. */
export async function reviseDocument(
  q: Q,
  doc: DocumentsTable,
  createdBy: string,
  patch: Partial<DocumentsTable>,
): Promise<{ previous: DocumentVersionsTable; after: DocumentsTable }> {
  const previous = await snapshot(q, doc, { label: null, automatic: true, createdBy });
  const after = await updateDocument(q, doc.id, { ...patch, updated_at: monotonicIso() });
  return { previous, after };
}

export interface ListFilter {
  workspaceId: string;
  q?: string;
  status?: string;
  kind?: string;
  folderId?: string;
  inLibrary?: boolean;
  trashed: boolean;
  after?: CursorKey | null;
  limit: number;
}

/** Search terms as prefix matches of every word (letters and digits only, so nothing reaches the query syntax). */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

/** The columns of the list form (never the body, its text or the file's details). */
export const LIST_COLUMNS = [
  'id',
  'title',
  'kind',
  'status',
  'page_count',
  'active_envelope_id',
  'last_envelope_id',
  'created_at',
  'updated_at',
] as const;
export type DocumentListRow = Pick<DocumentsTable, (typeof LIST_COLUMNS)[number]>;

/** The list form as toDocument writes it, field by field: [name, column]. */
const LIST_FIELDS = [
  ['id', 'id'],
  ['title', 'title'],
  ['kind', 'kind'],
  ['status', 'status'],
  ['pageCount', 'page_count'],
  ['activeEnvelopeId', 'active_envelope_id'],
  ['lastEnvelope', 'last_envelope_id'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
] as const;

/**
 * The list as the database writes it: each document's list form as one JSON text (up to limit + 1 of them, in
 * list order). Writing JSON in the database spares a JS value per column and row and its serialisation, most of
 * what a page cost. One compiled query per combination of filters present (a key of letters: at most 2^7 shapes).
 */
const pageQuery = compiledFamily((shape: string) => (db, p) => {
  const pg = isPostgres(db);
  // lastEnvelope: the envelope's own row, read with the page (null when never sent). SQLite's json() keeps the
  // subquery's text an object inside the outer json_object (and leaves null as null).
  const last = pg
    ? sql`(select json_build_object('id', e.id, 'status', e.status, 'completedAt', e.completed_at) from envelopes e where e.id = documents.last_envelope_id)`
    : sql`json((select json_object('id', e.id, 'status', e.status, 'completedAt', e.completed_at) from envelopes e where e.id = documents.last_envelope_id))`;
  const fields = sql.join(
    LIST_FIELDS.map(([name, column]) =>
      column === 'last_envelope_id'
        ? sql`${sql.lit(name)}, ${last}`
        : sql`${sql.lit(name)}, ${sql.ref(`documents.${column}`)}`,
    ),
  );
  const json = pg ? sql<string>`json_build_object(${fields})::text` : sql<string>`json_object(${fields})`;
  let rows = db.selectFrom('documents').select(json.as('json')).where('documents.workspace_id', '=', p('ws'));
  rows = shape.includes('T') ? rows.where('deleted_at', 'is not', null) : rows.where('deleted_at', 'is', null);
  if (shape.includes('S')) rows = rows.where('status', '=', p('status'));
  if (shape.includes('K')) rows = rows.where('kind', '=', p('kind'));
  if (shape.includes('F')) rows = rows.where('folder_id', '=', p('folderId'));
  if (shape.includes('L')) rows = rows.where('in_library', '=', p('inLibrary'));
  if (shape.includes('Q')) {
    rows = isPostgres(db)
      ? rows.where(sql<boolean>`search @@ to_tsquery('simple', ${p('search')})`)
      : rows.where(
          'documents.id',
          'in',
          sql<string>`(select doc_id from documents_fts where documents_fts match ${p('search')})`,
        );
  }
  return keyset(rows, p, { columns: ['updated_at', 'documents.id'], after: shape.includes('A') });
});

export interface ListPage {
  /** JSON array of the documents' list form. */
  data: string;
  /** The sort key of the last document served when more follow, else null. */
  after: CursorKey | null;
}

export async function listDocumentsPage(q: Q, f: ListFilter): Promise<ListPage> {
  let shape = f.trashed ? 'T' : '';
  const values: Record<string, unknown> = { ws: f.workspaceId, ...keysetValues(f.after ?? null, f.limit) };
  if (f.status) (shape += 'S'), (values.status = f.status);
  if (f.kind) (shape += 'K'), (values.kind = f.kind);
  if (f.folderId) (shape += 'F'), (values.folderId = f.folderId);
  if (f.inLibrary !== undefined) (shape += 'L'), (values.inLibrary = f.inLibrary ? 1 : 0);
  if (f.q !== undefined) {
    const terms = searchTerms(f.q);
    if (!terms.length) return { data: '[]', after: null };
    shape += 'Q';
    values.search = isPostgres(q) ? terms.map((t) => `${t}:*`).join(' & ') : terms.map((t) => `"${t}"*`).join(' ');
  }
  if (f.after) shape += 'A';
  const rows = await pageQuery(shape).execute(q, values);
  const served = page(rows, f.limit, (r) => {
    const last = JSON.parse(r.json) as { updatedAt: string; id: string };
    return [last.updatedAt, last.id];
  });
  return { data: `[${served.rows.map((r) => r.json).join(',')}]`, after: served.after };
}

/** A document's history without the bodies (the list form never shows them). */
const versionsQuery = compiledFamily((shape: string) => (db, p) => {
  const q = db
    .selectFrom('document_versions')
    .select(['id', 'document_id', 'title', 'kind', 'page_count', 'label', 'automatic', 'created_by', 'created_at'])
    .where('document_id', '=', p('documentId'));
  return keyset(q, p, { columns: ['created_at', 'id'], after: shape === 'A' });
});

export type VersionListRow = Awaited<ReturnType<ReturnType<typeof versionsQuery>['execute']>>[number];

/** Up to limit + 1 versions after the key given (keyset order: newest first). */
export function listVersions(
  q: Q,
  documentId: string,
  after: CursorKey | null,
  limit: number,
): Promise<VersionListRow[]> {
  return versionsQuery(after ? 'A' : '').execute(q, { documentId, ...keysetValues(after, limit) });
}

export async function countLiveDocuments(q: Q, workspaceId: string): Promise<number> {
  const r = await q
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type LastEnvelopeRow = Pick<EnvelopesTable, 'id' | 'status' | 'completed_at'>;

const lastEnvelopeById = compiled((db, p) =>
  db.selectFrom('envelopes').select(['id', 'status', 'completed_at']).where('id', '=', p('id')),
);

/** The document's last envelope as it stands now (no query for a document never sent). */
export async function lastEnvelopeOf(
  q: Q,
  d: Pick<DocumentsTable, 'last_envelope_id'>,
): Promise<LastEnvelopeRow | null> {
  if (!d.last_envelope_id) return null;
  return (await lastEnvelopeById.first(q, { id: d.last_envelope_id })) ?? null;
}

/** A documents row with every column at its default for a new draft; callers set what differs. */
export function newDocumentRow(
  fields: Pick<DocumentsTable, 'workspace_id' | 'title' | 'kind'> & Partial<DocumentsTable>,
): DocumentsTable {
  const now = monotonicIso();
  return {
    id: newId('doc'),
    status: 'draft',
    page_count: 0,
    active_envelope_id: null,
    last_envelope_id: null,
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

/** One version of a document, or undefined. */
export function findVersion(q: Q, documentId: string, versionId: string) {
  return q
    .selectFrom('document_versions')
    .selectAll()
    .where('id', '=', versionId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

/** Where a version's stored file is (read before a restore's transaction). */
export function findVersionFile(q: Q, workspaceId: string, documentId: string, versionId: string) {
  return q
    .selectFrom('document_versions')
    .select(['source_blob_id', 'kind'])
    .where('id', '=', versionId)
    .where('document_id', '=', documentId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}

export async function deleteVersionRow(q: Q, versionId: string): Promise<void> {
  await q.deleteFrom('document_versions').where('id', '=', versionId).execute();
}

/** Deletes the document row for good (a purge from the trash). */
export async function purgeDocumentRow(q: Q, id: string): Promise<void> {
  await q.deleteFrom('documents').where('id', '=', id).execute();
}

/** Whether the folder is one of the workspace's (a document may be filed in it). */
export async function folderExists(q: Q, workspaceId: string, folderId: string): Promise<boolean> {
  const f = await q
    .selectFrom('folders')
    .select('id')
    .where('id', '=', folderId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return f !== undefined;
}
