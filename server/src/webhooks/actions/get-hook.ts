// One endpoint (404 across workspaces).
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadHook } from '../index.js';
import type { HooksTable } from '../tables.js';

export function getHook(s: Services, ctx: ActionContext, input: { id: string }): Promise<HooksTable> {
  return loadHook(s.db.kysely, ctx.workspaceId, input.id);
}
