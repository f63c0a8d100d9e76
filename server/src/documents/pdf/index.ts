// PDF inspection of uploaded files.
export { InvalidPdfError, inspectPdf, looksLikePdf, stopPdfInspector, type InspectOptions, type InvalidPdfReason, type PdfInspection } from './inspect.js';
