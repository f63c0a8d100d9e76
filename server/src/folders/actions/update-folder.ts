// Renames, reorders or moves a folder (never into itself or below MAX_DEPTH levels).
import type { FolderUpdate } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { tooDeep } from '../errors.js';
import {
  findFolder,
  foldersWithCounts,
  loadTree,
  lockTree,
  updateFolder as writeFolder,
  type FolderRow,
} from '../repository.js';
import type { FoldersTable } from '../tables.js';
import { MAX_DEPTH } from '../tree.js';

export async function updateFolder(
  s: Services,
  ctx: ActionContext,
  input: { id: string; patch: FolderUpdate },
): Promise<FolderRow> {
  const ws = ctx.workspaceId;
  const b = input.patch;
  return s.events.transaction(ctx, async ({ trx, emit }) => {
    await lockTree(trx, ws);
    const before = await findFolder(trx, ws, input.id);
    const patch: Partial<Pick<FoldersTable, 'name' | 'position' | 'parent_id'>> = {};
    if (b.name !== undefined && b.name !== before.name) patch.name = b.name;
    if (b.position !== undefined && b.position !== Number(before.position)) patch.position = b.position;
    if (b.parentId !== undefined && b.parentId !== before.parent_id) {
      if (b.parentId !== null) {
        const tree = await loadTree(trx, ws);
        if (!tree.has(b.parentId)) throw errors.notFound('parent folder');
        if (tree.isWithin(b.parentId, before.id)) {
          throw errors.unprocessable('a folder cannot be moved into itself or one of its own subfolders', {
            fields: [{ field: 'body.parentId', message: 'is the folder itself or one of its subfolders' }],
          });
        }
        // The moved subtree's deepest folder lands at the parent's level plus the subtree's height.
        const deepest = tree.level(b.parentId) + tree.height(before.id);
        if (deepest > MAX_DEPTH)
          tooDeep(`the move would put a folder ${deepest} levels deep; folders nest at most ${MAX_DEPTH} levels`);
      }
      patch.parent_id = b.parentId;
    }
    // updatedAt records the last rename, reorder or move: a PATCH that changes nothing leaves it.
    if (Object.keys(patch).length) {
      await writeFolder(trx, before.id, { ...patch, updated_at: monotonicIso() });
      await emit({
        type: 'folder.updated',
        description: `Changed ${Object.keys(patch).join(', ')} of folder "${patch.name ?? before.name}"`,
        metadata: { folderId: before.id, ...patch },
      });
    }
    const [after] = await foldersWithCounts(trx, ws, before.id);
    return after!;
  });
}
