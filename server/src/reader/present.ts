// Reader feedback as the reader (and the owner, on the visit) reads it.
import type { FeedbackReaction, VisitFeedback } from '../generated/api/types.gen.js';
import type { VisitFeedbackTable } from '../links/tables.js';

export function toVisitFeedback(f: VisitFeedbackTable): VisitFeedback {
  return {
    documentId: f.document_id ?? '',
    reaction: f.reaction as FeedbackReaction,
    comment: f.comment,
    createdAt: f.created_at,
    updatedAt: f.updated_at ?? f.created_at,
  };
}
