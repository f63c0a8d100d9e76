// /links: tracked share links. Thin: parse, call an action, present.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { createLink } from './actions/create-link.js';
import { deleteLink } from './actions/delete-link.js';
import { listLinks } from './actions/list-links.js';
import { updateLink } from './actions/update-link.js';
import { loadLink } from './index.js';
import { toLink } from './present.js';

export function linkHandlers(s: Services): Handlers {
  const origin = s.config.linkOrigin;
  return {
    listLinks: async (req) => {
      const p = await listLinks(s, apiContext(req), req.query);
      return { data: p.items.map((l) => toLink(l, origin)), nextCursor: p.nextCursor };
    },

    createLink: async (req, reply) => {
      const link = await createLink(s, apiContext(req), req.body);
      reply.code(201);
      return { data: toLink(link, origin) };
    },

    getLink: async (req) => ({ data: toLink(await loadLink(s, req.auth.workspace.id, req.params.id), origin) }),

    updateLink: async (req) => ({
      data: toLink(await updateLink(s, apiContext(req), { id: req.params.id, patch: req.body }), origin),
    }),

    deleteLink: async (req, reply) => {
      await deleteLink(s, apiContext(req), req.params.id);
      return reply.code(204).send();
    },
  };
}
