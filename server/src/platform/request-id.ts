// One id per request: the caller's `x-request-id` when it is a sane token, otherwise one we make. Fastify logs
// every line of the request with it (genReqId + requestIdLogLabel), every reply carries it, and every error
// body names it (api/errors.ts), so a user quoting an error leads straight to the server's lines.
import { randomText } from './random.js';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, 1-128 characters: anything else (spaces, newlines, HTML) is replaced, not echoed. */
const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

export function newRequestId(): string {
  return `req_${randomText(12, 'base64url')}`;
}

/** The caller's id when it is sane, otherwise a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE.test(given) ? given : newRequestId();
}

/** The Fastify options that make and log the id. */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  // false: Fastify would take the header as is; genReqId checks it first.
  requestIdHeader: false,
  genReqId: (raw) => requestIdOf(raw),
};

/** The key naming the id on every log line (LogController's requestIdLogLabel). */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** Every reply, API or page, success or error, carries the id. */
export function echoRequestId(app: FastifyInstance): void {
  // Synchronous: an async hook costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
