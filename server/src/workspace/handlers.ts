// /workspace/sender and /workspace/embedding: the sender name of the workspace and the origins allowed to frame its
// pages (extensions). Thin: one action per operation.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { getEmbedding } from './actions/get-embedding.js';
import { getSender } from './actions/get-sender.js';
import { updateEmbedding } from './actions/update-embedding.js';
import { updateSender } from './actions/update-sender.js';

export function workspaceHandlers(s: Services): Handlers {
  return {
    getWorkspaceSender: async (req) => ({ data: await getSender(s, apiContext(req)) }),
    updateWorkspaceSender: async (req) => ({
      data: await updateSender(s, apiContext(req), { name: req.body.name, locale: req.body.locale }),
    }),
    getWorkspaceEmbedding: async (req) => ({ data: await getEmbedding(s, apiContext(req)) }),
    updateWorkspaceEmbedding: async (req) => ({
      data: await updateEmbedding(s, apiContext(req), { allowedOrigins: req.body.allowedOrigins }),
    }),
  };
}
