// Reads an uploaded PDF from a request: a multipart `file` part (busboy) or a raw application/pdf body named by
// `x-filename`. At most 25 MB is read; past that the upload is refused while streaming and nothing is kept.
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import { errors } from '../platform/errors.js';

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  /** The multipart `title` part, if one was sent. */
  title?: string;
}

const tooLarge = () =>
  errors.unprocessable(`the file is over 25 MB (${MAX_UPLOAD_BYTES} bytes)`, { fields: [{ field: 'body.file', message: 'is over 25 MB' }], maxBytes: MAX_UPLOAD_BYTES });

async function readCapped(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD_BYTES) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function decodeFilename(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  try {
    const name = decodeURIComponent(value).replace(/[\\/\u0000-\u001f]/g, '_').trim();
    return name ? name.slice(0, 255) : undefined;
  } catch {
    throw errors.validation([{ field: 'header.x-filename', message: 'is not a percent-encoded UTF-8 file name' }]);
  }
}

function readMultipart(req: FastifyRequest, stream: Readable): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fields: 4, fileSize: MAX_UPLOAD_BYTES, fieldSize: 1000 } });
    } catch {
      return reject(errors.badRequest('the multipart body cannot be read (missing boundary?)'));
    }
    let file: Promise<{ bytes: Buffer; filename: string }> | undefined;
    let title: string | undefined;
    let failed: unknown;
    bb.on('file', (name, part, info) => {
      if (name !== 'file' || file) {
        failed ??= errors.validation([{ field: `body.${name}`, message: 'is not a part this upload accepts (send the PDF as "file")' }]);
        part.resume();
        return;
      }
      file = (async () => {
        const chunks: Buffer[] = [];
        for await (const c of part) chunks.push(c as Buffer);
        if ((part as unknown as { truncated?: boolean }).truncated) throw tooLarge();
        return { bytes: Buffer.concat(chunks), filename: (info.filename || 'document.pdf').slice(0, 255) };
      })();
      file.catch(() => {});
    });
    bb.on('field', (name, value) => {
      if (name === 'title') title = value;
      else failed ??= errors.validation([{ field: `body.${name}`, message: 'is not a part this upload accepts' }]);
    });
    bb.on('error', () => reject(failed ?? errors.badRequest('the multipart body is malformed')));
    bb.on('close', () => {
      if (failed) return reject(failed);
      if (!file) return reject(errors.validation([{ field: 'body.file', message: 'is required (a multipart part named "file" holding the PDF)' }]));
      file.then((f) => resolve({ ...f, ...(title !== undefined ? { title } : {}) }), reject);
    });
    stream.pipe(bb);
  });
}

export async function readUpload(req: FastifyRequest): Promise<UploadedFile> {
  const stream = req.body as Readable;
  const type = req.headers['content-type']?.split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') return readMultipart(req, stream);
  const filename = decodeFilename(req.headers['x-filename']) ?? 'document.pdf';
  return { bytes: await readCapped(stream), filename };
}
