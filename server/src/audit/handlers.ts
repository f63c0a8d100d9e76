// GET /audit and GET /audit/types.
import { isEventType, auditTypesListing } from '../events/types.js';
import type { Handlers } from '../handlers.js';
import { errors } from '../platform/errors.js';
import { page } from '../platform/pagination.js';
import type { Services } from '../services.js';
import { toAuditEvent, toCsvLine, CSV_COLUMNS } from './present.js';
import { listAudit } from './repository.js';

const LIST = 'audit';

function instant(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw errors.validation([{ field: `query.${field}`, message: 'must be an ISO 8601 date-time' }]);
  return new Date(t).toISOString();
}

export function auditHandlers(s: Services): Handlers {
  return {
    listAuditEvents: async (req, reply) => {
      const q = req.query;
      const workspaceId = req.auth.workspace.id;
      if (q.type !== undefined && !isEventType(q.type)) {
        throw errors.validation([{ field: 'query.type', message: 'is not an audit event type (see GET /audit/types)' }]);
      }
      const csv = q.format === 'csv';
      const limit = q.limit ?? (csv ? 500 : 100);
      const after = s.cursors.decode(q.cursor, LIST, workspaceId);
      const rows = await listAudit(s.db.kysely, {
        workspaceId,
        family: q.family,
        type: q.type,
        q: q.q,
        from: instant(q.from, 'from'),
        to: instant(q.to, 'to'),
        documentId: q.documentId,
        envelopeId: q.envelopeId,
        shareLinkId: q.shareLinkId,
        beforeSeq: after ? Number(after[0]) : undefined,
        limit,
      });
      const p = page(rows, limit, (r) => [r.seq]);
      const nextCursor = p.after ? s.cursors.encode(LIST, workspaceId, p.after) : null;
      if (!csv) return { data: p.rows.map(toAuditEvent), nextCursor };
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      const body = [CSV_COLUMNS.join(','), ...p.rows.map(toCsvLine)].join('\r\n') + '\r\n';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(body);
    },
    listAuditTypes: async () => ({ data: auditTypesListing }),
  };
}
