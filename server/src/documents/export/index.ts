// Exports of authored documents: PDF (pdf-lib + embedded DejaVu fonts) and DOCX (docx).
export { renderPdf, countPdfPages, type ExportDocument, type RenderedPdf } from './pdf.js';
export { renderDocx } from './docx.js';
export { latexToUnicode } from './math.js';
