// The viewer's errors, over the one catalogue (platform/errors.ts). A 410 says in words why the link is closed,
// for the page to show as it is.
import { dayWords } from '../platform/dates.js';
import { ApiError, errors, fieldDetails } from '../platform/errors.js';
import type { Gate } from './gates.js';

export const visitErrors = {
  /** A missing or wrong token, another visit's token, or a visit that does not exist: all the same answer. */
  invalidToken: () => new ApiError('invalid_token', 'a valid visit token is required (x-visit-token)'),
  linkNotFound: () => errors.notFound('link'),
  documentNotFound: () => errors.notFound('document'),

  linkDeleted: () => new ApiError('link_deleted', 'This link was deleted by its owner and no longer opens.'),
  linkDisabled: () =>
    new ApiError('link_disabled', 'This link was switched off by its owner and does not open for now.'),
  linkExpired: (at: string) =>
    new ApiError('link_expired', `This link expired on ${dayWords(at)} and no longer opens.`).saying(
      'error.link_expired.on',
      { date: new Date(at) },
    ),
  viewLimit: () =>
    new ApiError('link_view_limit', 'This link was opened as many times as its owner allowed and no longer opens.'),
  roomDeleted: () =>
    new ApiError('room_deleted', 'The data room behind this link was deleted by its owner; the link no longer opens.'),
  roomArchived: () =>
    new ApiError(
      'room_archived',
      'The data room behind this link was archived by its owner; the link does not open for now.',
    ),
  documentDeleted: () =>
    new ApiError(
      'document_deleted',
      'The document behind this link was deleted by its owner; the link does not open for now.',
    ),

  emailNotAllowed: () =>
    new ApiError(
      'email_not_allowed',
      'This address may not open this link. Use the address the link was shared with, or ask its owner for access.',
      fieldDetails('body.email', 'is not admitted by this link'),
    ),
  gatesPending: (pending: Gate[]) =>
    new ApiError('gates_pending', `clear the gates first: ${pending.join(', ')}`, { pending }),
  emailChanged: () =>
    errors.conflict(
      'this visit has opened with another address; start a new visit to use a different one',
      fieldDetails('body.email', 'differs from the address this visit opened with'),
    ),

  passwordIncorrect: () =>
    new ApiError(
      'password_incorrect',
      'The password is not right.',
      fieldDetails('body.password', 'is not the password of this link'),
    ),
  /** A wrong code (`at`: where it was sent; the bulk-download code comes as `query.code`). */
  codeIncorrect: (attemptsLeft: number, at = 'body.code') =>
    new ApiError(
      'verification_code_incorrect',
      `The code is not right; ${attemptsLeft} tr${attemptsLeft === 1 ? 'y' : 'ies'} left.`,
      { ...fieldDetails(at, 'is not the code mailed'), attemptsLeft },
    ).saying('error.verification_code_incorrect.left', { left: attemptsLeft }),
  codeExpired: (why: 'expired' | 'spent' | 'none', at = 'body.code') =>
    new ApiError(
      'verification_code_expired',
      why === 'none'
        ? 'No code was mailed to this address yet; ask for one.'
        : why === 'spent'
          ? 'That code was tried too many times; ask for a new one.'
          : 'That code expired; ask for a new one.',
      fieldDetails(at, why === 'none' ? 'was not mailed yet' : 'is no longer valid'),
    ),
  nameRequired: () =>
    errors.unprocessable(
      'ndaName is required: these terms ask for your name',
      fieldDetails('body.ndaName', 'is required by these terms'),
    ),
  badAnswer: (id: string, message: string) =>
    errors.unprocessable(`answers.${id} ${message}`, fieldDetails(`body.answers.${id}`, message)),
  verificationNotPending: (why: string) => errors.conflict(`verification is not pending: ${why}`),
  notAPdf: () =>
    errors.unprocessable(
      'this document is not a PDF: an authored document is read from its sections, a shared file only through GET …/download',
      fieldDetails('path.documentId', 'is not a PDF'),
    ),
};
