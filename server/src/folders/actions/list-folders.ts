// The workspace's whole folder tree in dashboard order, with live-document counts.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { foldersWithCounts, type FolderRow } from '../repository.js';
import { dashboardOrder } from '../tree.js';

export async function listFolders(s: Services, ctx: ActionContext): Promise<FolderRow[]> {
  return dashboardOrder(await foldersWithCounts(s.db.kysely, ctx.workspaceId));
}
