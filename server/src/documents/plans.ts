// Plan ceilings are data (the plans table); a workspace's plan is chosen with the admin command's --plan.
import type { Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import type { Database } from '../db/schema.js';
import { errors } from '../platform/errors.js';
import { countLiveDocuments } from './repository.js';

// Every create runs it: compiled once.
const planOf = compiled((db, p) =>
  db.selectFrom('workspaces').innerJoin('plans', 'plans.name', 'workspaces.plan').select(['plans.name', 'plans.max_documents']).where('workspaces.id', '=', p('ws')),
);

/** Refuses a new live document beyond the workspace plan's ceiling (the plan as stored now). */
export async function checkDocumentCeiling(db: Kysely<Database>, workspaceId: string): Promise<void> {
  const plan = await planOf.first(db, { ws: workspaceId });
  const max = plan?.max_documents;
  if (!plan || max === null || max === undefined) return;
  // Trashed documents do not count toward the ceiling.
  if ((await countLiveDocuments(db, workspaceId)) >= Number(max)) {
    throw errors.planLimit(`the ${plan.name} plan allows ${max} documents; delete one or change plan`);
  }
}
