// Visits, visitors and analytics as the API shows them, typed with the generated wire types.
import type { FeedbackReaction, ViewDetail, Visitor } from '../generated/api/types.gen.js';
import type { VisitorRow } from './repository.js';

// One shape of a visit for the API and the `link.downloaded` payloads alike: the visits domain's.
export { toView } from '../visits/index.js';

export interface FeedbackRow {
  document_id: string | null;
  reaction: string | null;
  comment: string | null;
  created_at: string;
  updated_at?: string | null;
}

/** One reaction per document, the latest; createdAt is the first one's, updatedAt the latest's. */
export function toFeedback(rows: readonly FeedbackRow[]): ViewDetail['feedback'] {
  const byDoc = new Map<string, ViewDetail['feedback'][number]>();
  for (const r of rows) {
    if (!r.document_id || !r.reaction) continue;
    const first = byDoc.get(r.document_id);
    byDoc.set(r.document_id, {
      documentId: r.document_id,
      reaction: r.reaction as FeedbackReaction,
      comment: r.comment,
      createdAt: first?.createdAt ?? r.created_at,
      updatedAt: r.updated_at ?? r.created_at,
    });
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
