// /workspace/sender: the sender name of the workspace (an extension). Thin: one action per operation.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { getSender } from './actions/get-sender.js';
import { updateSender } from './actions/update-sender.js';

export function workspaceHandlers(s: Services): Handlers {
  return {
    getWorkspaceSender: async (req) => ({ data: await getSender(s, apiContext(req)) }),
    updateWorkspaceSender: async (req) => ({ data: await updateSender(s, apiContext(req), { name: req.body.name ?? null }) }),
  };
}
