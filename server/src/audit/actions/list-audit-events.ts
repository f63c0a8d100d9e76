// A page of the workspace's audit trail, newest first, under strict filters.
import { settleChain } from '../../events/chain.js';
import type { AuditEventsTable } from '../../events/tables.js';
import { isEventType } from '../../events/types.js';
import type { ListAuditEventsData } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import { listAudit } from '../repository.js';

export type AuditQuery = NonNullable<ListAuditEventsData['query']>;

function instant(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw errors.validation([{ field: `query.${field}`, message: 'must be an ISO 8601 date-time' }]);
  return new Date(t).toISOString();
}

export async function listAuditEvents(s: Services, ctx: ActionContext, q: AuditQuery): Promise<Page<AuditEventsTable>> {
  const workspaceId = ctx.workspaceId;
  if (q.type !== undefined && !isEventType(q.type)) {
    throw errors.validation([{ field: 'query.type', message: 'is not an audit event type (see GET /audit/types)' }]);
  }
  const limit = q.limit ?? (q.format === 'csv' ? 500 : 100);
  const list = s.cursors.list('audit', workspaceId);
  const after = list.after(q.cursor);
  await settleChain(s.db.kysely, workspaceId);
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
    after,
    limit,
  });
  return list.page(rows, limit, (r) => [r.seq]);
}
