// Visits, visitors and analytics as the API shows them, typed with the generated wire types.
import type { FeedbackReaction, View, ViewDetail, Visitor } from '../generated/api/types.gen.js';
import type { LinkVisitsTable } from '../links/tables.js';
import type { VisitorRow } from './repository.js';

export function toView(v: LinkVisitsTable): View {
  return {
    id: v.id,
    shareLinkId: v.link_id,
    documentId: v.document_id,
    dataRoomId: v.data_room_id,
    viewerEmail: v.viewer_email,
    emailVerified: v.email_verified_at !== null,
    ndaAcceptedAt: v.nda_accepted_at,
    ndaText: v.nda_text,
    ndaSignedName: v.nda_signed_name,
    openedAt: v.opened_at,
    lastOpenedAt: v.last_opened_at,
    startedAt: v.started_at,
    lastSeenAt: v.last_seen_at,
    totalMs: v.total_ms,
    opens: v.opens,
    completion: v.completion,
    downloadedAt: v.downloaded_at,
    captureAnswers: JSON.parse(v.capture_answers) as Record<string, string | boolean>,
    country: v.country,
    city: v.city,
    referrer: v.referrer,
    userAgent: v.user_agent,
    ipAddress: v.ip_address,
  };
}

export interface FeedbackRow {
  document_id: string | null;
  reaction: string | null;
  comment: string | null;
  created_at: string;
}

/** One reaction per document, the latest; createdAt is the first one's, updatedAt the latest's. */
export function toFeedback(rows: readonly FeedbackRow[]): ViewDetail['feedback'] {
  const byDoc = new Map<string, ViewDetail['feedback'][number]>();
  for (const r of rows) {
    if (!r.document_id || !r.reaction) continue;
    const first = byDoc.get(r.document_id);
    byDoc.set(r.document_id, { documentId: r.document_id, reaction: r.reaction as FeedbackReaction, comment: r.comment, createdAt: first?.createdAt ?? r.created_at, updatedAt: r.created_at });
  }
  return [...byDoc.values()].sort((a, b) => (a.documentId < b.documentId ? -1 : 1));
}

export function toVisitor(r: VisitorRow, documents: number): Visitor {
  return {
    email: r.email,
    views: r.views,
    documents,
    totalMs: r.total_ms,
    avgCompletion: Math.round(r.avg_completion * 1000) / 1000,
    firstSeenAt: r.first_seen_at,
    lastSeenAt: r.last_seen_at,
    verified: r.verified === 1,
    acceptedNda: r.accepted_nda === 1,
    downloaded: r.downloaded === 1,
  };
}
