// The folders domain's queries.
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { Trx } from '../events/record.js';
import { errors } from '../platform/errors.js';
import type { FoldersTable } from './tables.js';
import { FolderTree } from './tree.js';

type Q = Kysely<Database> | Trx;

export interface FolderRow extends FoldersTable {
  document_count: number;
}

/**
 * The workspace's folders (or the one folder `id`) with their live-document counts, in one query: a grouped
 * count of the workspace's non-trashed documents joined to the folders.
 */
export async function foldersWithCounts(q: Q, workspaceId: string, id?: string): Promise<FolderRow[]> {
  let query = q
    .selectFrom('folders')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('documents')
          .select((e) => ['documents.folder_id', e.fn.countAll().as('n')])
          .where('documents.workspace_id', '=', workspaceId)
          .where('documents.deleted_at', 'is', null)
          .where('documents.folder_id', 'is not', null)
          .groupBy('documents.folder_id')
          .as('c'),
      (join) => join.onRef('c.folder_id', '=', 'folders.id'),
    )
    .selectAll('folders')
    .select('c.n')
    .where('folders.workspace_id', '=', workspaceId);
  if (id !== undefined) query = query.where('folders.id', '=', id);
  const rows = await query.execute();
  return rows.map(({ n, ...f }) => ({ ...f, document_count: Number(n ?? 0) }));
}

/**
 * Serialises changes to one workspace's tree, so two concurrent moves cannot together build a cycle or a
 * ninth level. SQLite already runs one writer at a time; PostgreSQL takes the workspace row (NO KEY UPDATE,
 * which leaves inserts referencing the workspace unblocked).
 */
export async function lockTree(trx: Trx, workspaceId: string): Promise<void> {
  if (isPostgres(trx))
    await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forNoKeyUpdate().execute();
}

export async function loadTree(trx: Trx, workspaceId: string): Promise<FolderTree> {
  return new FolderTree(
    await trx.selectFrom('folders').select(['id', 'parent_id']).where('workspace_id', '=', workspaceId).execute(),
  );
}

/** The folder, or 404 (also for another workspace's id). `lock` also holds the row until commit (PostgreSQL). */
export async function findFolder(trx: Trx, workspaceId: string, id: string, lock = false): Promise<FoldersTable> {
  let q = trx.selectFrom('folders').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId);
  if (lock && isPostgres(trx)) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw errors.notFound('folder');
  return row;
}

export async function insertFolder(trx: Trx, row: FoldersTable): Promise<void> {
  await trx.insertInto('folders').values(row).execute();
}

export async function updateFolder(trx: Trx, id: string, patch: Partial<FoldersTable>): Promise<void> {
  await trx.updateTable('folders').set(patch).where('id', '=', id).execute();
}

/** Deletes a folder; its subfolders and documents (trashed ones too) move up to its parent first. */
export async function deleteFolderMovingUp(
  trx: Trx,
  workspaceId: string,
  folder: FoldersTable,
  now: string,
): Promise<void> {
  // Subfolders move up a level with their positions and contents; it is a move, so updatedAt changes.
  await trx
    .updateTable('folders')
    .set({ parent_id: folder.parent_id, updated_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('parent_id', '=', folder.id)
    .execute();
  // Documents move too, trashed ones included; refiling is not an edit, so their updatedAt stays.
  await trx
    .updateTable('documents')
    .set({ folder_id: folder.parent_id })
    .where('workspace_id', '=', workspaceId)
    .where('folder_id', '=', folder.id)
    .execute();
  await trx.deleteFrom('folders').where('id', '=', folder.id).execute();
}
