// Inspection of uploaded PDFs: page count, whether the pages carry a text layer (false for scans) and, on request,
// that text layer (bounded in bytes and in time, for the search index).
//
// pdf.js parses the file in the worker pool (work/pdf.ts: inspectPdf), not in the server's thread: a hostile or broken file can make
// a parser spin or allocate without bound, and only a worker can be stopped when that happens. A file that outlasts
// its time (10 s) is refused as unreadable and its worker replaced.

export { InvalidPdfError, type InvalidPdfReason } from './errors.js';

export interface PdfInspection {
  pageCount: number;
  /**
   * True when at least one of the first pages (`textPages`; with `text`, any page read) has extractable text;
   * false for image-only (scanned) PDFs.
   */
  hasTextLayer: boolean;
  /** The text layer, page after page, when asked for with `text` (at most `text.maxBytes` bytes of UTF-8). */
  text?: string;
  /** With `text.perPage`: each page's text by page number minus one ('' where a page has none or was not read). */
  pages?: string[];
}

export interface InspectOptions {
  /** Give up (InvalidPdfError "cannot be read") after this long. Default 10 s. */
  timeoutMs?: number;
  /** Pages looked at for text. Default 10. */
  textPages?: number;
  /**
   * Also extract the text layer: at most `maxBytes` bytes, and only what the reader gets through in half the
   * timeout (a huge file is indexed by its beginning rather than refused).
   */
  text?: { maxBytes: number; perPage?: boolean };
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_TEXT_PAGES = 10;

/** True when the bytes begin like a PDF file (`%PDF-`). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 5 &&
    bytes[0] === 0x25 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x44 &&
    bytes[3] === 0x46 &&
    bytes[4] === 0x2d
  );
}

/** Kept for callers that stopped the old dedicated worker (tests, shutdown): the pool's workers are shared. */
export async function stopPdfInspector(): Promise<void> {}
