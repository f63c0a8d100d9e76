// The API's error handler: every failure leaves as { error, code, details? }, never a stack trace. The pages map
// errors the same way (toApiError), then draw them.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BlobMissingError, FileIntegrityError } from '../files/errors.js';
import { failedDependency } from './dependency.js';
import { ApiError, errors } from '../platform/errors.js';
import { API_PREFIX } from './routes.js';
import { mustCloseAfterAnswer } from '../platform/uploads.js';
import { fieldErrors } from './validation.js';
import { apiLocale, errorSentence } from '../platform/i18n/api-words.js';

/** Any error as the catalogue's ApiError (the pages' error handler maps errors the same way, then draws them). */
export function toApiError(
  err: FastifyError & { validation?: unknown[]; validationContext?: string },
  contentType: string | undefined,
): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof FileIntegrityError) return errors.fileIntegrityFailed();
  if (err instanceof BlobMissingError) return errors.fileMissing(err.what);
  if (Array.isArray(err.validation)) {
    const { fields, total } = fieldErrors(err.validation as never, err.validationContext);
    return errors.validation(fields, total);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType(contentType);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.badRequest(err.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errors.badRequest('the request body is empty but its content type is application/json');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.badRequest('the request body is not valid JSON');
  }
  const dependency = failedDependency(err);
  if (dependency) return errors.unavailable(dependency);
  if (err instanceof SyntaxError || err.name === 'SyntaxError')
    return errors.badRequest('the request body is not valid JSON');
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return errors.badRequest(err.message);
  return errors.internal();
}

/** The API's answer to an error: { error, code, details? }. */
export function answerApiError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const apiErr = toApiError(err, req.headers['content-type']);
  if (apiErr.status >= 500 && apiErr.code === 'internal_error') req.log.error({ err }, 'unhandled error');
  else if (apiErr.code === 'service_unavailable')
    req.log.warn({ code: (err as { code?: unknown }).code, message: err.message }, 'dependency failed');
  reply.header('x-request-id', req.id);
  for (const [k, v] of Object.entries(apiErr.headers ?? {})) reply.header(k, v);
  // An upload refused before its body was invited, or cut off unread: the connection cannot carry on.
  if (mustCloseAfterAnswer(req.raw)) reply.header('connection', 'close');
  const body = { ...apiErr.toJSON(), requestId: req.id };
  // What a public page or an embedding app shows its visitor: in the language the request asks for.
  if (isPublicUrl(req.url)) {
    const said = errorSentence(apiErr, apiLocale(req.headers['accept-language']));
    body.error = said.text;
    reply.header('content-language', said.locale);
  }
  return reply.code(apiErr.status).type('application/json; charset=utf-8').send(body);
}

const PUBLIC_PREFIX = `${API_PREFIX}/public/`;

/** True for a URL of a public operation (the pages' and embedders' calls, with a token instead of a key). */
export function isPublicUrl(url: string): boolean {
  return url.startsWith(PUBLIC_PREFIX);
}

/** True for a URL under the API prefix (whose failures answer JSON; the pages answer everything else). */
export function isApiUrl(url: string): boolean {
  return url.startsWith(API_PREFIX) && (url.length === API_PREFIX.length || '/?'.includes(url[API_PREFIX.length]));
}
