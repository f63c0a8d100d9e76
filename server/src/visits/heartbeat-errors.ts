// The refusals of a heartbeat, over the one catalogue (platform/errors.ts): a document the visit may not read, an
// index past the document's sections.
import { errors, fieldDetails } from '../platform/errors.js';

export const heartbeatErrors = {
  document: () =>
    errors.unprocessable(
      'body.documentId is not a document this visit may read',
      fieldDetails('body.documentId', 'is not a document this visit may read'),
    ),
  section: (i: number, index: number, count: number) =>
    errors.unprocessable(
      `body.sections[${i}].index ${index} is not a section of this document (it has ${count})`,
      fieldDetails(`body.sections[${i}].index`, `is not a section of this document (it has ${count})`),
    ),
};
