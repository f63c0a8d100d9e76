// Exports of authored documents: PDF (pdf-lib + embedded DejaVu fonts) and DOCX (docx). The engines are loaded
// on first use: together they are about 50 MB and a good part of start-up, which requests that never render
// should not pay.
import type { ExportDocument, RenderedPdf } from './pdf.js';

export type { ExportDocument, PlacedField, RenderedPdf } from './pdf.js';
export { latexToUnicode } from './math.js';

let pdf: Promise<typeof import('./pdf.js')> | undefined;
let docx: Promise<typeof import('./docx.js')> | undefined;

export async function renderPdf(doc: ExportDocument): Promise<RenderedPdf> {
  return (await (pdf ??= import('./pdf.js'))).renderPdf(doc);
}

export async function countPdfPages(doc: ExportDocument): Promise<number> {
  return (await (pdf ??= import('./pdf.js'))).countPdfPages(doc);
}

export async function renderDocx(doc: ExportDocument): Promise<Uint8Array> {
  return (await (docx ??= import('./docx.js'))).renderDocx(doc);
}
