// /folders: the workspace folder tree — list (whole tree, dashboard order), create, rename/reorder/move, delete.
// Thin: each operation calls one action (actions/) and presents the result (present.ts).
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { createFolder } from './actions/create-folder.js';
import { deleteFolder } from './actions/delete-folder.js';
import { listFolders } from './actions/list-folders.js';
import { updateFolder } from './actions/update-folder.js';
import { toFolder } from './present.js';

export function folderHandlers(s: Services): Handlers {
  return {
    listFolders: async (req) => ({ data: (await listFolders(s, apiContext(req))).map(toFolder) }),

    createFolder: async (req, reply) => {
      const row = await createFolder(s, apiContext(req), req.body);
      reply.code(201);
      return { data: toFolder({ ...row, document_count: 0 }) };
    },

    updateFolder: async (req) => ({
      data: toFolder(await updateFolder(s, apiContext(req), { id: req.params.id, patch: req.body })),
    }),

    deleteFolder: async (req, reply) => {
      await deleteFolder(s, apiContext(req), { id: req.params.id });
      return reply.code(204).send();
    },
  };
}
