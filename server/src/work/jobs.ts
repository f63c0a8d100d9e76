// The catalogue of CPU-heavy work the pool runs: each job takes and returns plain data (structured-cloneable) and
// loads its engine on first use, so a worker only pays for the engines it is asked for. Callers use
// `runJob(name, input, forWhom)` (pool.ts), typed by this table.
import type { DocContent, VisitWatermark } from '../generated/api/types.gen.js';
import type { BodyInput } from '../content/body.js';
import type { ExportDocument } from '../pdf/export/pdf.js';
import type { ReadRequest } from '../pdf/inspect/read.js';
import type { ExecuteInput, SealsOfFile } from '../pdf/seal/types.js';
import type { SearchableDocument } from '../search/passages.js';

export const jobs = {
  /** A request's body (Markdown, HTML or document JSON) as the canonical tree, its sections, text and page count. */
  prepareBody: async (i: { title: string; body: BodyInput }) =>
    (await import('../content/body.js')).prepareBodyHere(i.title, i.body),
  /** The derived parts of an already canonical tree. */
  finishBody: async (i: { title: string; content: DocContent; warnings?: string[] }) =>
    (await import('../content/body.js')).finishBodyHere(i.title, i.content, i.warnings),
  renderPdf: async (doc: ExportDocument) => (await import('../pdf/export/pdf.js')).renderPdf(doc),
  renderDocx: async (doc: ExportDocument) => (await import('../pdf/export/docx.js')).renderDocx(doc),
  toMarkdown: async (content: DocContent) => (await import('../content/markdown.js')).toMarkdown(content),
  inspectPdf: async (request: ReadRequest) => (await import('../pdf/inspect/read.js')).readPdfBytes(request),
  stampPdf: async (i: { bytes: Uint8Array; watermark: VisitWatermark }) =>
    (await import('../pdf/watermark/stamp.js')).stampPdf(i.bytes, i.watermark),
  executePdf: async (input: ExecuteInput) => (await import('../pdf/seal/execute.js')).executePdf(input),
  /** An uploaded PDF's SHA-256 and each of its signatures checked (the public verify operation). */
  readSeals: async (bytes: Uint8Array): Promise<SealsOfFile> => {
    const [{ readSeals }, { sha256Hex }] = await Promise.all([
      import('../pdf/seal/verify.js'),
      import('../pdf/seal/digest.js'),
    ]);
    // the seals first: a file past their bounds is refused before the file is hashed
    const seals = readSeals(bytes);
    return { sha256: sha256Hex(bytes), seals };
  },
  /** A signature pad's PNG: well formed, within the pixel ceiling, not blank (PngError's message when refused). */
  checkPng: async (bytes: Uint8Array) => {
    const { PngError, readPng } = await import('../image/png.js');
    try {
      return { ok: true as const, ...readPng(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
    } catch (e) {
      if (e instanceof PngError) return { ok: false as const, message: e.message };
      throw e;
    }
  },
  /** The viewer's sections of a stored body (JSON text), with their blocks and text. */
  viewerSections: async (content: string) =>
    (await import('../content/section-blocks.js')).sectionsWithBlocks(JSON.parse(content) as DocContent),
  /** The assistant's passages of a stored body (JSON text). */
  bodyPassages: async (i: { documentId: string; content: string }) =>
    (await import('../search/passages.js')).bodyPassages(i.documentId, JSON.parse(i.content) as DocContent),
  /** The assistant's answer: the passages indexed (the index kept per worker while the passages stay the same) and searched. */
  answer: async (i: { question: string; docs: SearchableDocument[] }) =>
    (await import('../search/answer.js')).answer(i.question, i.docs),
  /** Loads the engines ahead of the first request that needs them (start-up). */
  warm: async () => {
    await Promise.all([
      import('../pdf/export/pdf.js'),
      import('../pdf/seal/execute.js'),
      import('../content/index.js'),
      import('../pdf/export/fonts.js').then((f) => f.loadFaces()),
    ]);
    return true;
  },
  /** For the pool's own tests: holds the worker's thread until `gate[0]` is set (Atomics.notify), at most `ms`. */
  hold: async (i: { gate: Int32Array; ms: number }) => {
    Atomics.wait(i.gate, 0, 0, i.ms);
    return Atomics.load(i.gate, 0);
  },
} satisfies Record<string, (input: never) => Promise<unknown>>;

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;
export type JobInput<K extends JobName> = Parameters<Jobs[K]>[0];
export type JobOutput<K extends JobName> = Awaited<ReturnType<Jobs[K]>>;
