// /views, /visitors, /analytics and /visits/export: reading analytics. Thin: parse, call an action, present.
import { Readable } from 'node:stream';
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { exportVisits } from './actions/export-visits.js';
import { getAnalyticsSummary } from './actions/get-analytics-summary.js';
import { getDocumentAnalytics } from './actions/get-document-analytics.js';
import { getView } from './actions/get-view.js';
import { getVisitor } from './actions/get-visitor.js';
import { listViews } from './actions/list-views.js';
import { listVisitors } from './actions/list-visitors.js';
import { toView } from './present.js';

export function analyticsHandlers(s: Services): Handlers {
  return {
    listViews: async (req) => {
      const p = await listViews(s, apiContext(req), req.query);
      return { data: p.items.map(toView), nextCursor: p.nextCursor };
    },
    getView: async (req) => ({ data: await getView(s, apiContext(req), req.params.id) }),
    listVisitors: async (req) => {
      const p = await listVisitors(s, apiContext(req), req.query);
      return { data: p.items, nextCursor: p.nextCursor };
    },
    getVisitor: async (req) => ({ data: await getVisitor(s, apiContext(req), req.params.email) }),
    getDocumentAnalytics: async (req) => ({
      data: await getDocumentAnalytics(s, apiContext(req), { id: req.params.id, shareLinkId: req.query.shareLinkId }),
    }),
    getAnalyticsSummary: async (req) => ({
      data: await getAnalyticsSummary(s, apiContext(req), { days: (req.query.days ?? 30) as 7 | 30 | 90 }),
    }),
    exportVisits: async (req, reply) => {
      const lines = exportVisits(s, apiContext(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="visits-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(Readable.from(lines));
    },
  };
}
