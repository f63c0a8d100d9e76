// The one error catalogue. Every failure the API answers is built here, with a stable code.

export const ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  invalid_cursor: 400,
  not_a_pdf: 400,
  unauthorized: 401,
  // A public operation's capability token (x-visit-token, x-request-token) is missing or wrong.
  invalid_token: 401,
  payment_required: 402,
  forbidden: 403,
  insufficient_scope: 403,
  // Public signing: what the signing token may not do yet.
  access_code_required: 403,
  consent_required: 403,
  consent_withdrawn: 403,
  not_a_signer: 403,
  // Public viewer: refused addresses, gates still pending, features the link does not switch on.
  email_not_allowed: 403,
  gates_pending: 403,
  download_disabled: 403,
  assistant_disabled: 403,
  feedback_disabled: 403,
  // Public upload page: a request for named people whose owner has not switched the open page on.
  open_page_disabled: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  not_your_turn: 409,
  room_frozen: 409,
  // Idempotency-Key (api/idempotency.ts): the first request with this key is still running.
  idempotency_key_in_use: 409,
  // 410: a public token or link that no longer leads anywhere, saying why.
  recipient_delegated: 410,
  recipient_declined: 410,
  recipient_signed: 410,
  envelope_voided: 410,
  envelope_expired: 410,
  envelope_declined: 410,
  envelope_completed: 410,
  link_disabled: 410,
  link_deleted: 410,
  link_expired: 410,
  link_view_limit: 410,
  room_archived: 410,
  room_deleted: 410,
  document_deleted: 410,
  request_closed: 410,
  request_deleted: 410,
  assignee_removed: 410,
  // A row's stored file is gone from the blob store (deleted outside Dossier): permanent until restored, so not a 503.
  file_missing: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  plan_limit: 422,
  required_fields_missing: 422,
  access_code_incorrect: 422,
  password_incorrect: 422,
  verification_code_incorrect: 422,
  verification_code_expired: 422,
  // The Idempotency-Key was first used for another method, path or body.
  idempotency_key_reused: 422,
  // A bulk send's rows (batches/): every problem named by row and column, nothing sent.
  batch_invalid: 422,
  rate_limited: 429,
  access_code_locked: 429,
  internal_error: 500,
  // A stored file's bytes no longer match the SHA-256 recorded when it was stored: not served (files/verified-blob-store.ts).
  file_integrity_failed: 500,
  not_implemented: 501,
  service_unavailable: 503,
  // The worker pool (work/): its queue is full (retry-after says when to come back), or a job ran past its time
  // budget or memory ceiling and was stopped.
  server_busy: 503,
  work_limit: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  /**
   * The catalogue's words for this refusal with its particulars (catalogues/api: a key and its values), where the
   * code's own words would lose them (who the signer passed it on to, how many tries are left).
   */
  words?: { key: string; values?: Record<string, string | number | Date> };
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }

  /** Gives the refusal its particulars in the catalogue's words (platform/i18n/api-words.ts). */
  saying(key: string, values?: Record<string, string | number | Date>): this {
    this.words = { key, values };
    return this;
  }

  toJSON(): { error: string; code: ErrorCode; details?: Record<string, unknown> } {
    return this.details
      ? { error: this.message, code: this.code, details: this.details }
      : { error: this.message, code: this.code };
  }
}

/**
 * Per-item problems a refusal lists (fields of a body, rows of a bulk send): the first MAX_LISTED, and
 * `details.total` when more were found, so that a body of two million bad items answers a few kilobytes.
 */
export const MAX_LISTED = 50;

/** Collects per-item problems found in a caller's input: keeps the first MAX_LISTED, counts the rest. */
export class ProblemList<T> {
  readonly listed: T[] = [];
  total = 0;

  add(item: T): void {
    if (this.listed.length < MAX_LISTED) this.listed.push(item);
    this.total++;
  }
}

/** `{ [key]: the first MAX_LISTED, total? }`: the listed problems of a refusal's details. */
export function listedDetails<T>(key: string, items: readonly T[], total = items.length): Record<string, unknown> {
  const listed = items.length > MAX_LISTED ? items.slice(0, MAX_LISTED) : items;
  return total > listed.length ? { [key]: listed, total } : { [key]: listed };
}

/** "body.a is required; body.b …" over the listed fields, and how many more there were. */
export function fieldsSentence(fields: readonly FieldError[], total = fields.length): string {
  const listed = fields.slice(0, MAX_LISTED);
  const more = total - listed.length;
  return listed.map((f) => `${f.field} ${f.message}`).join('; ') + (more > 0 ? `; and ${more} more` : '');
}

/** The details of a refusal about one field: `{ fields: [{ field, message }] }`. */
export const fieldDetails = (field: string, message: string) => ({ fields: [{ field, message }] });

export const errors = {
  /** `total`: how many fields were found, when `fields` holds only the first of them. */
  validation: (fields: FieldError[], total = fields.length) =>
    new ApiError('validation_failed', fieldsSentence(fields, total), listedDetails('fields', fields, total)),
  /** 422 naming each field refused (`lead` then the fields), listed as `validation` lists them. */
  unprocessableFields: (lead: string, fields: FieldError[], total = fields.length) =>
    new ApiError('unprocessable', `${lead}${fieldsSentence(fields, total)}`, listedDetails('fields', fields, total)),
  badRequest: (message: string, details?: Record<string, unknown>) => new ApiError('bad_request', message, details),
  invalidCursor: () =>
    new ApiError('invalid_cursor', 'cursor is not valid for this list', {
      fields: [{ field: 'query.cursor', message: 'is not a cursor this list issued' }],
    }),
  unauthorized: (message = 'a valid API key is required (Authorization: Bearer <key>)') =>
    new ApiError('unauthorized', message),
  insufficientScope: (scope: string) =>
    new ApiError('insufficient_scope', `this key lacks the scope ${scope}`, { scope }),
  forbidden: (message: string) => new ApiError('forbidden', message),
  notFound: (what: string) => new ApiError('not_found', `${what} not found`),
  conflict: (message: string, details?: Record<string, unknown>) => new ApiError('conflict', message, details),
  unprocessable: (message: string, details?: Record<string, unknown>) =>
    new ApiError('unprocessable', message, details),
  /** An upload whose bytes are not a PDF, whatever content type it was sent with. */
  notAPdf: (sentAs: string | undefined) =>
    new ApiError(
      'not_a_pdf',
      `body.file is not a PDF: its bytes do not begin with %PDF- (sent as ${sentAs || 'no content type'})`,
      {
        fields: [{ field: 'body.file', message: 'is not a PDF' }],
      },
    ),
  /**
   * An upload over its operation's limit: 422, as the reference says for an oversize file, or 413 for the operations
   * that say so (platform/uploads.ts, UPLOAD_413).
   */
  fileTooLarge: (maxBytes: number, status: 413 | 422 = 422) => {
    const mb = `${Math.round((maxBytes / 1048576) * 10) / 10} MB`;
    return new ApiError(
      status === 413 ? 'payload_too_large' : 'unprocessable',
      `the file is over ${mb} (${maxBytes} bytes)`,
      { fields: [{ field: 'body.file', message: `is over ${mb}` }], maxBytes },
    );
  },
  planLimit: (message: string) => new ApiError('plan_limit', message),
  payloadTooLarge: (message = 'request body is too large') => new ApiError('payload_too_large', message),
  unsupportedMediaType: (type: string | undefined) =>
    new ApiError('unsupported_media_type', `content type ${type ?? '(none)'} is not accepted here`),
  rateLimited: (retryAfter: number) =>
    new ApiError('rate_limited', `rate limit exceeded; retry in ${retryAfter} seconds`, undefined, {
      'retry-after': String(retryAfter),
    }),
  notImplemented: (operationId: string) =>
    new ApiError('not_implemented', `operation ${operationId} is not implemented yet`),
  unavailable: (what: string) =>
    new ApiError('service_unavailable', `${what} did not answer; nothing was changed; safe to retry`),
  idempotencyKeyReused: () =>
    new ApiError(
      'idempotency_key_reused',
      'this Idempotency-Key was first used with another method, path or body; send a new key for a new request',
    ),
  idempotencyKeyInUse: () =>
    new ApiError(
      'idempotency_key_in_use',
      'a request with this Idempotency-Key is still running; retry once it has answered',
      undefined,
      { 'retry-after': '1' },
    ),
  internal: () => new ApiError('internal_error', 'internal error'),
  /** `what`: the file in words ("the executed PDF of this envelope"). */
  fileMissing: (what: string) =>
    new ApiError(
      'file_missing',
      `${what} is missing from file storage (deleted outside Dossier) and was not served; the operator was told; retrying does not help until it is restored from backup`,
    ),
  fileIntegrityFailed: () =>
    new ApiError(
      'file_integrity_failed',
      'the stored file failed its integrity check (its bytes no longer match the SHA-256 recorded when it was stored) and was not served; the failure was recorded in the audit trail',
    ),
};
