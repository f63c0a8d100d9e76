// What other domains may use of templates (documents made from one): load it (404 across workspaces), count a use.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { errors } from '../platform/errors.js';
import { findTemplate } from './repository.js';
import type { TemplatesTable } from './tables.js';

export { countUse } from './repository.js';

/** The template, or 404 (also for another workspace's id). */
export async function loadTemplate(q: Kysely<Database>, workspaceId: string, id: string): Promise<TemplatesTable> {
  const t = await findTemplate(q, workspaceId, id);
  if (!t) throw errors.notFound('template');
  return t;
}
