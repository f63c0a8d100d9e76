// PDF inspection of uploaded files (run in the worker pool: work/pdf.ts, inspectPdf).

export {
  InvalidPdfError,
  looksLikePdf,
  stopPdfInspector,
  type InspectOptions,
  type InvalidPdfReason,
  type PdfInspection,
} from './inspect.js';
