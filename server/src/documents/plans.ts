// Plan ceilings are data (the plans table); a workspace's plan is chosen with the admin command's --plan.
import type { Kysely } from 'kysely';
import type { Workspace } from '../auth/keys.js';
import type { Database } from '../db/schema.js';
import { errors } from '../platform/errors.js';
import { countLiveDocuments } from './repository.js';

export async function checkDocumentCeiling(db: Kysely<Database>, ws: Workspace): Promise<void> {
  const plan = await db.selectFrom('plans').select('max_documents').where('name', '=', ws.plan).executeTakeFirst();
  const max = plan?.max_documents;
  if (max === null || max === undefined) return;
  // Trashed documents do not count toward the ceiling.
  if ((await countLiveDocuments(db, ws.id)) >= Number(max)) {
    throw errors.planLimit(`the ${ws.plan} plan allows ${max} documents; delete one or change plan`);
  }
}
