// What the file actions share: reading an uploaded PDF, and the names a download is offered under.
import type { UploadedFile } from '../files/upload-body.js';
import { InvalidPdfError } from '../pdf/inspect/index.js';
import { errors } from '../platform/errors.js';
import { inspectPdf as inspectInPool } from '../work/pdf.js';
import type { WorkFor } from '../work/pool.js';
import { SEARCH_TEXT_MAX_BYTES } from './repository.js';

/**
 * Page count, text layer and that text (as much as search keeps) of an uploaded PDF; InvalidPdfError when it is
 * not a usable PDF.
 */
export function readPdf(bytes: Uint8Array, forWhom: WorkFor) {
  return inspectInPool(bytes, forWhom, { text: { maxBytes: SEARCH_TEXT_MAX_BYTES } });
}

/** An uploaded PDF read for its pages and text layer: 415 for another type, 400 naming body.file when broken. */
export async function inspectPdf(file: UploadedFile, forWhom: WorkFor) {
  try {
    return await readPdf(file.bytes, forWhom);
  } catch (e) {
    if (e instanceof InvalidPdfError) {
      throw e.reason === 'not_pdf'
        ? errors.notAPdf(file.contentType)
        : errors.validation([{ field: 'body.file', message: e.message }]);
    }
    throw e;
  }
}

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A document's title as a file name. */
export function safeName(title: string): string {
  return title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 150) || 'document';
}
