// Viewer questions' errors, over the one catalogue (platform/errors.ts).
import { errors } from '../platform/errors.js';
import { MESSAGES_PER_THREAD, THREADS_PER_VISIT } from './repository.js';

export const questionErrors = {
  notFound: () => errors.notFound('question'),
  /** One of this visit's threads was named, and it is not one (another visit's answers the same). */
  visitThreadNotFound: () => errors.notFound('question thread of this visit'),
  blankBody: () => errors.validation([{ field: 'body.body', message: 'must not be only whitespace' }]),
  threadFull: () =>
    errors.unprocessable(`this thread already holds ${MESSAGES_PER_THREAD} messages; nothing was recorded`, {
      fields: [{ field: 'body.body', message: `thread is full (${MESSAGES_PER_THREAD} messages)` }],
    }),
  tooManyThreads: () =>
    errors.unprocessable(`this visit already opened ${THREADS_PER_VISIT} question threads; write back in one of them`, {
      fields: [{ field: 'body.body', message: `visit has ${THREADS_PER_VISIT} threads` }],
    }),
};
