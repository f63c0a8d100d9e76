// Plan ceilings are data (the plans table); a workspace's plan is chosen with the admin command's --plan.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ceilingsOf, overCeiling } from '../plans/ceiling.js';
import type { Services } from '../services.js';
import { countLiveDocuments } from './repository.js';

/** Refuses a new live document beyond the workspace plan's ceiling (the plan as stored now). */
export async function checkDocumentCeiling(s: Pick<Services, 'facts'>, db: Kysely<Database>, workspaceId: string): Promise<void> {
  const plan = await ceilingsOf(s, db, workspaceId);
  if (!plan || plan.documents === null) return;
  // Trashed documents do not count toward the ceiling.
  if ((await countLiveDocuments(db, workspaceId)) >= plan.documents) {
    throw overCeiling(plan.name, plan.documents, 'documents');
  }
}
