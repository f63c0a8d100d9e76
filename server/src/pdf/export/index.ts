// Exports of authored documents: PDF (pdf-lib + embedded DejaVu fonts) and DOCX (docx). The engines are loaded
// on first use: together they are about 50 MB and a good part of start-up, which requests that never render
// should not pay. renderPdf and renderDocx run in the worker pool (work/): a long document takes seconds to lay out.
import { runJob, type WorkFor } from '../../work/pool.js';
import type { ExportDocument, RenderedPdf } from './pdf.js';

export type { ExportDocument, PlacedField, RenderedPdf } from './pdf.js';
export { latexToUnicode } from './math.js';

let pdf: Promise<typeof import('./pdf.js')> | undefined;

export async function renderPdf(doc: ExportDocument, forWhom: WorkFor): Promise<RenderedPdf> {
  return runJob('renderPdf', doc, forWhom);
}

export async function countPdfPages(doc: ExportDocument): Promise<number> {
  return (await (pdf ??= import('./pdf.js'))).countPdfPages(doc);
}

export async function renderDocx(doc: ExportDocument, forWhom: WorkFor): Promise<Uint8Array> {
  return runJob('renderDocx', doc, forWhom);
}
