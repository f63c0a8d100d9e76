// The document ceiling: the plan's ceiling on documents (plans/ceiling.ts, the one check of every counted resource)
// over the workspace's live documents.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { refuseOverCeiling } from '../plans/ceiling.js';
import type { Services } from '../services.js';
import { countLiveDocuments } from './repository.js';

/**
 * 422 plan_limit when the workspace has as many live documents as its plan allows (trashed ones do not count).
 * Asked inside the transaction that adds one (create, upload, restore, a received file), so that two sent together
 * cannot both slip under it; an upload also asks before its body is read, to refuse without reading it.
 */
export function refuseOverDocumentCeiling(
  s: Pick<Services, 'facts'>,
  q: Kysely<Database>,
  workspaceId: string,
): Promise<void> {
  return refuseOverCeiling(s, q, workspaceId, 'documents', (q) => countLiveDocuments(q, workspaceId));
}
