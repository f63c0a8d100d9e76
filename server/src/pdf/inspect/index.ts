// PDF inspection of uploaded files.
import { SEARCH_TEXT_MAX_BYTES } from '../../documents/repository.js';
import type { WorkFor } from '../../work/pool.js';
import { inspectPdf } from './inspect.js';

export {
  InvalidPdfError,
  inspectPdf,
  looksLikePdf,
  stopPdfInspector,
  type InspectOptions,
  type InvalidPdfReason,
  type PdfInspection,
} from './inspect.js';

/**
 * Page count, text layer and that text (as much as search keeps) of an uploaded PDF; InvalidPdfError when it is
 * not a usable PDF.
 */
export function readPdf(bytes: Uint8Array, forWhom: WorkFor) {
  return inspectPdf(bytes, forWhom, { text: { maxBytes: SEARCH_TEXT_MAX_BYTES } });
}
