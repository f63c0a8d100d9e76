// One template (404 across workspaces).
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadTemplate } from '../index.js';
import type { TemplatesTable } from '../tables.js';

export function getTemplate(s: Services, ctx: ActionContext, input: { id: string }): Promise<TemplatesTable> {
  return loadTemplate(s.db.kysely, ctx.workspaceId, input.id);
}
