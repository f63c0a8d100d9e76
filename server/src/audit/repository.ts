// Reading the audit trail: strict filters, newest first, keyset on the workspace's chain position.
import { sql, type Kysely } from 'kysely';
import { compiledFamily } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import type { AuditEventsTable } from '../events/tables.js';
import type { ListAuditEventsData } from '../generated/api/types.gen.js';
import { keyset, keysetValues, type CursorKey } from '../platform/pagination.js';

/** The query's filters (from and to already normalised to ISO instants), the page and where it continues. */
export interface AuditFilter extends Omit<NonNullable<ListAuditEventsData['query']>, 'limit' | 'cursor' | 'format'> {
  workspaceId: string;
  /** The chain position ([seq]) to continue below. */
  after: CursorKey | null;
  /** The page size (one more row is fetched, to know whether more follow). */
  limit: number;
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Filters present, as letters: one compiled query per combination (bounded: 2^9 shapes at most). */
const FILTERS = [
  ['f', 'family', 'family'],
  ['t', 'type', 'type'],
  ['d', 'documentId', 'document_id'],
  ['e', 'envelopeId', 'envelope_id'],
  ['s', 'shareLinkId', 'share_link_id'],
] as const;

const listQuery = compiledFamily((shape: string) => (db, p) => {
  let q = db.selectFrom('audit_events').selectAll().where('workspace_id', '=', p('ws'));
  for (const [letter, name, column] of FILTERS) if (shape.includes(letter)) q = q.where(column, '=', p(name));
  if (shape.includes('F')) q = q.where('created_at', '>=', p('from'));
  if (shape.includes('T')) q = q.where('created_at', '<=', p('to'));
  if (shape.includes('Q')) {
    // ESCAPE spelled out: SQLite has no default escape character for LIKE.
    const like = (col: string) => sql<boolean>`lower(${sql.ref(col)}) like ${p('like')} escape '\\'`;
    q = q.where((eb) => eb.or([like('description'), like('actor_name'), like('actor_email')]));
  }
  return keyset(q, p, { columns: ['seq'], after: shape.includes('B') });
});

export async function listAudit(db: Kysely<Database>, f: AuditFilter): Promise<AuditEventsTable[]> {
  let shape = '';
  const values: Record<string, unknown> = { ws: f.workspaceId, ...keysetValues(f.after, f.limit) };
  for (const [letter, name] of FILTERS) {
    if (f[name]) (shape += letter), (values[name] = f[name]);
  }
  if (f.from) (shape += 'F'), (values.from = f.from);
  if (f.to) (shape += 'T'), (values.to = f.to);
  if (f.after) shape += 'B';
  if (f.q) (shape += 'Q'), (values.like = likePattern(f.q));
  const rows = await listQuery(shape).execute(db, values);
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

export interface BlobHolder {
  workspaceId: string;
  kind: 'document' | 'version' | 'envelope_snapshot' | 'envelope_executed' | 'envelope_attachment' | 'template';
  id: string;
  /** The document or envelope it belongs to, as the audit entry's subject. */
  subject: { kind: 'document' | 'envelope'; id: string; title: string | null } | null;
}

/** Rows of one table holding a blob, as holders of the given kind. */
function holders<R extends { id: string; workspace_id: string }>(
  rows: R[],
  kind: BlobHolder['kind'],
  subject: (r: R) => BlobHolder['subject'],
): BlobHolder[] {
  return rows.map((r) => ({ workspaceId: r.workspace_id, kind, id: r.id, subject: subject(r) }));
}

/**
 * What holds a blob, in every workspace: documents and their versions, envelopes (frozen snapshot, executed PDF),
 * returned attachments and templates. Read when a blob fails its digest, so the failure is recorded where it
 * belongs; a rare path, hence one query per table rather than a maintained index of owners.
 */
export async function blobHolders(q: Kysely<Database>, blobId: string): Promise<BlobHolder[]> {
  const [docs, versions, snapshots, executed, attachments, templates] = await Promise.all([
    q.selectFrom('documents').select(['id', 'workspace_id', 'title']).where('source_blob_id', '=', blobId).execute(),
    q
      .selectFrom('document_versions')
      .select(['id', 'workspace_id', 'document_id', 'title'])
      .where('source_blob_id', '=', blobId)
      .execute(),
    q.selectFrom('envelopes').select(['id', 'workspace_id', 'title']).where('snapshot_blob_id', '=', blobId).execute(),
    q.selectFrom('envelopes').select(['id', 'workspace_id', 'title']).where('executed_blob_id', '=', blobId).execute(),
    q
      .selectFrom('envelope_attachments')
      .select(['id', 'workspace_id', 'envelope_id'])
      .where('blob_id', '=', blobId)
      .execute(),
    q.selectFrom('templates').select(['id', 'workspace_id']).where('source_blob_id', '=', blobId).execute(),
  ]);
  return [
    ...holders(docs, 'document', (r) => ({ kind: 'document', id: r.id, title: r.title })),
    ...holders(versions, 'version', (r) => ({ kind: 'document', id: r.document_id, title: r.title })),
    ...holders(snapshots, 'envelope_snapshot', (r) => ({ kind: 'envelope', id: r.id, title: r.title })),
    ...holders(executed, 'envelope_executed', (r) => ({ kind: 'envelope', id: r.id, title: r.title })),
    ...holders(attachments, 'envelope_attachment', (r) => ({ kind: 'envelope', id: r.envelope_id, title: null })),
    ...holders(templates, 'template', () => null),
  ];
}

/** A workspace's trail from `seq` on, in order, at most `limit` entries. */
export function chainFrom(
  q: Kysely<Database>,
  workspaceId: string,
  seq: number,
  limit: number,
): Promise<AuditEventsTable[]> {
  return q
    .selectFrom('audit_events')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('seq', '>=', seq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The chain's head: the last entry's seq and hash. */
export function chainHead(q: Kysely<Database>, workspaceId: string) {
  return q.selectFrom('audit_heads').select(['seq', 'hash']).where('workspace_id', '=', workspaceId).executeTakeFirst();
}
