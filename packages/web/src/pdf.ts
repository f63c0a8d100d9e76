// pdf.js, loaded only when a PDF is shown: a dynamic import the build splits into a chunk of its own, so a page
// showing an authored document never downloads it (about 400 KB of script) nor its worker.
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy };

/** Opens a PDF's bytes with pdf.js (fetched on first use), its worker at `worker` (a same-origin hashed file). */
export async function openPdf(bytes: ArrayBuffer, worker: string): Promise<PDFDocumentProxy> {
  const { GlobalWorkerOptions, getDocument } = await import('pdfjs-dist');
  GlobalWorkerOptions.workerSrc = worker;
  return getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
}
