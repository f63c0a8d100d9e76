// Creates a folder at the top level or under a parent, at most MAX_DEPTH levels deep.
import type { FolderCreate } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { tooDeep } from '../errors.js';
import { insertFolder, loadTree, lockTree } from '../repository.js';
import type { FoldersTable } from '../tables.js';
import { MAX_DEPTH } from '../tree.js';

export async function createFolder(s: Services, ctx: ActionContext, input: FolderCreate): Promise<FoldersTable> {
  const ws = ctx.workspaceId;
  const { name } = input;
  const parentId = input.parentId ?? null;
  return s.events.transaction(ctx, async ({ trx, emit }) => {
    await lockTree(trx, ws);
    if (parentId !== null) {
      const tree = await loadTree(trx, ws);
      if (!tree.has(parentId)) throw errors.notFound('parent folder');
      if (tree.level(parentId) >= MAX_DEPTH)
        tooDeep(`the parent folder is already ${MAX_DEPTH} levels deep; folders nest at most ${MAX_DEPTH} levels`);
    }
    const now = monotonicIso();
    // Position 0, as the spec says: never-reordered siblings then list alphabetically.
    const created: FoldersTable = {
      id: newId('fld'),
      workspace_id: ws,
      name,
      parent_id: parentId,
      position: 0,
      created_at: now,
      updated_at: now,
    };
    await insertFolder(trx, created);
    await emit({
      type: 'folder.created',
      description: `Created folder "${name}"`,
      metadata: { folderId: created.id, parentId },
    });
    return created;
  });
}
