// Typed errors, one class per status, in the manner of stripe-node and openai-node.
import { retryAfterSeconds } from './retry-after.js';

/** Every error this SDK throws extends DossierError. */
export class DossierError extends Error {
  override name = 'DossierError';
}

/**
 * One thing a contract-validating proxy between the client and the API (Prism: `npm run mock`, or its proxy mode)
 * found wrong with the request or the answer, from its `sl-violations` header.
 */
export interface ContractViolation {
  /** Where: `['request', 'body', 'title']`, `['request', 'query', 'limit']`, `['response', …]`. */
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/** The `sl-violations` header, parsed; a header too long for Prism to list (or unreadable) becomes one entry. */
function violationsOf(headers: Headers): ContractViolation[] | undefined {
  const raw = headers.get('sl-violations');
  if (!raw) return undefined;
  try {
    const list = JSON.parse(raw) as unknown;
    if (Array.isArray(list)) return list as ContractViolation[];
  } catch {
    // "Too many violations! [..." (Prism cuts the list at 8 KB): kept whole below.
  }
  return [{ location: [], severity: 'Error', message: raw }];
}

/** The API answered with a non-2xx status. */
export class APIError extends DossierError {
  override name = 'APIError';
  /** HTTP status. */
  readonly status: number;
  /** Stable machine-readable code from the API's error catalogue (e.g. `validation_failed`). */
  readonly code: string | undefined;
  /** Field-level information (validation failures, `known` event names, pinned `links`…). */
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Headers;
  /** The request's id (`x-request-id`, also in the error body): quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /**
   * What a contract-validating proxy in between (Prism: `npm run mock`) found wrong, from its `sl-violations`
   * header; undefined when there was none (the API itself never sends it).
   */
  readonly violations: ContractViolation[] | undefined;

  constructor(status: number, body: unknown, headers: Headers) {
    const b = (body && typeof body === 'object' ? body : {}) as {
      error?: unknown;
      code?: unknown;
      details?: unknown;
      requestId?: unknown;
    };
    const message = typeof b.error === 'string' ? b.error : typeof body === 'string' && body ? body : `HTTP ${status}`;
    super(`${status} ${message}`);
    this.status = status;
    this.code = typeof b.code === 'string' ? b.code : undefined;
    this.details = b.details && typeof b.details === 'object' ? (b.details as Record<string, unknown>) : undefined;
    this.headers = headers;
    this.requestId = typeof b.requestId === 'string' ? b.requestId : (headers.get('x-request-id') ?? undefined);
    this.violations = violationsOf(headers);
  }

  /** Builds the error class that matches the status. */
  static from(status: number, body: unknown, headers: Headers): APIError {
    const Cls = byStatus[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new Cls(status, body, headers);
  }
}

export class BadRequestError extends APIError {
  override name = 'BadRequestError';
}
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
export class PaymentRequiredError extends APIError {
  override name = 'PaymentRequiredError';
}
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
export class ConflictError extends APIError {
  override name = 'ConflictError';
}
/**
 * A public token or link that no longer leads anywhere (a signed, declined or ended envelope, a closed share link
 * or file request); `code` says why, e.g. `envelope_completed`, `link_expired`, `request_closed`.
 */
export class GoneError extends APIError {
  override name = 'GoneError';
}
export class PayloadTooLargeError extends APIError {
  override name = 'PayloadTooLargeError';
}
export class UnsupportedMediaTypeError extends APIError {
  override name = 'UnsupportedMediaTypeError';
}
export class UnprocessableEntityError extends APIError {
  override name = 'UnprocessableEntityError';
}
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
  /** Seconds the server asked us to wait (retry-after), when it said. */
  get retryAfter(): number | undefined {
    return retryAfterSeconds(this.headers);
  }
}
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}
export class NotImplementedError extends APIError {
  override name = 'NotImplementedError';
}
export class ServiceUnavailableError extends APIError {
  override name = 'ServiceUnavailableError';
}

const byStatus: Record<number, new (s: number, b: unknown, h: Headers) => APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  402: PaymentRequiredError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  410: GoneError,
  413: PayloadTooLargeError,
  415: UnsupportedMediaTypeError,
  422: UnprocessableEntityError,
  429: RateLimitError,
  501: NotImplementedError,
  503: ServiceUnavailableError,
};

/** The request never got an HTTP answer (DNS, refused connection, reset). */
export class APIConnectionError extends DossierError {
  override name = 'APIConnectionError';
  constructor(message = 'connection error', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request took longer than the client's timeout. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override name = 'APIConnectionTimeoutError';
  constructor(message = 'request timed out') {
    super(message);
  }
}

/** The call was cancelled through the `signal` passed in its RequestOptions. */
export class APIUserAbortError extends DossierError {
  override name = 'APIUserAbortError';
  constructor(message = 'request was aborted', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A webhook delivery failed verification. */
export class WebhookVerificationError extends DossierError {
  override name = 'WebhookVerificationError';
}
