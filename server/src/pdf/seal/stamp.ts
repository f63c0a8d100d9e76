// Draws field values in place on the snapshot's pages. A stamp's box is given as the spec's FieldPlacement (top-
// left origin of the page as displayed: crop box, rotation applied, y downwards); each box gets its own
// coordinate system (origin at its bottom-left as displayed, y up), so values read upright on a rotated page.
import {
  PDFContentStream,
  type PDFImage,
  concatTransformationMatrix,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import type { FacePair, TextSetter } from '../text/index.js';
import { SealInputError, sha256Hex } from './digest.js';
import type { Stamp } from './types.js';

export const INK = rgb(0.05, 0.12, 0.36);
export const MUTED = rgb(0.38, 0.4, 0.45);

export interface StampFonts {
  text: FacePair;
  typed: FacePair;
  /** Draws each run of a value with the face of its script, in visual order. */
  setter: TextSetter;
}

/** The matrix [a b c d e f] from a box's own coordinates to the page's user space. */
export function boxMatrix(
  page: PDFPage,
  s: Pick<Stamp, 'x' | 'y' | 'width' | 'height' | 'origin'>,
): [number, number, number, number, number, number] {
  const cb = page.getCropBox();
  if (s.origin === 'bottom-left') return [1, 0, 0, 1, cb.x + s.x, cb.y + s.y];
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const { x: X, y: Y, height: H } = s;
  switch (rotation) {
    case 90:
      return [0, 1, -1, 0, cb.x + Y + H, cb.y + X];
    case 180:
      return [-1, 0, 0, -1, cb.x + cb.width - X, cb.y + Y + H];
    case 270:
      return [0, -1, 1, 0, cb.x + cb.width - Y - H, cb.y + cb.height - X];
    default:
      return [1, 0, 0, 1, cb.x + X, cb.y + cb.height - Y - H];
  }
}

/** Width and height of a page as displayed (rotation applied). */
export function displaySize(page: PDFPage): { width: number; height: number } {
  const cb = page.getCropBox();
  const quarter = Math.abs(page.getRotation().angle) % 180 === 90;
  return quarter ? { width: cb.height, height: cb.width } : { width: cb.width, height: cb.height };
}

/** Printable text for a PDF font: control characters out, whitespace runs to one space. */
export function clean(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Wraps `text` to lines no wider than `width` points, as `w` measures them (words longer than a line are cut). */
export function wrap(w: (text: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of clean(text).split(' ')) {
    if (!word) continue;
    const candidate = line ? `${line} ${word}` : word;
    if (w(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (w(rest) > width && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && w(rest.slice(0, n)) > width) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Embeds each distinct PNG once per document. */
export class ImageCache {
  private readonly images = new Map<string, Promise<PDFImage>>();
  constructor(private readonly pdf: PDFDocument) {}

  get(png: Uint8Array, field: string): Promise<PDFImage> {
    const key = sha256Hex(png);
    let image = this.images.get(key);
    if (!image) {
      image = this.pdf.embedPng(png).catch((err: Error) => {
        throw new SealInputError(`is not a readable PNG image (${err.message})`, field);
      });
      this.images.set(key, image);
    }
    return image;
  }
}

/** Keeps the page's own content in a q … Q pair, so a page that leaves its graphics state changed cannot move our stamps. */
function isolatePageContent(pdf: PDFDocument, page: PDFPage): void {
  page.node.normalize();
  const start = pdf.context.register(PDFContentStream.of(pdf.context.obj({}), [pushGraphicsState()]));
  const end = pdf.context.register(PDFContentStream.of(pdf.context.obj({}), [popGraphicsState()]));
  page.node.wrapContentStreams(start, end);
}

/** Draws every stamp on its page. Throws SealInputError naming `stamps[i]…` for a stamp the document cannot take. */
export async function drawStamps(
  pdf: PDFDocument,
  stamps: Stamp[],
  fonts: StampFonts,
  images: ImageCache,
): Promise<void> {
  const pages = pdf.getPages();
  const isolated = new Set<number>();
  for (const [i, s] of stamps.entries()) {
    const field = `stamps[${i}]`;
    if (!Number.isInteger(s.page) || s.page < 1 || s.page > pages.length)
      throw new SealInputError(`page ${s.page} is not a page of the document (1–${pages.length})`, `${field}.page`);
    for (const k of ['x', 'y', 'width', 'height'] as const) {
      if (!Number.isFinite(s[k]) || s[k] < 0 || ((k === 'width' || k === 'height') && s[k] <= 0))
        throw new SealInputError(`must be a positive number of points`, `${field}.${k}`);
    }
    const page = pages[s.page - 1]!;
    if (!isolated.has(s.page)) {
      isolatePageContent(pdf, page);
      isolated.add(s.page);
    }
    const image = s.value.type === 'drawn' ? await images.get(s.value.png, `${field}.value.png`) : null;
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...boxMatrix(page, s)));
    drawValue(page, s, fonts, image);
    page.pushOperators(popGraphicsState());
  }
}

/** One value in its box, in box coordinates (0,0)–(width,height). */
function drawValue(page: PDFPage, s: Stamp, fonts: StampFonts, image: PDFImage | null): void {
  const { width: W, height: H, value } = s;
  const isSignature = s.fieldType === 'signature' || s.fieldType === 'initials';
  const caption = s.caption && isSignature && H >= 24 ? clean(s.caption) : '';
  const captionSize = caption ? Math.min(6.5, H * 0.18) : 0;
  const top = caption ? captionSize + 3 : 0; // room under the value for the caption
  const area = { x: 1, y: top, width: W - 2, height: H - top - 1 };
  if (value.type === 'checkbox') {
    const side = Math.min(W, H) - 2;
    const x = (W - side) / 2;
    const y = (H - side) / 2;
    page.drawRectangle({ x, y, width: side, height: side, borderColor: INK, borderWidth: Math.max(0.6, side / 18) });
    if (value.checked) {
      // SVG coordinates: origin at the square's top-left, y downwards
      page.drawSvgPath(
        `M ${side * 0.2} ${side * 0.52} L ${side * 0.42} ${side * 0.75} L ${side * 0.8} ${side * 0.22}`,
        {
          x,
          y: y + side,
          borderColor: INK,
          borderWidth: Math.max(1, side / 8),
        },
      );
    }
    return;
  }
  if (value.type === 'drawn' && image) {
    const scale = Math.min(area.width / image.width, area.height / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, { x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h });
  } else if (value.type === 'typed' || value.type === 'text') {
    const pair = value.type === 'typed' ? fonts.typed : fonts.text;
    const { setter } = fonts;
    const text = clean(value.text);
    if (text) {
      const max = value.type === 'typed' ? area.height * 0.7 : Math.min(11, area.height * 0.72);
      const measure = (size: number) => (t: string) => setter.width(t, pair.face, size);
      // A typed signature: one line, shrunk to fit. Text: the largest size (down to 4 pt) at which it wraps into
      // the box; past that it is cut at the box's foot.
      let size = Math.max(3, Math.min(max, area.width / Math.max(0.001, setter.width(text, pair.face, 1))));
      let lines = [text];
      if (value.type === 'text' && size < max) {
        for (size = max; size > 4; size -= 0.5) {
          lines = wrap(measure(size), text, area.width);
          if (lines.length * size * 1.15 <= area.height) break;
        }
        lines = wrap(measure(size), text, area.width);
      }
      // right-to-left text (its first strong letter) sits at the box's right edge
      const rtl = setter.rtl(text);
      const visible = lines.slice(0, Math.max(1, Math.floor(area.height / (size * 1.15))));
      let y = area.y + (area.height + visible.length * size * 1.15) / 2 - size * 0.95;
      for (const line of visible) {
        const lw = setter.width(line, pair.face, size);
        const x =
          value.type === 'typed'
            ? area.x + Math.max(0, (area.width - lw) / 2)
            : rtl
              ? area.x + Math.max(0, area.width - 1 - lw)
              : area.x + 1;
        setter.draw(page, line, { x, y, size, font: pair, color: INK });
        y -= size * 1.15;
      }
    }
  }
  if (caption) {
    const { setter, text: pair } = fonts;
    const lines = wrap((t) => setter.width(t, pair.face, captionSize), caption, W - 2);
    page.drawLine({ start: { x: 0, y: top - 1 }, end: { x: W, y: top - 1 }, thickness: 0.4, color: MUTED });
    setter.draw(page, lines[0] ?? '', { x: 1, y: 1, size: captionSize, font: pair, color: MUTED });
  }
}
