// Reads an uploaded file from an upload operation's request: a multipart `file` part (busboy) or the raw body
// named by `x-filename`. Size limits, 100 Continue and draining are platform/uploads.ts's; here the body is parsed.
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import { errors } from '../platform/errors.js';
import { readUploadBody, uploadContentType, uploadLimit, uploadTooLarge } from '../platform/uploads.js';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  /** The content type the client sent (of the multipart `file` part, or of the raw body). */
  contentType: string | undefined;
  /** Multipart text fields, among those the caller accepts. */
  fields: Record<string, string>;
}

export interface UploadOptions {
  /** What the file is, for messages ("the PDF"). */
  noun: string;
  /** File name when the client gives none. */
  defaultFilename: string;
  /** Multipart text fields accepted besides `file`. */
  fields?: readonly string[];
}

function decodeFilename(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  try {
    const name = decodeURIComponent(value)
      .replace(/[\\/\u0000-\u001f]/g, '_')
      .trim();
    return name ? name.slice(0, 255) : undefined;
  } catch {
    throw errors.validation([{ field: 'header.x-filename', message: 'is not a percent-encoded UTF-8 file name' }]);
  }
}

async function readMultipart(req: FastifyRequest, contentType: string, opts: UploadOptions): Promise<UploadedFile> {
  const accepted = opts.fields ?? [];
  const limit = uploadLimit(req);
  let bb: busboy.Busboy;
  try {
    // readUploadBody bounds the whole body (the file plus framing room); the file part itself is bounded here.
    bb = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fields: accepted.length + 4, fileSize: limit, fieldSize: 1000 },
    });
  } catch {
    throw errors.badRequest('the multipart body cannot be read (missing boundary?)');
  }
  let file: Promise<Omit<UploadedFile, 'fields'>> | undefined;
  const fields: Record<string, string> = {};
  let failed: unknown;
  bb.on('file', (name, part, info) => {
    if (name !== 'file' || file) {
      failed ??= errors.validation([
        { field: `body.${name}`, message: `is not a part this upload accepts (send ${opts.noun} as "file")` },
      ]);
      part.resume();
      return;
    }
    file = (async () => {
      const chunks: Buffer[] = [];
      for await (const c of part) chunks.push(c as Buffer);
      if ((part as unknown as { truncated?: boolean }).truncated) throw uploadTooLarge(req);
      return {
        bytes: Buffer.concat(chunks),
        filename: (info.filename || opts.defaultFilename).slice(0, 255),
        contentType: info.mimeType,
      };
    })();
    file.catch(() => {});
  });
  bb.on('field', (name, value) => {
    if (accepted.includes(name)) fields[name] = value;
    else failed ??= errors.validation([{ field: `body.${name}`, message: 'is not a part this upload accepts' }]);
  });
  let broken = false;
  const parsed = new Promise<void>((resolve) => {
    bb.once('close', resolve);
    // `on`, not `once`: busboy may report a second malformed part header, and an 'error' with no listener left
    // was thrown out of bb.write into the body reader: a 500 (found by the fuzz suite).
    bb.on('error', () => {
      broken = true;
      failed ??= errors.badRequest('the multipart body is malformed');
      resolve();
    });
  });
  // The whole body is read whatever busboy thinks of it, so the answer reaches the client.
  await readUploadBody(req, (chunk) => {
    if (!broken) bb.write(chunk);
  });
  if (!broken) bb.end();
  await parsed;
  if (failed) throw failed;
  if (!file)
    throw errors.validation([
      { field: 'body.file', message: `is required (a multipart part named "file" holding ${opts.noun})` },
    ]);
  return { ...(await file), fields };
}

/** The uploaded file, read within the operation's limit (platform/uploads.ts). */
export async function readUpload(req: FastifyRequest, opts: UploadOptions): Promise<UploadedFile> {
  const contentType = uploadContentType(req);
  if (contentType?.split(';')[0].trim().toLowerCase() === 'multipart/form-data')
    return readMultipart(req, contentType, opts);
  const filename = decodeFilename(req.headers['x-filename']) ?? opts.defaultFilename;
  const chunks: Buffer[] = [];
  await readUploadBody(req, (chunk) => {
    chunks.push(chunk);
  });
  if (!chunks.length)
    throw errors.validation([
      {
        field: 'body.file',
        message: `is required (send ${opts.noun} as the request body, or as a multipart part named "file")`,
      },
    ]);
  return { bytes: Buffer.concat(chunks), filename, contentType, fields: {} };
}
