// The views' filters (GET /views, GET /visitors) as the repository takes them.
import type { ListViewsInput } from './actions/list-views.js';
import type { VisitFilter } from './repository.js';

/** The filters as stored: addresses lowercased, timestamps in UTC (validation already refused unparseable ones). */
export function visitFilter(q: ListViewsInput): VisitFilter {
  return {
    documentId: q.documentId,
    dataRoomId: q.dataRoomId,
    shareLinkId: q.shareLinkId,
    email: q.email?.toLowerCase(),
    since: q.since === undefined ? undefined : new Date(q.since).toISOString(),
  };
}
