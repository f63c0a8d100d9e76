// A document as the visitor reads it, one <section> per unit of attention (data-index as the heartbeats report
// it): an authored body's sections drawn from their blocks with the body model's own HTML writer (every text
// escaped there), or a PDF's pages drawn by pdf.js from the file the server serves for this visit (already
// stamped with the watermark when the link has one, so no second overlay goes on a PDF page).
import { toHtml } from '../../../../server/src/content/to-html.js';
import { t, textDirection } from '../i18n.js';
import { openPdf, type PDFDocumentProxy } from '../pdf.js';
import type { ViewerDocument, VisitWatermark } from './types.js';
import { drawWatermark } from './watermark.js';

// A viewer reads; signature fields are the signing page's. Fixed words, so nothing needs escaping.
const field = (_attrs: unknown, block: boolean) =>
  block ? '<p class="doc-field">Signature field</p>' : '<span class="doc-field">Signature field</span>';

function section(index: number, label: string): HTMLElement {
  const el = document.createElement('section');
  el.className = 'view-section';
  el.dataset.index = String(index);
  el.setAttribute('aria-label', label);
  return el;
}

/** The sections of an authored body, each with the watermark over it. */
export function authoredSections(doc: ViewerDocument, watermark: VisitWatermark | null): HTMLElement[] {
  return doc.sections.map((s) => {
    const el = section(
      s.index,
      s.heading ?? (s.index === 0 ? t('view.js.introduction') : t('view.js.section', { n: s.index + 1 })),
    );
    el.classList.add('view-body');
    el.dataset.sectionId = s.id;
    const body = document.createElement('div');
    body.className = 'doc-body';
    body.innerHTML = toHtml({ type: 'doc', content: s.blocks ?? [] }, { field, headingOffset: 1 });
    body.dir = textDirection(body.textContent ?? '');
    el.append(body);
    if (watermark) drawWatermark(el, watermark);
    return el;
  });
}

/** Empty page frames for a PDF, in order (drawn into by drawPdf). */
export function pdfSections(doc: ViewerDocument): HTMLElement[] {
  return Array.from({ length: doc.pageCount }, (_, i) => {
    const el = section(i, t('view.js.pageOf', { n: i + 1, count: doc.pageCount }));
    el.classList.add('view-page');
    const canvas = document.createElement('canvas');
    canvas.className = 'pdf-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    el.append(canvas);
    return el;
  });
}

/** Draws page `index` (from 0) of the PDF small into `canvas`, `width` CSS pixels wide (the contents' thumbnails). */
export type Thumbnailer = (index: number, canvas: HTMLCanvasElement, width: number) => Promise<void>;

/** Thumbnails from the pdf.js document already open for the pages: no second download, no second parse. */
function thumbnailer(pdf: PDFDocumentProxy): Thumbnailer {
  // one at a time, after whatever is queued: a phone scrolling the strip never renders ten pages at once
  let queue = Promise.resolve();
  return (index, canvas, width) => {
    const job = queue.then(async () => {
      const page = await pdf.getPage(index + 1);
      const unit = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / unit.width) * Math.min(2, window.devicePixelRatio || 1) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
    });
    queue = job.catch(() => undefined);
    return job;
  };
}

/**
 * Draws the PDF's bytes into the frames: each page when it comes within a screen or so of the viewport (one at
 * a time, in the order they come), so a long deck opens as fast as a short one. Resolves once the file is read
 * and every frame has its page's shape, with a way to draw the pages' thumbnails.
 */
export async function drawPdf(bytes: ArrayBuffer, frames: HTMLElement[], worker: string): Promise<Thumbnailer> {
  const pdf = await openPdf(bytes, worker);
  const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
  // Every frame takes the first page's shape at once, so the layout (and what is on screen) settles before drawing.
  for (const f of frames) f.style.aspectRatio = `${first.width} / ${first.height}`;
  let queue = Promise.resolve();
  const draw = async (frame: HTMLElement, n: number) => {
    const page = await pdf.getPage(n);
    const unit = page.getViewport({ scale: 1 });
    frame.style.aspectRatio = `${unit.width} / ${unit.height}`;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    const viewport = page.getViewport({ scale: ((frame.clientWidth || unit.width) / unit.width) * ratio });
    const canvas = frame.querySelector('canvas')!;
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    frame.classList.add('is-ready');
  };
  const near = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        near.unobserve(e.target);
        const frame = e.target as HTMLElement;
        const n = Number(frame.dataset.index) + 1;
        if (n <= pdf.numPages) queue = queue.then(() => draw(frame, n)).catch(() => frame.classList.add('is-failed'));
      }
    },
    { rootMargin: '150% 0px' },
  );
  for (const f of frames) near.observe(f);
  return thumbnailer(pdf);
}
