// Exports of authored documents: PDF (pdf-lib + embedded DejaVu fonts) and DOCX (docx). The engines are loaded
// on first use: together they are about 50 MB and a good part of start-up, which requests that never render
// should not pay. Rendering runs in the worker pool (work/pdf.ts: renderPdf, renderDocx): a long document takes
// seconds to lay out.
import type { ExportDocument } from './pdf.js';

export type { ExportDocument, PlacedField, RenderedPdf } from './pdf.js';
export { latexToUnicode } from './math.js';

let pdf: Promise<typeof import('./pdf.js')> | undefined;

export async function countPdfPages(doc: ExportDocument): Promise<number> {
  return (await (pdf ??= import('./pdf.js'))).countPdfPages(doc);
}
