// Every /hooks operation: subscribe, list, read, update, delete, ping, rotate, deliveries and samples.
import { apiContext } from '../api/context.js';
import { eventCatalog } from '../events/catalog.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { deleteHook } from './actions/delete-hook.js';
import { getHook } from './actions/get-hook.js';
import { listHookDeliveries } from './actions/list-hook-deliveries.js';
import { listHookSamples } from './actions/list-hook-samples.js';
import { listHooks } from './actions/list-hooks.js';
import { pingHook } from './actions/ping-hook.js';
import { rotateHookSecret } from './actions/rotate-hook-secret.js';
import { subscribeHook } from './actions/subscribe-hook.js';
import { updateHook } from './actions/update-hook.js';
import { toDelivery, toHook, toHookWithSecret } from './present.js';

export function hookHandlers(s: Services): Handlers {
  return {
    listHooks: async (req) => ({ data: (await listHooks(s, apiContext(req))).map(toHook), events: eventCatalog }),

    createHook: async (req, reply) => {
      const { hook, created } = await subscribeHook(s, apiContext(req), req.body);
      reply.code(created ? 201 : 200);
      return { data: toHookWithSecret(hook) };
    },

    getHook: async (req) => ({ data: toHook(await getHook(s, apiContext(req), { id: req.params.id })) }),

    updateHook: async (req) => ({
      data: toHook(await updateHook(s, apiContext(req), { id: req.params.id, patch: req.body })),
    }),

    deleteHook: async (req, reply) => {
      await deleteHook(s, apiContext(req), { id: req.params.id });
      return reply.code(204).send();
    },

    rotateHookSecret: async (req) => ({
      data: toHookWithSecret(await rotateHookSecret(s, apiContext(req), { id: req.params.id })),
    }),

    pingHook: async (req) => ({ data: toDelivery(await pingHook(s, apiContext(req), { id: req.params.id }), true) }),

    listHookDeliveries: async (req) => {
      const withPayload = req.query.include === 'payload';
      const { items, nextCursor } = await listHookDeliveries(s, apiContext(req), {
        ...req.query,
        id: req.params.id,
        withPayload,
      });
      return { data: items.map((r) => toDelivery(r, withPayload)), nextCursor };
    },

    listHookSamples: async (req) => ({ data: await listHookSamples(s, apiContext(req), { event: req.query.event }) }),
  };
}
