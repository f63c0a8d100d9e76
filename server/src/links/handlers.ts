// /links: tracked share links. Thin: parse, call an action, present.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import { page } from '../platform/pagination.js';
import type { Services } from '../services.js';
import { createLink } from './actions/create-link.js';
import { deleteLink } from './actions/delete-link.js';
import { updateLink } from './actions/update-link.js';
import { loadLink } from './guards.js';
import { toLink } from './present.js';
import { listLinks } from './repository.js';

const LIST = 'links';

export function linkHandlers(s: Services): Handlers {
  const origin = s.config.linkOrigin;
  return {
    listLinks: async (req) => {
      const ws = req.auth.workspace.id;
      const limit = req.query.limit ?? 50;
      const after = s.cursors.decode(req.query.cursor, LIST, ws);
      const rows = await listLinks(s.db.kysely, {
        workspaceId: ws,
        documentId: req.query.documentId,
        dataRoomId: req.query.dataRoomId,
        active: req.query.active,
        after: after ? [String(after[0]), String(after[1])] : undefined,
        limit,
      });
      const p = page(rows, limit, (r) => [r.created_at, r.id]);
      return { data: p.rows.map((l) => toLink(l, origin)), nextCursor: p.after ? s.cursors.encode(LIST, ws, p.after) : null };
    },

    createLink: async (req, reply) => {
      const link = await createLink(s, apiContext(req), req.body);
      reply.code(201);
      return { data: toLink(link, origin) };
    },

    getLink: async (req) => ({ data: toLink(await loadLink(s, req.auth.workspace.id, req.params.id), origin) }),

    updateLink: async (req) => ({ data: toLink(await updateLink(s, apiContext(req), req.params.id, req.body), origin) }),

    deleteLink: async (req, reply) => {
      await deleteLink(s, apiContext(req), req.params.id);
      return reply.code(204).send();
    },
  };
}
