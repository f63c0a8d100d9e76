// The inspection's refusal, apart from the engine so the worker pool can rebuild it without loading pdf.js.
export type InvalidPdfReason = 'not_pdf' | 'unreadable' | 'no_pages';

/** The bytes are not a usable PDF; `message` says why (callers answer 400 with it). */
export class InvalidPdfError extends Error {
  readonly reason: InvalidPdfReason;

  constructor(reason: InvalidPdfReason, detail?: string) {
    super(
      reason === 'not_pdf' ? 'not a PDF' : reason === 'no_pages' ? 'the PDF has no pages' : 'the PDF cannot be read',
    );
    this.name = 'InvalidPdfError';
    this.reason = reason;
    if (detail) this.detail = detail;
  }

  /** What went wrong underneath (pdf.js message, timeout), for logs; not for clients. */
  readonly detail?: string;
}
