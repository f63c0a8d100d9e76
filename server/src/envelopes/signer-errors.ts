// The signer side's refusals, over the one error catalogue: each says in words a page can show what happened.
import { ApiError, fieldDetails, type ErrorCode } from '../platform/errors.js';

export type GoneCode = Extract<
  ErrorCode,
  | 'recipient_delegated'
  | 'recipient_declined'
  | 'envelope_voided'
  | 'envelope_expired'
  | 'envelope_declined'
  | 'envelope_completed'
  | 'recipient_signed'
>;

export const signerErrors = {
  /** Any token the server never issued, a malformed one included: its shape reveals nothing. */
  unknownToken: () => new ApiError('not_found', 'this signing link is not valid; check that it was copied whole'),
  gone: (code: GoneCode, message: string) => new ApiError(code, message),
  notYourTurn: () =>
    new ApiError(
      'not_your_turn',
      'it is not your turn to sign yet: the envelope is signed in order, and you will get an email when it is your turn',
    ),
  accessCodeRequired: () => new ApiError('access_code_required', 'enter the access code the sender gave you first'),
  consentRequired: () => new ApiError('consent_required', 'agree to sign electronically first (read the disclosure)'),
  consentWithdrawn: () =>
    new ApiError('consent_withdrawn', 'you withdrew your consent to sign electronically; agree again to continue'),
  notASigner: () => new ApiError('not_a_signer', 'you receive a copy of this envelope and have nothing to sign'),
  accessCodeIncorrect: (attemptsLeft: number, lockedUntil: string | null) =>
    new ApiError(
      'access_code_incorrect',
      attemptsLeft > 0
        ? `the access code is not right; ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left`
        : 'the access code is not right; the link is locked for 15 minutes',
      { ...fieldDetails('body.code', 'is not the access code'), attemptsLeft, lockedUntil },
    ).saying(
      attemptsLeft > 0 ? 'error.access_code_incorrect.left' : 'error.access_code_locked',
      attemptsLeft > 0 ? { left: attemptsLeft } : undefined,
    ),
  accessCodeLocked: (retryAfter: number, lockedUntil: string) =>
    new ApiError(
      'access_code_locked',
      `too many wrong access codes: try again after ${lockedUntil}`,
      { lockedUntil },
      { 'retry-after': String(retryAfter) },
    ),
  requiredFieldsMissing: (missing: { id: string; label: string | null; type: string }[]) =>
    new ApiError(
      'required_fields_missing',
      `required fields are not filled: ${missing.map((m) => m.label ?? m.id).join(', ')}`,
      {
        fields: missing.map((m) => ({
          field: `body.values.${m.id}`,
          message:
            m.type === 'attachment'
              ? 'needs a file uploaded first'
              : m.type === 'checkbox'
                ? 'must be checked (true)'
                : 'is required',
        })),
        missing: missing.map((m) => m.id),
      },
    ),
  value: (name: string, message: string) =>
    new ApiError('unprocessable', `${name} ${message}`, fieldDetails(name, message)),
};
