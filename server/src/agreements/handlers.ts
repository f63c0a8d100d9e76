// /agreements: the confidentiality-terms library. Thin: parse, call an action, present.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { createAgreement } from './actions/create-agreement.js';
import { deleteAgreement } from './actions/delete-agreement.js';
import { updateAgreement } from './actions/update-agreement.js';
import { loadAgreement } from './index.js';
import { toAgreement } from './present.js';
import { listAgreements } from './repository.js';

export function agreementHandlers(s: Services): Handlers {
  return {
    listAgreements: async (req) => ({
      data: (await listAgreements(s.db.kysely, req.auth.workspace.id)).map(toAgreement),
    }),

    createAgreement: async (req, reply) => {
      const a = await createAgreement(s, apiContext(req), req.body);
      reply.code(201);
      return { data: toAgreement(a) };
    },

    getAgreement: async (req) => ({ data: toAgreement(await loadAgreement(s, req.auth.workspace.id, req.params.id)) }),

    updateAgreement: async (req) => {
      const { agreement, regatedLinks } = await updateAgreement(s, apiContext(req), {
        id: req.params.id,
        patch: req.body,
      });
      return { data: toAgreement(agreement), regatedLinks };
    },

    deleteAgreement: async (req, reply) => {
      await deleteAgreement(s, apiContext(req), req.params.id);
      return reply.code(204).send();
    },
  };
}
