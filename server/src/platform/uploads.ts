// File uploads. An operation listed in UPLOAD_LIMITS takes its body as a stream whatever its content type (the
// handler checks the bytes, so a wrong file is a 400 naming it, not a 415), and a body over the limit is refused
// with a 422 the client can read, never a reset connection:
// - a client that sends `Expect: 100-continue` is invited to send the body only when the handler starts reading
//   it, so authentication, the handler's own checks and a content-length over the limit are answered before a
//   byte of the file travels; such an early answer closes the connection (the client never sent the body);
// - a body already on its way that is too large (by content-length, or found while reading a chunked one) is read
//   to its end and thrown away before the answer, up to DRAIN_FACTOR times what the operation accepts; past that
//   the connection is closed after the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { operations, type OperationId } from '../generated/operations.gen.js';
import { ApiError, errors } from './errors.js';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Operations that take a file body, and the most bytes of file each accepts. */
export const UPLOAD_LIMITS: Partial<Record<OperationId, number>> = {
  uploadDocument: MAX_UPLOAD_BYTES,
  replaceDocumentFile: MAX_UPLOAD_BYTES,
  uploadToRequest: MAX_UPLOAD_BYTES,
  uploadSigningAttachment: MAX_UPLOAD_BYTES,
  verifyPdf: MAX_UPLOAD_BYTES,
  // A bulk send's CSV (or its rows as JSON): 4 MB, as the spec says (batches/validate.ts MAX_FILE_BYTES).
  createBatch: 4 * 1024 * 1024,
};

/** Upload operations whose spec answers an oversize file with 413 payload_too_large (the others: 422). */
const UPLOAD_413: ReadonlySet<OperationId> = new Set<OperationId>(['verifyPdf', 'createBatch']);

/** Room for multipart framing and its small text fields around the file. */
const MULTIPART_SLACK = 64 * 1024;
/** How much of a refused body is read and dropped, as a multiple of what the operation accepts. */
const DRAIN_FACTOR = 2;

const CONTINUE = Symbol('dossier.awaitingContinue');
const CLOSE = Symbol('dossier.closeAfterAnswer');
const UPLOAD = Symbol('dossier.upload');

interface UploadRequest extends IncomingMessage {
  /** The response to send `100 Continue` on, while the client waits for it before sending the body. */
  [CONTINUE]?: ServerResponse;
  /** Part of the body was left unread: close the connection after answering. */
  [CLOSE]?: boolean;
  [UPLOAD]?: { limit: number; contentType: string | undefined; status: 413 | 422 };
}

/** Bytes of body an upload may take: the file limit, plus framing room for multipart. */
function allowance(limit: number, contentType: string | undefined): number {
  return /^\s*multipart\//i.test(contentType ?? '') ? limit + MULTIPART_SLACK : limit;
}

/**
 * Answers `Expect: 100-continue` itself: at once for every operation but the uploads, whose handlers invite the
 * body when they start reading it (see readUploadBody).
 */
export function installUploadHandling(app: FastifyInstance, prefix: string): void {
  const uploads = operations
    .filter((o) => UPLOAD_LIMITS[o.operationId] !== undefined)
    .map((o) => ({ method: o.method, path: new RegExp(`^${prefix}${o.path.replace(/\{[^/}]+\}/g, '[^/]+')}/?$`) }));
  app.server.on('checkContinue', (req: UploadRequest, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (uploads.some((u) => u.method === req.method && u.path.test(path))) req[CONTINUE] = res;
    else res.writeContinue();
    app.server.emit('request', req, res);
  });
}

/** True when the answer must close the connection: the client was never invited to send, or was cut off. */
export function mustCloseAfterAnswer(raw: IncomingMessage): boolean {
  const r = raw as UploadRequest;
  return Boolean(r[CONTINUE] || r[CLOSE]);
}

/**
 * The route hook of an upload operation: any content type is taken as a stream (the original is kept for the
 * handler), and a content-length over the limit is refused before the body is read or invited.
 */
export function uploadPreParsing(operationId: OperationId): preParsingAsyncHookHandler {
  const limit = UPLOAD_LIMITS[operationId];
  if (limit === undefined) throw new Error(`${operationId} is not an upload operation (add it to UPLOAD_LIMITS)`);
  const status = UPLOAD_413.has(operationId) ? 413 : 422;
  return async (req, _reply, payload) => {
    const raw = req.raw as UploadRequest;
    const contentType = req.headers['content-type'];
    raw[UPLOAD] = { limit, contentType, status };
    raw.headers['content-type'] = 'application/octet-stream';
    const declared = Number(req.headers['content-length']);
    if (declared > allowance(limit, contentType)) {
      // The client is waiting for 100 Continue: it has sent nothing, so the answer can come now (and close).
      if (!raw[CONTINUE]) await consume(raw, payload, 0, DRAIN_FACTOR * limit, () => {});
      throw errors.fileTooLarge(limit, status);
    }
    return payload;
  };
}

/** The most bytes of file the request's upload operation accepts. */
export function uploadLimit(req: FastifyRequest): number {
  const upload = (req.raw as UploadRequest)[UPLOAD];
  if (!upload) throw new Error(`${req.routeOptions.url} is not an upload operation (add it to UPLOAD_LIMITS)`);
  return upload.limit;
}

/** The refusal of a file over the request's upload operation's limit (422, or 413 where the operation says so). */
export function uploadTooLarge(req: FastifyRequest): ApiError {
  const upload = (req.raw as UploadRequest)[UPLOAD];
  return errors.fileTooLarge(uploadLimit(req), upload?.status);
}

/** The content type the client sent an upload with (the route hook replaced it for parsing). */
export function uploadContentType(req: FastifyRequest): string | undefined {
  const upload = (req.raw as UploadRequest)[UPLOAD];
  return upload ? upload.contentType : req.headers['content-type'];
}

/**
 * Reads an upload operation's body, inviting it first when the client waits for 100 Continue. Chunks go to `sink`
 * while the body is within the operation's limit; a larger body is read to its end and dropped, then refused
 * (fileTooLarge). An error thrown by `sink` stops the sink, not the reading, and is thrown once the body is read.
 */
export async function readUploadBody(req: FastifyRequest, sink: (chunk: Buffer) => void): Promise<void> {
  const raw = req.raw as UploadRequest;
  const limit = uploadLimit(req);
  const keep = allowance(limit, raw[UPLOAD]!.contentType);
  const { over, failed } = await consume(raw, req.body as Readable, keep, Math.max(keep, DRAIN_FACTOR * limit), sink);
  if (over) throw uploadTooLarge(req);
  if (failed !== undefined) throw failed;
}

/**
 * Reads `stream` to its end: the first `keep` bytes go to `sink`, the rest is dropped. Past `bound` bytes it stops
 * reading and marks the connection to be closed after the answer.
 */
function consume(
  raw: UploadRequest,
  stream: Readable,
  keep: number,
  bound: number,
  sink: (chunk: Buffer) => void,
): Promise<{ over: boolean; failed?: unknown }> {
  return new Promise((resolve, reject) => {
    let received = 0;
    let over = false;
    let failed: unknown;
    let sinking = true;
    const finish = (err?: unknown) => {
      stream.off('data', onData).off('end', onEnd).off('error', finish).off('close', onClose);
      if (err !== undefined)
        reject(err instanceof ApiError ? err : errors.badRequest('the upload was cut off before its end'));
      else resolve({ over, failed });
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > bound) {
        stream.pause();
        raw[CLOSE] = true;
        over = true;
        return finish();
      }
      if (received > keep) over = true;
      if (over || !sinking) return;
      try {
        sink(chunk);
      } catch (e) {
        failed = e;
        sinking = false;
      }
    };
    const onEnd = () => finish();
    const onClose = () => {
      if (!stream.readableEnded) finish(new Error('closed'));
    };
    stream.on('data', onData).on('end', onEnd).on('error', finish).on('close', onClose);
    const waiting = raw[CONTINUE];
    if (waiting) {
      raw[CONTINUE] = undefined;
      waiting.writeContinue();
    }
  });
}
