// The catalogue of CPU-heavy work the pool runs. Each entry loads its engine (on first use, so a worker only pays
// for the engines it is asked for) and hands back the function that does the work, taking and returning plain data
// (structured-cloneable). The two stages are apart because a job's time budget is for the work on its input: the
// loading (a module graph, fonts) costs the same for every input and, on a new worker of a busy machine, can take
// seconds (worker.ts, pool.ts). Callers use `runJob(name, input, forWhom)` (pool.ts), typed by this table.
import type { DocContent, VisitWatermark } from '../generated/api/types.gen.js';
import type { BodyInput } from '../content/body.js';
import type { ExportDocument } from '../pdf/export/pdf.js';
import type { ReadRequest } from '../pdf/inspect/read.js';
import type { ExecuteInput, SealsOfFile } from '../pdf/seal/types.js';
import type { SearchableDocument } from '../search/passages.js';

const faces = () => import('../pdf/export/fonts.js').then((f) => f.loadFaces());

export const jobs = {
  /** A request's body (Markdown, HTML or document JSON) as the canonical tree, its sections, text and page count. */
  prepareBody: async () => {
    const { prepareBodyHere } = await import('../content/body.js');
    return (i: { title: string; body: BodyInput }) => prepareBodyHere(i.title, i.body);
  },
  /** The derived parts of an already canonical tree. */
  finishBody: async () => {
    const { finishBodyHere } = await import('../content/body.js');
    return (i: { title: string; content: DocContent; warnings?: string[] }) =>
      finishBodyHere(i.title, i.content, i.warnings);
  },
  renderPdf: async () => {
    const [{ renderPdf }] = await Promise.all([import('../pdf/export/pdf.js'), faces()]);
    return (doc: ExportDocument) => renderPdf(doc);
  },
  renderDocx: async () => {
    const { renderDocx } = await import('../pdf/export/docx.js');
    return (doc: ExportDocument) => renderDocx(doc);
  },
  toMarkdown: async () => {
    const { toMarkdown } = await import('../content/markdown.js');
    return (content: DocContent) => toMarkdown(content);
  },
  inspectPdf: async () => {
    const { loadReader, readPdfBytes } = await import('../pdf/inspect/read.js');
    await loadReader();
    return (request: ReadRequest) => readPdfBytes(request);
  },
  stampPdf: async () => {
    const { stampPdf } = await import('../pdf/watermark/stamp.js');
    return (i: { bytes: Uint8Array; watermark: VisitWatermark }) => stampPdf(i.bytes, i.watermark);
  },
  executePdf: async () => {
    const [{ executePdf }] = await Promise.all([import('../pdf/seal/execute.js'), faces()]);
    return (input: ExecuteInput) => executePdf(input);
  },
  /** An uploaded PDF's SHA-256 and each of its signatures checked (the public verify operation). */
  readSeals: async () => {
    const [{ readSeals }, { sha256Hex }] = await Promise.all([
      import('../pdf/seal/verify.js'),
      import('../pdf/seal/digest.js'),
    ]);
    return (bytes: Uint8Array): SealsOfFile => {
      // the seals first: a file past their bounds is refused before the file is hashed
      const seals = readSeals(bytes);
      return { sha256: sha256Hex(bytes), seals };
    };
  },
  /** A signature pad's PNG: well formed, within the pixel ceiling, not blank (PngError's message when refused). */
  checkPng: async () => {
    const { PngError, readPng } = await import('../image/png.js');
    return (bytes: Uint8Array) => {
      try {
        return { ok: true as const, ...readPng(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
      } catch (e) {
        if (e instanceof PngError) return { ok: false as const, message: e.message };
        throw e;
      }
    };
  },
  /** The viewer's sections of a stored body (JSON text), with their blocks and text. */
  viewerSections: async () => {
    const { sectionsWithBlocks } = await import('../content/section-blocks.js');
    return (content: string) => sectionsWithBlocks(JSON.parse(content) as DocContent);
  },
  /** The assistant's passages of a stored body (JSON text). */
  bodyPassages: async () => {
    const { bodyPassages } = await import('../search/passages.js');
    return (i: { documentId: string; content: string }) =>
      bodyPassages(i.documentId, JSON.parse(i.content) as DocContent);
  },
  /** The assistant's answer: the passages indexed (the index kept per worker while the passages stay the same) and searched. */
  answer: async () => {
    const { answer } = await import('../search/answer.js');
    return (i: { question: string; docs: SearchableDocument[] }) => answer(i.question, i.docs);
  },
  /** Loads the engines ahead of the first request that needs them (start-up). */
  warm: async () => {
    await Promise.all([
      import('../pdf/export/pdf.js'),
      import('../pdf/seal/execute.js'),
      import('../content/index.js'),
      import('../pdf/inspect/read.js').then((r) => r.loadReader()),
      faces(),
    ]);
    return (_: undefined) => true;
  },
  /** For the pool's own tests: holds the worker's thread until `gate[0]` is set (Atomics.notify), at most `ms`. */
  hold: async () => (i: { gate: Int32Array; ms: number }) => {
    Atomics.wait(i.gate, 0, 0, i.ms);
    return Atomics.load(i.gate, 0);
  },
} satisfies Record<string, () => Promise<(input: never) => unknown>>;

export type Jobs = typeof jobs;
export type JobName = keyof Jobs;
type Runner<K extends JobName> = Awaited<ReturnType<Jobs[K]>>;
export type JobInput<K extends JobName> = Parameters<Runner<K>>[0];
export type JobOutput<K extends JobName> = Awaited<ReturnType<Runner<K>>>;
