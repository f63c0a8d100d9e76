// /folders: the workspace folder tree — list (whole tree, dashboard order), create, rename/reorder/move, delete.
import type { Kysely } from 'kysely';
import { newId } from '../auth/keys.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { FoldersTable } from '../documents/tables.js';
import { apiContext } from '../events/backbone.js';
import type { Trx } from '../events/record.js';
import type { Handlers } from '../handlers.js';
import { monotonicIso } from '../platform/clock.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { dashboardOrder, FolderTree, MAX_DEPTH } from './tree.js';

type Q = Kysely<Database> | Trx;

export interface FolderRow extends FoldersTable {
  document_count: number;
}

export function toFolder(f: FolderRow) {
  return {
    id: f.id,
    name: f.name,
    parentId: f.parent_id,
    position: Number(f.position),
    documentCount: f.document_count,
    createdAt: f.created_at,
    updatedAt: f.updated_at,
  };
}

/**
 * The workspace's folders (or the one folder `id`) with their live-document counts, in one query: a grouped
 * count of the workspace's non-trashed documents joined to the folders.
 */
async function foldersWithCounts(q: Q, workspaceId: string, id?: string): Promise<FolderRow[]> {
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
async function lockTree(trx: Trx, workspaceId: string): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forNoKeyUpdate().execute();
}

async function loadTree(trx: Trx, workspaceId: string): Promise<FolderTree> {
  return new FolderTree(await trx.selectFrom('folders').select(['id', 'parent_id']).where('workspace_id', '=', workspaceId).execute());
}

/** The folder, or 404 (also for another workspace's id). `lock` also holds the row until commit (PostgreSQL). */
async function findFolder(trx: Trx, workspaceId: string, id: string, lock = false): Promise<FoldersTable> {
  let q = trx.selectFrom('folders').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId);
  if (lock && isPostgres(trx)) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw errors.notFound('folder');
  return row;
}

function tooDeep(message: string): never {
  throw errors.unprocessable(message, { maxDepth: MAX_DEPTH, fields: [{ field: 'body.parentId', message: `would nest folders more than ${MAX_DEPTH} levels deep` }] });
}

export function folderHandlers(s: Services): Handlers {
  const db = s.db.kysely;

  return {
    listFolders: async (req) => {
      const rows = await foldersWithCounts(db, req.auth.workspace.id);
      return { data: dashboardOrder(rows).map(toFolder) };
    },

    createFolder: async (req, reply) => {
      const ws = req.auth.workspace.id;
      const { name } = req.body;
      const parentId = req.body.parentId ?? null;
      const row = await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        await lockTree(trx, ws);
        if (parentId !== null) {
          const tree = await loadTree(trx, ws);
          if (!tree.has(parentId)) throw errors.notFound('parent folder');
          if (tree.level(parentId) >= MAX_DEPTH) tooDeep(`the parent folder is already ${MAX_DEPTH} levels deep; folders nest at most ${MAX_DEPTH} levels`);
        }
        const now = monotonicIso();
        // Position 0, as the spec says: never-reordered siblings then list alphabetically.
        const created: FoldersTable = { id: newId('fld'), workspace_id: ws, name, parent_id: parentId, position: 0, created_at: now, updated_at: now };
        await trx.insertInto('folders').values(created).execute();
        await emit({ type: 'folder.created', description: `Created folder "${name}"`, metadata: { folderId: created.id, parentId } });
        return created;
      });
      reply.code(201);
      return { data: toFolder({ ...row, document_count: 0 }) };
    },

    updateFolder: async (req) => {
      const ws = req.auth.workspace.id;
      const b = req.body;
      const row = await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        await lockTree(trx, ws);
        const before = await findFolder(trx, ws, req.params.id);
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
            if (deepest > MAX_DEPTH) tooDeep(`the move would put a folder ${deepest} levels deep; folders nest at most ${MAX_DEPTH} levels`);
          }
          patch.parent_id = b.parentId;
        }
        // updatedAt records the last rename, reorder or move: a PATCH that changes nothing leaves it.
        if (Object.keys(patch).length) {
          await trx.updateTable('folders').set({ ...patch, updated_at: monotonicIso() }).where('id', '=', before.id).execute();
          await emit({ type: 'folder.updated', description: `Changed ${Object.keys(patch).join(', ')} of folder "${patch.name ?? before.name}"`, metadata: { folderId: before.id, ...patch } });
        }
        const [after] = await foldersWithCounts(trx, ws, before.id);
        return after!;
      });
      return { data: toFolder(row) };
    },

    deleteFolder: async (req, reply) => {
      const ws = req.auth.workspace.id;
      await s.events.transaction(apiContext(req), async ({ trx, emit }) => {
        await lockTree(trx, ws);
        // Locked first, so a document being filed into it concurrently either lands before the move below
        // (and moves up with the rest) or waits and is refused, never silently unfiled by the foreign key.
        const folder = await findFolder(trx, ws, req.params.id, true);
        const now = monotonicIso();
        // Subfolders move up a level with their positions and contents; it is a move, so updatedAt changes.
        await trx.updateTable('folders').set({ parent_id: folder.parent_id, updated_at: now }).where('workspace_id', '=', ws).where('parent_id', '=', folder.id).execute();
        // Documents move too, trashed ones included; refiling is not an edit, so their updatedAt stays.
        await trx.updateTable('documents').set({ folder_id: folder.parent_id }).where('workspace_id', '=', ws).where('folder_id', '=', folder.id).execute();
        await trx.deleteFrom('folders').where('id', '=', folder.id).execute();
        await emit({ type: 'folder.deleted', description: `Deleted folder "${folder.name}"; its contents moved up a level`, metadata: { folderId: folder.id, parentId: folder.parent_id } });
      });
      return reply.code(204).send();
    },
  };
}
