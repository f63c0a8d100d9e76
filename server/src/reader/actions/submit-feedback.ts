// POST /public/visits/{visitId}/feedback: the reaction bar. One reaction per visit and document: the first is
// created (201), a later one replaces it (200). Refused unless the link switches feedback on.
import type { FeedbackReaction } from '../../generated/api/types.gen.js';
import type { VisitFeedbackTable } from '../../links/tables.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import type { OpenedVisit } from '../../visits/index.js';
import { readerErrors } from '../errors.js';
import { readableIn } from '../index.js';
import * as repo from '../repository.js';

export interface FeedbackInput {
  documentId?: string;
  reaction: FeedbackReaction;
  comment?: string | null;
}

export async function submitFeedback(
  s: Services,
  v: OpenedVisit,
  input: FeedbackInput,
): Promise<{ row: VisitFeedbackTable; created: boolean }> {
  if (!v.link.allow_feedback) throw readerErrors.feedbackDisabled();
  const documentId = input.documentId ?? v.link.document_id;
  if (!documentId) throw readerErrors.documentRequired();
  await readableIn(s.db.kysely, v.link, documentId);
  const comment = input.comment?.trim() || null;
  const now = monotonicIso();
  // Insert-or-replace without a read first: two first reactions racing each other leave one row, never an error.
  const row: VisitFeedbackTable = {
    id: newId('fbk'),
    workspace_id: v.link.workspace_id,
    visit_id: v.visit.id,
    link_id: v.link.id,
    document_id: documentId,
    reaction: input.reaction,
    comment,
    created_at: now,
    updated_at: now,
  };
  if (await repo.insertFeedback(s.db.kysely, row)) return { row, created: true };
  const existing = (await repo.findFeedback(s.db.kysely, v.visit.id, documentId))!;
  return {
    row: await repo.replaceFeedback(s.db.kysely, existing.id, { reaction: input.reaction, comment, updated_at: now }),
    created: false,
  };
}
