// Reading the audit trail: strict filters, newest first, keyset on the workspace's chain position.
import { sql, type Kysely } from 'kysely';
import { compiledFamily } from '../db/compiled.js';
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
  if (shape.includes('B')) q = q.where('seq', '<', p('beforeSeq'));
  if (shape.includes('Q')) {
    // ESCAPE spelled out: SQLite has no default escape character for LIKE.
    const like = (col: string) => sql<boolean>`lower(${sql.ref(col)}) like ${p('like')} escape '\\'`;
    q = q.where((eb) => eb.or([like('description'), like('actor_name'), like('actor_email')]));
  }
  return q.orderBy('seq', 'desc').limit(p('limit'));
});

export async function listAudit(db: Kysely<Database>, f: AuditFilter): Promise<AuditEventsTable[]> {
  let shape = '';
  const values: Record<string, unknown> = { ws: f.workspaceId, limit: f.limit + 1 };
  for (const [letter, name] of FILTERS) {
    if (f[name]) (shape += letter), (values[name] = f[name]);
  }
  if (f.from) (shape += 'F'), (values.from = f.from);
  if (f.to) (shape += 'T'), (values.to = f.to);
  if (f.beforeSeq !== undefined) (shape += 'B'), (values.beforeSeq = f.beforeSeq);
  if (f.q) (shape += 'Q'), (values.like = likePattern(f.q));
  const rows = await listQuery(shape).execute(db, values);
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
