// The inspection itself, run in the worker pool (work/jobs.ts): pdf.js (through unpdf) reads the page count, the
// text layer's presence and, on request, the text. A hostile or broken file can make a parser spin or allocate
// without bound; in the pool it is stopped at its time budget and its worker replaced.
import { InvalidPdfError } from './errors.js';

export interface ReadRequest {
  data: Uint8Array;
  textPages: number;
  textBytes: number;
  textBudgetMs: number;
  perPage: boolean;
}

export interface ReadResult {
  pageCount: number;
  hasTextLayer: boolean;
  text?: string;
  pages?: string[];
}

type Unpdf = typeof import('unpdf');
let unpdf: Promise<Unpdf> | undefined;
// Controls (NUL above all: PostgreSQL text refuses it) go; runs of spaces become one.
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').replace(/[ \t\u00a0]+/g, ' ');
const short = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 300);

/** Loads pdf.js (a large module graph: seconds on a new worker of a busy machine) ahead of the first file. */
export async function loadReader(): Promise<void> {
  await (await (unpdf ??= import('unpdf'))).getResolvedPDFJS();
}

export async function readPdfBytes({
  data,
  textPages,
  textBytes,
  textBudgetMs,
  perPage,
}: ReadRequest): Promise<ReadResult> {
  const { getDocumentProxy } = await (unpdf ??= import('unpdf'));
  let pdf: Awaited<ReturnType<Unpdf['getDocumentProxy']>> | undefined;
  try {
    try {
      pdf = await getDocumentProxy(data, { verbosity: 0, stopAtErrors: false, isOffscreenCanvasSupported: false });
    } catch (err) {
      throw new InvalidPdfError('unreadable', short(err));
    }
    const pageCount = pdf.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new InvalidPdfError('no_pages');
    let hasTextLayer = false;
    let failures = 0;
    const pages = Math.min(pageCount, textPages);
    const until = Date.now() + textBudgetMs;
    const texts: string[] = [];
    // with perPage, each page's own text by page number ('' for a page without text or beyond the bounds)
    const pageTexts: string[] | null = perPage ? new Array<string>(pageCount).fill('') : null;
    let bytes = 0;
    // The first pages tell whether there is a text layer; with textBytes, every page (within the bounds) gives its text.
    for (let n = 1; n <= pageCount; n++) {
      const collecting = textBytes > 0 && bytes < textBytes && Date.now() < until;
      if (n > pages && !collecting) break;
      if (n <= pages && hasTextLayer && !collecting) break;
      try {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        page.cleanup();
        const items = content.items as { str?: unknown; hasEOL?: boolean }[];
        if (!hasTextLayer) hasTextLayer = items.some((item) => typeof item.str === 'string' && item.str.trim() !== '');
        if (collecting) {
          let s = '';
          for (const item of items) if (typeof item.str === 'string') s += item.str + (item.hasEOL ? '\n' : '');
          s = clean(s).trim();
          if (pageTexts) pageTexts[n - 1] = s;
          if (s) {
            texts.push(s);
            bytes += Buffer.byteLength(s) + 2;
          }
        }
      } catch {
        if (n <= pages) failures++;
      }
    }
    if (failures === pages) throw new InvalidPdfError('unreadable', 'no page could be read');
    if (!(textBytes > 0)) return { pageCount, hasTextLayer };
    // Cut at the byte cap; a character cut in half (U+FFFD at the end) goes.
    const text = Buffer.from(texts.join('\n\n'))
      .subarray(0, textBytes)
      .toString('utf8')
      .replace(/\uFFFD$/, '');
    return { pageCount, hasTextLayer, text, ...(pageTexts ? { pages: pageTexts } : {}) };
  } catch (err) {
    if (err instanceof InvalidPdfError) throw err;
    throw new InvalidPdfError('unreadable', short(err));
  } finally {
    if (pdf) pdf.destroy().catch(() => {});
  }
}
