// Errors of downloads, over the one catalogue (platform/errors.ts); the rest of the viewer's are
// in errors.ts, a heartbeat's in heartbeat-errors.ts.
import { ApiError, errors, fieldDetails } from '../platform/errors.js';
import { visitErrors } from './errors.js';

export const downloadErrors = {
  disabled: () => new ApiError('download_disabled', 'This link does not allow downloads.'),
  documentIdRequired: () =>
    errors.validation([
      { field: 'query.documentId', message: 'is required on a room link: name the document to download' },
    ]),
  notARoomLink: () => errors.conflict('this link shares one document, not a room: download it with GET …/download'),
  noCodeAsked: () => errors.conflict('this link does not ask for a code before a bulk download; download it directly'),
  noAddress: () => errors.conflict('this visit has no address to send a code to'),
  codeRequired: () =>
    errors.unprocessable(
      'query.code is required: ask for a code with POST …/bulk-download/code',
      fieldDetails('query.code', 'is required by this link'),
    ),
  codeIncorrect: (attemptsLeft: number) => visitErrors.codeIncorrect(attemptsLeft, 'query.code'),
  codeExpired: (why: 'expired' | 'spent' | 'none') => visitErrors.codeExpired(why, 'query.code'),
  folderNotFound: () => errors.notFound('folder'),
  nothingToDownload: () => errors.notFound('documents to download (nothing in it this visit may read)'),
};
