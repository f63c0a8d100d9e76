// A page of the workspace's templates, most recently changed first.
import type { ActionContext } from '../../platform/context.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import type { ListedTemplate } from '../present.js';
import { listTemplates as templatesOf } from '../repository.js';

export async function listTemplates(
  s: Services,
  ctx: ActionContext,
  input: { limit?: number; cursor?: string },
): Promise<Page<ListedTemplate>> {
  const list = s.cursors.list('templates', ctx.workspaceId);
  const limit = input.limit ?? 50;
  const rows = await templatesOf(s.db.kysely, ctx.workspaceId, list.after(input.cursor), limit);
  return list.page(rows, limit, (r) => [r.updated_at, r.id]);
}
