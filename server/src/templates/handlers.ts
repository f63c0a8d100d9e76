// /templates: save a document as a reusable template, list, read, rename, delete.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { deleteTemplate } from './actions/delete-template.js';
import { getTemplate } from './actions/get-template.js';
import { listTemplates } from './actions/list-templates.js';
import { saveTemplate } from './actions/save-template.js';
import { updateTemplate } from './actions/update-template.js';
import { toTemplate, toTemplateDetail } from './present.js';

export function templateHandlers(s: Services): Handlers {
  return {
    listTemplates: async (req) => {
      const { items, nextCursor } = await listTemplates(s, apiContext(req), req.query);
      return { data: items.map(toTemplate), nextCursor };
    },

    createTemplate: async (req, reply) => {
      const row = await saveTemplate(s, apiContext(req), req.body);
      reply.code(201);
      return { data: toTemplate(row) };
    },

    getTemplate: async (req) => ({
      data: toTemplateDetail(
        await getTemplate(s, apiContext(req), { id: req.params.id }),
        req.query.include === 'content',
      ),
    }),

    updateTemplate: async (req) => ({
      data: toTemplate(await updateTemplate(s, apiContext(req), { id: req.params.id, patch: req.body })),
    }),

    deleteTemplate: async (req, reply) => {
      await deleteTemplate(s, apiContext(req), { id: req.params.id });
      return reply.code(204).send();
    },
  };
}
