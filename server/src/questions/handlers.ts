// /questions (keyed: the owner reads and answers) and /public/visits/{visitId}/questions… (the reader asks,
// reads replies and writes back, on an opened visit): parse, call an action, present.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import { openedVisitOf } from '../reader/index.js';
import type { Services } from '../services.js';
import { askQuestion, listVisitQuestions, writeBack } from './actions/ask-question.js';
import { getQuestion, listQuestions } from './actions/list-questions.js';
import { askingVisit, questionTarget } from './target.js';
import { replyToQuestion } from './actions/reply-to-question.js';
import { toThread, toVisitorThread } from './present.js';

export function questionHandlers(s: Services): Handlers {
  return {
    listQuestions: async (req) => ({ data: (await listQuestions(s, apiContext(req), req.query)).map(toThread) }),

    getQuestion: async (req) => ({ data: toThread(await getQuestion(s, apiContext(req), req.params.id)) }),

    replyToQuestion: async (req) => {
      const r = await replyToQuestion(s, apiContext(req), { id: req.params.id, reply: req.body });
      return { data: toThread(r), delivered: r.delivered };
    },

    listVisitQuestions: async (req) => {
      const v = await openedVisitOf(s, req.params.visitId, req);
      return { data: (await listVisitQuestions(s, v.visit.id)).map(toVisitorThread) };
    },

    askVisitQuestion: async (req, reply) => {
      const v = await openedVisitOf(s, req.params.visitId, req);
      const target = await questionTarget(s, v, req.body.documentId);
      const parts = await askQuestion(s, v.ctx, { visit: askingVisit(v), target, body: req.body.body });
      reply.code(201);
      return { data: toVisitorThread(parts) };
    },

    replyToVisitQuestion: async (req, reply) => {
      const v = await openedVisitOf(s, req.params.visitId, req);
      const parts = await writeBack(s, v.ctx, {
        visitId: v.visit.id,
        threadId: req.params.threadId,
        message: req.body,
      });
      reply.code(201);
      return { data: toVisitorThread(parts) };
    },
  };
}
