// The watermark of a download, resolved for the visitor (visitWatermark: placeholders filled), drawn over every page of a
// PDF with pdf-lib at the configured position, opacity, rotation, size and colour. The text is set in DejaVu
// Sans (embedded as a subset), so any address or link name prints, not only Latin-1.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VisitWatermark } from '../generated/api/types.gen.js';
import { fontDirectory } from '../pdf/export/fonts.js';

let fontBytes: Promise<Uint8Array> | undefined;
const loadFont = () => (fontBytes ??= readFile(path.join(fontDirectory(), 'DejaVuSans.ttf')).then((b) => new Uint8Array(b)));

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace(/^#/, ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * The PDF with the watermark drawn over every page (on top of the content, as the viewer draws it). Tiled repeats it over a grid covering the page; center puts it once in the middle; footer
 * once along the bottom edge, centred. Rotation turns the text about its own centre.
 */
export async function stampPdf(bytes: Uint8Array, config: VisitWatermark): Promise<Uint8Array> {
  const { PDFDocument, degrees, rgb } = await import('pdf-lib');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
  const line = config.text.replace(/\s+/g, ' ').trim();
  if (!line) return pdf.save();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await loadFont(), { subset: true });
  const size = config.fontSize;
  const width = font.widthOfTextAtSize(line, size);
  const height = font.heightAtSize(size, { descender: false });
  const [r, g, b] = rgbOf(config.color);
  // Degrees counter-clockwise, as the spec says (PDF space has y up, where pdf-lib turns that way).
  const angle = (config.rotation * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const options = { size, font, color: rgb(r, g, b), opacity: config.opacity / 100, rotate: degrees(config.rotation) };
  /** Draws the line with its centre at (cx, cy): pdf-lib rotates about the start of the baseline. */
  const drawCentred = (page: import('pdf-lib').PDFPage, cx: number, cy: number) => {
    const x = cx - (width / 2) * cos + (height / 2) * sin;
    const y = cy - (width / 2) * sin - (height / 2) * cos;
    page.drawText(line, { ...options, x, y });
  };
  for (const page of pdf.getPages()) {
    const { width: pw, height: ph } = page.getSize();
    if (config.position === 'center') drawCentred(page, pw / 2, ph / 2);
    else if (config.position === 'footer') drawCentred(page, pw / 2, Math.max(18, size));
    else {
      // A grid whose cells fit the turned text with a gap, offset every other row so the tiles interleave.
      const stepX = Math.max(Math.abs(width * cos) + Math.abs(height * sin), size * 4) + size * 2;
      const stepY = Math.max(Math.abs(width * sin) + Math.abs(height * cos), size * 2) + size * 3;
      for (let row = 0, cy = stepY / 2; cy < ph + stepY / 2; row++, cy += stepY) {
        for (let cx = (row % 2 ? stepX : stepX / 2) - stepX / 2; cx < pw + stepX / 2; cx += stepX) drawCentred(page, cx, cy);
      }
    }
  }
  return pdf.save();
}
