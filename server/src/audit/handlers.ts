// GET /audit (JSON or CSV) and GET /audit/types.
import { apiContext } from '../api/context.js';
import { auditTypesListing } from '../events/types.js';
import type { Handlers } from '../api/handlers.js';
import { csvLine } from '../platform/csv.js';
import type { Services } from '../services.js';
import { listAuditEvents } from './actions/list-audit-events.js';
import { CSV_COLUMNS, toAuditEvent, toCsvLine } from './present.js';

export function auditHandlers(s: Services): Handlers {
  return {
    listAuditEvents: async (req, reply) => {
      const { items: rows, nextCursor } = await listAuditEvents(s, apiContext(req), req.query);
      if (req.query.format !== 'csv') return { data: rows.map(toAuditEvent), nextCursor };
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      const body = csvLine(CSV_COLUMNS) + rows.map(toCsvLine).join('');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(body);
    },
    listAuditTypes: async () => ({ data: auditTypesListing }),
  };
}
