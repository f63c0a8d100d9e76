// The reader features' errors, over the one catalogue (platform/errors.ts).
import { ApiError, errors } from '../platform/errors.js';

export const readerErrors = {
  assistantDisabled: () => new ApiError('assistant_disabled', 'the reading assistant is not switched on for this link'),
  feedbackDisabled: () => new ApiError('feedback_disabled', 'reactions are not switched on for this link'),
  blankQuestion: () => errors.validation([{ field: 'body.question', message: 'must not be only whitespace' }]),
  documentRequired: () =>
    errors.unprocessable('documentId is required on a room link: say which document the reaction is about', {
      fields: [{ field: 'body.documentId', message: 'is required on a room link' }],
    }),
};
