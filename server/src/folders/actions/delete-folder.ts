// Deletes a folder; its subfolders and documents move up a level.
import { monotonicIso } from '../../platform/clock.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { deleteFolderMovingUp, findFolder, lockTree } from '../repository.js';

export async function deleteFolder(s: Services, ctx: ActionContext, input: { id: string }): Promise<void> {
  const ws = ctx.workspaceId;
  await s.events.transaction(ctx, async ({ trx, emit }) => {
    await lockTree(trx, ws);
    // Locked first, so a document being filed into it concurrently either lands before the move below
    // (and moves up with the rest) or waits and is refused, never silently unfiled by the foreign key.
    const folder = await findFolder(trx, ws, input.id, true);
    await deleteFolderMovingUp(trx, ws, folder, monotonicIso());
    await emit({
      type: 'folder.deleted',
      description: `Deleted folder "${folder.name}"; its contents moved up a level`,
      metadata: { folderId: folder.id, parentId: folder.parent_id },
    });
  });
}
