// The engines' heavy calls, each run in the worker pool (pool.ts) on behalf of `forWhom`: rendering an authored
// body to PDF or DOCX, reading an uploaded PDF (pdf.js), sealing an envelope's PDF and checking an uploaded one's
// seals, a stored PDF's page texts. The engines below (pdf/, content/) never call the pool themselves.
import {
  DEFAULT_TEXT_PAGES,
  DEFAULT_TIMEOUT_MS,
  type InspectOptions,
  looksLikePdf,
  type PdfInspection,
} from '../pdf/inspect/inspect.js';
import { InvalidPdfError } from '../pdf/inspect/errors.js';
import type { ExportDocument, RenderedPdf } from '../pdf/export/pdf.js';
import type { ExecuteInput, ExecutedPdf, SealsOfFile } from '../pdf/seal/types.js';
import { runJob, WorkLimitError, type WorkFor } from './pool.js';

export async function renderPdf(doc: ExportDocument, forWhom: WorkFor): Promise<RenderedPdf> {
  return runJob('renderPdf', doc, forWhom);
}

export async function renderDocx(doc: ExportDocument, forWhom: WorkFor): Promise<Uint8Array> {
  return runJob('renderDocx', doc, forWhom);
}

/**
 * Page count and text-layer presence of a PDF. Throws InvalidPdfError when the bytes are not a PDF, cannot be
 * parsed (or parsing outlasts the timeout), or hold no pages.
 */
export async function inspectPdf(
  bytes: Uint8Array,
  forWhom: WorkFor,
  options: InspectOptions = {},
): Promise<PdfInspection> {
  if (!(bytes instanceof Uint8Array) || !looksLikePdf(bytes)) throw new InvalidPdfError('not_pdf');
  const timeoutMs = Math.max(1, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const request = {
    data: bytes,
    textPages: Math.max(1, options.textPages ?? DEFAULT_TEXT_PAGES),
    textBytes: Math.max(0, options.text?.maxBytes ?? 0),
    textBudgetMs: timeoutMs / 2,
    perPage: options.text?.perPage === true,
  };
  try {
    return await runJob('inspectPdf', request, forWhom, { budgetMs: timeoutMs });
  } catch (e) {
    // past its time or its memory: as far as the uploader is concerned, a file that cannot be read
    if (e instanceof WorkLimitError)
      throw new InvalidPdfError('unreadable', e.reason === 'time' ? `timed out after ${timeoutMs} ms` : e.message);
    throw e;
  }
}

/**
 * The executed PDF: `stamps` drawn in place on `pdf`, a certificate of evidence appended, sealed with `identity`.
 * Throws SealInputError (a caller's mistake: unreadable PDF, a stamp on a page the PDF lacks, a PNG that is not
 * one) — map it to a 4xx/500 as fits; nothing is half-written.
 */
export async function executePdf(input: ExecuteInput, forWhom: WorkFor): Promise<ExecutedPdf> {
  return runJob('executePdf', input, forWhom);
}

/**
 * Every signature of an uploaded PDF, checked, and the file's SHA-256 (hashing and checking 25 MB is work the event
 * loop should not do). Never throws for a file it cannot read: its seals are then unreadable.
 */
export async function readSealsOf(bytes: Uint8Array, forWhom: WorkFor): Promise<SealsOfFile> {
  return runJob('readSeals', bytes, forWhom);
}
