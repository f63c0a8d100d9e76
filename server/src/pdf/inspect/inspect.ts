// Inspection of uploaded PDFs: page count, whether the pages carry a text layer (false for scans) and, on request,
// that text layer (bounded in bytes and in time, for the search index).
//
// pdf.js (through unpdf) parses the file in a worker thread, not in the server's thread: a hostile or broken file
// can make a parser spin or allocate without bound, and only a worker can be stopped when that happens. The
// worker is kept between calls (loading pdf.js costs ~150 ms), unref'd while idle, stopped after a minute without
// work, and replaced whenever a file times out (10 s) or crashes it.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export type InvalidPdfReason = 'not_pdf' | 'unreadable' | 'no_pages';

/** The bytes are not a usable PDF; `message` says why (callers answer 400 with it). */
export class InvalidPdfError extends Error {
  readonly reason: InvalidPdfReason;

  constructor(reason: InvalidPdfReason, detail?: string) {
    super(reason === 'not_pdf' ? 'not a PDF' : reason === 'no_pages' ? 'the PDF has no pages' : 'the PDF cannot be read');
    this.name = 'InvalidPdfError';
    this.reason = reason;
    if (detail) this.detail = detail;
  }

  /** What went wrong underneath (pdf.js message, timeout), for logs; not for clients. */
  readonly detail?: string;
}

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

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_TEXT_PAGES = 10;
const IDLE_SHUTDOWN_MS = 60_000;
const WORKER_HEAP_MB = 512;

// Runs in the worker (CommonJS, eval'd): answers {id} requests with {id, pageCount, hasTextLayer, text?} or {id, error}.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let unpdf = null;
const load = () => (unpdf ??= import(workerData.unpdfUrl).then((m) => (m.getDocumentProxy ? m : m.default)));
// Controls (NUL above all: PostgreSQL text refuses it) go; runs of spaces become one.
const clean = (s) => s.replace(/[\\u0000-\\u0008\\u000b-\\u001f\\u007f]/g, ' ').replace(/[ \\t\\u00a0]+/g, ' ');
parentPort.on('message', async ({ id, data, textPages, textBytes, textBudgetMs, perPage }) => {
  const reply = (msg) => parentPort.postMessage({ id, ...msg });
  let pdf;
  try {
    const { getDocumentProxy } = await load();
    try {
      pdf = await getDocumentProxy(data, { verbosity: 0, stopAtErrors: false, isOffscreenCanvasSupported: false });
    } catch (err) {
      return reply({ error: 'unreadable', detail: String((err && err.message) || err).slice(0, 300) });
    }
    const pageCount = pdf.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) return reply({ error: 'no_pages' });
    let hasTextLayer = false;
    let failures = 0;
    const pages = Math.min(pageCount, textPages);
    const until = Date.now() + textBudgetMs;
    const texts = [];
    // with perPage, each page's own text by page number ('' for a page without text or beyond the bounds)
    const pageTexts = perPage ? new Array(pageCount).fill('') : null;
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
        if (!hasTextLayer) hasTextLayer = content.items.some((item) => typeof item.str === 'string' && item.str.trim() !== '');
        if (collecting) {
          let s = '';
          for (const item of content.items) if (typeof item.str === 'string') s += item.str + (item.hasEOL ? '\\n' : '');
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
    if (failures === pages) return reply({ error: 'unreadable', detail: 'no page could be read' });
    if (!(textBytes > 0)) return reply({ pageCount, hasTextLayer });
    // Cut at the byte cap; a character cut in half (U+FFFD at the end) goes.
    const text = Buffer.from(texts.join('\\n\\n')).subarray(0, textBytes).toString('utf8').replace(/\\uFFFD$/, '');
    reply({ pageCount, hasTextLayer, text, ...(pageTexts ? { pages: pageTexts } : {}) });
  } catch (err) {
    reply({ error: 'unreadable', detail: String((err && err.message) || err).slice(0, 300) });
  } finally {
    if (pdf) pdf.destroy().catch(() => {});
  }
});
`;

interface WorkerReply {
  id: number;
  pageCount?: number;
  hasTextLayer?: boolean;
  text?: string;
  pages?: string[];
  error?: 'unreadable' | 'no_pages';
  detail?: string;
}

interface Job {
  id: number;
  bytes: Uint8Array;
  textPages: number;
  textBytes: number;
  perPage: boolean;
  timeoutMs: number;
  attempts: number;
  worker: Worker | null;
  timer: NodeJS.Timeout | null;
  resolve: (r: PdfInspection) => void;
  reject: (e: Error) => void;
}

let unpdfUrl: string | null = null;
function resolveUnpdf(): string {
  if (!unpdfUrl) {
    const cjs = createRequire(import.meta.url).resolve('unpdf');
    const esm = path.join(path.dirname(cjs), 'index.mjs');
    unpdfUrl = pathToFileURL(existsSync(esm) ? esm : cjs).href;
  }
  return unpdfUrl;
}

let current: Worker | null = null;
/** Workers stopped on purpose: after a timeout (the culprit is known) or at shutdown. */
const stopped = new WeakMap<Worker, 'timeout' | 'shutdown'>();
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 1;
const jobs = new Map<number, Job>();

function jobsOn(worker: Worker): Job[] {
  return [...jobs.values()].filter((j) => j.worker === worker);
}

function spawn(): Worker {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { unpdfUrl: resolveUnpdf() },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: true,
    stderr: true,
  });
  // pdf.js may print warnings; they are not ours to show
  worker.stdout.resume();
  worker.stderr.resume();
  worker.on('message', (msg: WorkerReply) => {
    const job = jobs.get(msg.id);
    if (!job || job.worker !== worker) return;
    settle(job);
    if (msg.error) job.reject(new InvalidPdfError(msg.error, msg.detail));
    else job.resolve({ pageCount: msg.pageCount!, hasTextLayer: msg.hasTextLayer === true, ...(msg.text !== undefined ? { text: msg.text } : {}), ...(msg.pages ? { pages: msg.pages } : {}) });
  });
  const lost = (why: string) => {
    if (current === worker) current = null;
    const victims = jobsOn(worker);
    const stopReason = stopped.get(worker);
    // alone on a crashed worker, the job caused it; otherwise each gets one more try on a fresh worker
    for (const job of victims) {
      if (stopReason === 'shutdown' || (stopReason !== 'timeout' && victims.length === 1) || job.attempts >= 2) {
        settle(job);
        job.reject(new InvalidPdfError('unreadable', why));
      } else {
        if (job.timer) clearTimeout(job.timer);
        dispatch(job);
      }
    }
  };
  worker.on('error', (err) => lost(`the PDF reader failed: ${err.message}`));
  worker.on('exit', (code) => lost(`the PDF reader stopped (exit ${code})`));
  return worker;
}

function settle(job: Job): void {
  if (job.timer) clearTimeout(job.timer);
  jobs.delete(job.id);
  const worker = job.worker;
  job.worker = null;
  if (worker && worker === current && jobsOn(worker).length === 0) idle(worker);
}

function idle(worker: Worker): void {
  worker.unref();
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (current === worker && jobsOn(worker).length === 0) {
      current = null;
      stopped.set(worker, 'shutdown');
      void worker.terminate();
    }
  }, IDLE_SHUTDOWN_MS);
  idleTimer.unref();
}

function dispatch(job: Job): void {
  if (!current) current = spawn();
  const worker = current;
  worker.ref();
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  job.attempts++;
  job.worker = worker;
  jobs.set(job.id, job);
  job.timer = setTimeout(() => {
    // the worker is stuck on something: stop it (others on it are retried by its exit handler)
    settle(job);
    job.reject(new InvalidPdfError('unreadable', `timed out after ${job.timeoutMs} ms`));
    if (current === worker) current = null;
    stopped.set(worker, 'timeout');
    void worker.terminate();
  }, job.timeoutMs);
  const data = new Uint8Array(job.bytes.byteLength);
  data.set(job.bytes);
  worker.postMessage({ id: job.id, data, textPages: job.textPages, textBytes: job.textBytes, perPage: job.perPage, textBudgetMs: job.timeoutMs / 2 }, [data.buffer]);
}

/** True when the bytes begin like a PDF file (`%PDF-`). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
}

/**
 * Page count and text-layer presence of a PDF. Throws InvalidPdfError when the bytes are not a PDF, cannot be
 * parsed (or parsing outlasts the timeout), or hold no pages.
 */
export function inspectPdf(bytes: Uint8Array, options: InspectOptions = {}): Promise<PdfInspection> {
  if (!(bytes instanceof Uint8Array) || !looksLikePdf(bytes)) return Promise.reject(new InvalidPdfError('not_pdf'));
  return new Promise<PdfInspection>((resolve, reject) => {
    dispatch({
      id: nextId++,
      bytes,
      textPages: Math.max(1, options.textPages ?? DEFAULT_TEXT_PAGES),
      textBytes: Math.max(0, options.text?.maxBytes ?? 0),
      perPage: options.text?.perPage === true,
      timeoutMs: Math.max(1, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      attempts: 0,
      worker: null,
      timer: null,
      resolve,
      reject,
    });
  });
}

/** Stops the parsing worker (graceful shutdown, tests). Pending inspections fail. */
export async function stopPdfInspector(): Promise<void> {
  const worker = current;
  current = null;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (worker) {
    stopped.set(worker, 'shutdown');
    await worker.terminate();
  }
}
