// /questions (keyed: the owner reads and answers) and /public/visits/{visitId}/questions… (the reader asks,
// reads replies and writes back): parse, call an action, present.
import { apiContext } from '../api/context.js';
import type { Handlers } from '../api/handlers.js';
import type { Services } from '../services.js';
import { getQuestion, listQuestions } from './actions/list-questions.js';
import { replyToQuestion } from './actions/reply-to-question.js';
import { toThread } from './present.js';

export function questionHandlers(s: Services): Handlers {
  return {
    listQuestions: async (req) => ({ data: (await listQuestions(s, apiContext(req), req.query)).map(toThread) }),

    getQuestion: async (req) => ({ data: toThread(await getQuestion(s, apiContext(req), req.params.id)) }),

    replyToQuestion: async (req) => {
      const r = await replyToQuestion(s, apiContext(req), req.params.id, req.body);
      return { data: toThread(r), delivered: r.delivered };
    },
  };
}
