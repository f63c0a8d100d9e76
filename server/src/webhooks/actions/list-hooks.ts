// The workspace's endpoints, newest first (all of them: the list is small), and the event catalogue.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import type { ListedHook } from '../present.js';
import { listHooks as hooksOf } from '../repository.js';

export function listHooks(s: Services, ctx: ActionContext): Promise<ListedHook[]> {
  return hooksOf(s.db.kysely, ctx.workspaceId);
}
