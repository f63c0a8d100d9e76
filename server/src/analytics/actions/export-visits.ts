// GET /visits/export: counted visits opened in [from, to] as CSV, one row per visit per document read, newest
// first. Produced as a stream, a batch of visits at a time, so memory stays flat however many visits match.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { csvLine } from '../../platform/csv.js';
import { analyticsErrors } from '../errors.js';
import { exportBatch, exportDocuments, linkNames, outline, visitDocumentsOf } from '../repository.js';
import type { CursorKey } from '../../platform/pagination.js';

export const EXPORT_COLUMNS = [
  'viewId',
  'openedAt',
  'linkId',
  'linkName',
  'documentId',
  'documentTitle',
  'dataRoomId',
  'viewerEmail',
  'emailVerified',
  'totalMs',
  'completion',
  'downloaded',
  'country',
  'city',
  'referrer',
  'userAgent',
  'ipAddress',
] as const;

const BATCH = 500;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A bound as a UTC instant; a bare date starts its day (from) or ends it (to). */
function bound(value: string | undefined, field: 'from' | 'to'): string | undefined {
  if (value === undefined) return undefined;
  const iso = BARE_DATE.test(value) ? `${value}T${field === 'from' ? '00:00:00.000' : '23:59:59.999'}Z` : value;
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) throw analyticsErrors.range('is not an ISO 8601 date or date-time', `query.${field}`);
  return t.toISOString();
}

export interface ExportRange {
  from?: string;
  to?: string;
}

/** Checks the range (400 before anything is sent) and returns the file's lines, header first. */
export function exportVisits(s: Services, ctx: ActionContext, q: ExportRange): AsyncIterable<string> {
  const from = bound(q.from, 'from');
  const to = bound(q.to, 'to');
  if (from && to && from > to) throw analyticsErrors.range('is after to', 'query.from');
  return lines(s.db.kysely, ctx.workspaceId, from, to);
}

async function* lines(
  db: Kysely<Database>,
  ws: string,
  from: string | undefined,
  to: string | undefined,
): AsyncGenerator<string> {
  yield csvLine(EXPORT_COLUMNS);
  const links = new Map<string, string>();
  const docs = new Map<string, { title: string; sections: number }>();
  let after: CursorKey | null = null;
  for (;;) {
    const visits = await exportBatch(db, { workspaceId: ws, from, to, after, limit: BATCH });
    if (visits.length === 0) return;
    const last = visits[visits.length - 1];
    after = [last.opened_at!, last.id];

    const roomVisits = visits.filter((v) => v.data_room_id !== null).map((v) => v.id);
    const readRows = await visitDocumentsOf(db, roomVisits);
    const read = new Map<string, typeof readRows>();
    for (const r of readRows) read.set(r.visit_id, [...(read.get(r.visit_id) ?? []), r]);
    const missingLinks = [...new Set(visits.map((v) => v.link_id))].filter((id) => !links.has(id));
    for (const l of await linkNames(db, missingLinks)) links.set(l.id, l.name);
    const missingDocs = [
      ...new Set([...visits.map((v) => v.document_id), ...readRows.map((r) => r.document_id)]),
    ].filter((id): id is string => id !== null && !docs.has(id));
    for (const d of await exportDocuments(db, missingDocs))
      docs.set(d.id, { title: d.title, sections: outline(d).sections.length });

    let out = '';
    for (const v of visits) {
      const row = (documentId: string | null, totalMs: number, completion: number) =>
        csvLine([
          v.id,
          v.opened_at,
          v.link_id,
          links.get(v.link_id) ?? null,
          documentId,
          documentId ? (docs.get(documentId)?.title ?? null) : null,
          v.data_room_id,
          v.viewer_email,
          v.email_verified_at !== null,
          totalMs,
          completion,
          v.downloaded_at !== null,
          v.country,
          v.city,
          v.referrer,
          v.user_agent,
          v.ip_address,
        ]);
      if (v.data_room_id === null) {
        out += row(v.document_id, v.total_ms, v.completion);
        continue;
      }
      const opened = read.get(v.id) ?? [];
      if (opened.length === 0) out += row(null, v.total_ms, v.completion);
      for (const r of opened) {
        const total = docs.get(r.document_id)?.sections ?? 0;
        const completion = total ? Math.min(1, (Number(r.furthest_index) + 1) / total) : 0;
        // Reading time by the one definition (definitions.ts documentReadingMs): the room visit's time on this document.
        out += row(r.document_id, Number(r.reading_ms), Math.round(completion * 1000) / 1000);
      }
    }
    yield out;
    if (visits.length < BATCH) return;
  }
}
