// The watermark of a download, resolved for the visitor (visitWatermark: placeholders filled), drawn over every page of a
// PDF with pdf-lib at the configured position, opacity, rotation, size and colour. The text is set in DejaVu
// Sans (embedded as a subset) with the fallback face of its script for what DejaVu lacks (pdf/text: CJK, Indic,
// Thai…, right-to-left runs in visual order), so any address or link name prints.
//
// It runs in the worker pool (work/jobs.ts). The watermark is drawn once per page size, on a scratch page, and
// that one content stream is then shared by every page of the size (with the font and opacity entries it names):
// stamping 3,000 pages costs about what reading and writing them costs, not 3,000 times the drawing.
import type { VisitWatermark } from '../../generated/api/types.gen.js';

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace(/^#/, ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * The PDF with the watermark drawn over every page, on top of the content as the viewer draws it: tiled over a
 * grid covering the page, once in the middle (shrunk to fit), or once along the bottom edge (level, shrunk to fit).
 */
export async function stampPdf(bytes: Uint8Array, config: VisitWatermark): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  // fonts.ts and pdf/text (fontkit, HarfBuzz) are imported on the first stamp, not at start-up
  const [{ loadFaces, sharedFontkit }, { TextSetter }] = await Promise.all([
    import('../export/fonts.js'),
    import('../text/index.js'),
  ]);
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
  const line = config.text.replace(/\s+/g, ' ').trim();
  // in a worker there is no event loop to yield to: pdf-lib's pauses every 50 objects only slow the save
  const save = () => pdf.save({ objectsPerTick: Infinity });
  if (!line) return save();
  const faces = await loadFaces();
  pdf.registerFontkit(sharedFontkit(faces));
  const pair = { font: await pdf.embedFont(faces.sans.bytes, { subset: true }), face: faces.sans };
  const setter = new TextSetter(pdf);
  await setter.prepare([line], [faces.sans]);
  const font = pair.font;
  const [r, g, b] = rgbOf(config.color);
  const color = rgb(r, g, b);
  const opacity = config.opacity / 100;
  /**
   * Draws the line at `size`, turned `rotation` degrees counter-clockwise (as the spec says; PDF space has y up,
   * where pdf-lib turns that way), with its centre at (cx, cy): pdf-lib turns about the start of the baseline.
   */
  const draw = (page: import('pdf-lib').PDFPage, cx: number, cy: number, size: number, rotation: number) => {
    const w = setter.width(line, pair.face, size);
    const h = font.heightAtSize(size, { descender: false });
    const a = (rotation * Math.PI) / 180;
    setter.draw(page, line, {
      font: pair,
      color,
      opacity,
      size,
      rotate: rotation,
      x: cx - (w / 2) * Math.cos(a) + (h / 2) * Math.sin(a),
      y: cy - (w / 2) * Math.sin(a) - (h / 2) * Math.cos(a),
    });
  };
  const size = config.fontSize;
  const width = setter.width(line, pair.face, size);
  const height = font.heightAtSize(size, { descender: false });
  const cos = Math.abs(Math.cos((config.rotation * Math.PI) / 180));
  const sin = Math.abs(Math.sin((config.rotation * Math.PI) / 180));
  /** Draws the watermark for a page whose crop box is (x0, y0, pw, ph). */
  const stamp = (page: import('pdf-lib').PDFPage, x0: number, y0: number, pw: number, ph: number) => {
    if (config.position === 'center') {
      // Drawn once, it must fit: smaller than configured when the turned line would run off the page.
      const fit = Math.min(1, (0.9 * pw) / (width * cos + height * sin), (0.9 * ph) / (width * sin + height * cos));
      draw(page, x0 + pw / 2, y0 + ph / 2, size * fit, config.rotation);
    } else if (config.position === 'footer') {
      // Along the bottom edge, level, fitted to the width.
      const fitted = size * Math.min(1, (pw - 24) / width);
      draw(page, x0 + pw / 2, y0 + Math.max(10, fitted), fitted, 0);
    } else {
      // A grid whose cells fit the turned text with a gap, offset every other row so the tiles interleave.
      const stepX = Math.max(width * cos + height * sin, size * 4) + size * 2;
      const stepY = Math.max(width * sin + height * cos, size * 2) + size * 3;
      for (let row = 0, cy = y0 + stepY / 2; cy < y0 + ph + stepY / 2; row++, cy += stepY) {
        for (let cx = x0 + (row % 2 ? stepX : stepX / 2) - stepX / 2; cx < x0 + pw + stepX / 2; cx += stepX)
          draw(page, cx, cy, size, config.rotation);
      }
    }
  };
  // One drawn watermark per crop box: its content stream and the resources that stream names.
  const drawn = new Map<
    string,
    { ref: import('pdf-lib').PDFRef; resources: [string, import('pdf-lib').PDFName, import('pdf-lib').PDFObject][] }
  >();
  const scratch: import('pdf-lib').PDFPage[] = [];
  const pages = pdf.getPages();
  for (const page of pages) {
    const { x: x0, y: y0, width: pw, height: ph } = page.getCropBox();
    const key = `${x0},${y0},${pw},${ph}`;
    let mark = drawn.get(key);
    if (!mark) {
      const sheet = pdf.addPage([pw, ph]);
      scratch.push(sheet);
      stamp(sheet, x0, y0, pw, ph);
      const ref = (sheet as unknown as { contentStreamRef: import('pdf-lib').PDFRef }).contentStreamRef;
      const entries = sheet.node.normalizedEntries();
      const resources: [string, import('pdf-lib').PDFName, import('pdf-lib').PDFObject][] = [];
      for (const kind of ['Font', 'ExtGState'] as const)
        for (const [name, value] of entries[kind].entries()) resources.push([kind, name, value]);
      drawn.set(key, (mark = { ref, resources }));
    }
    // the page's own content is wrapped in q … Q by normalize, so the shared stream draws in the page's base space
    const entries = page.node.normalizedEntries();
    for (const [kind, name, value] of mark.resources) entries[kind as 'Font' | 'ExtGState'].set(name, value);
    page.node.addContentStream(mark.ref);
  }
  for (let i = 0; i < scratch.length; i++) pdf.removePage(pdf.getPageCount() - 1);
  return save();
}
