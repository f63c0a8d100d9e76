// /public/visits/{visitId}/assistant and …/feedback: the reader features a link switches on. Thin: check the
// visit is opened (visits/guards.ts), call the action, present.
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { askAssistant } from './actions/ask-assistant.js';
import { submitFeedback } from './actions/submit-feedback.js';
import { openedVisitOf } from './index.js';
import { toVisitFeedback } from './present.js';

export function readerHandlers(s: Services): Handlers {
  return {
    askVisitAssistant: async (req) => ({
      data: await askAssistant(s, await openedVisitOf(s, req.params.visitId, req), req.body),
    }),

    submitVisitFeedback: async (req, reply) => {
      const { row, created } = await submitFeedback(s, await openedVisitOf(s, req.params.visitId, req), req.body);
      reply.code(created ? 201 : 200);
      return { data: toVisitFeedback(row) };
    },
  };
}
