// What other domains may use of viewer questions: load a workspace's thread (404 across workspaces).
import type { Services } from '../services.js';
import { questionErrors } from './errors.js';
import * as repo from './repository.js';
import type { QuestionThreadsTable } from './tables.js';

type Q = Services['db']['kysely'];

export async function loadThread(
  s: Services,
  workspaceId: string,
  id: string,
  q: Q = s.db.kysely,
): Promise<QuestionThreadsTable> {
  const thread = await repo.findThread(q, workspaceId, id);
  if (!thread) throw questionErrors.notFound();
  return thread;
}
