// Reading the audit trail: strict filters, newest first, keyset on the workspace's chain position.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AuditEventsTable } from '../events/tables.js';

export interface AuditFilter {
  workspaceId: string;
  family?: string;
  type?: string;
  q?: string;
  from?: string;
  to?: string;
  documentId?: string;
  envelopeId?: string;
  shareLinkId?: string;
  /** Continue below this chain position. */
  beforeSeq?: number;
  limit: number;
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listAudit(db: Kysely<Database>, f: AuditFilter): Promise<AuditEventsTable[]> {
  let q = db.selectFrom('audit_events').selectAll().where('workspace_id', '=', f.workspaceId);
  if (f.family) q = q.where('family', '=', f.family);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.documentId) q = q.where('document_id', '=', f.documentId);
  if (f.envelopeId) q = q.where('envelope_id', '=', f.envelopeId);
  if (f.shareLinkId) q = q.where('share_link_id', '=', f.shareLinkId);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<=', f.to);
  if (f.beforeSeq !== undefined) q = q.where('seq', '<', f.beforeSeq);
  if (f.q) {
    const p = likePattern(f.q);
    // ESCAPE spelled out: SQLite has no default escape character for LIKE.
    const like = (col: string) => sql<boolean>`lower(${sql.ref(col)}) like ${p} escape '\\'`;
    q = q.where((eb) => eb.or([like('description'), like('actor_name'), like('actor_email')]));
  }
  const rows = await q.orderBy('seq', 'desc').limit(f.limit + 1).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
