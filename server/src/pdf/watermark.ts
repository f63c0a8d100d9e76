// A visitor's watermark stamped on every page of a PDF (the viewer's file and downloads): the text drawn tiled,
// once in the middle, or along the bottom edge, with the link's opacity, rotation, size and colour. Standard
// Helvetica: characters it cannot encode are drawn as `?` rather than failing the file.
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont } from 'pdf-lib';

export interface Watermark {
  text: string;
  position: 'tiled' | 'center' | 'footer';
  /** Percent, 1-100. */
  opacity: number;
  /** Degrees, counter-clockwise. */
  rotation: number;
  fontSize: number;
  /** `#rrggbb`. */
  color: string;
}

function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

export async function stampWatermark(bytes: Uint8Array, w: Watermark): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = encodable(font, w.text.replace(/[\r\n\t]+/g, ' '));
  const hex = w.color.replace('#', '');
  const color = rgb(parseInt(hex.slice(0, 2), 16) / 255, parseInt(hex.slice(2, 4), 16) / 255, parseInt(hex.slice(4, 6), 16) / 255);
  const rad = (w.rotation * Math.PI) / 180;
  for (const page of pdf.getPages()) {
    const { x: x0, y: y0, width: pw, height: ph } = page.getCropBox();
    // Drawn once (center, footer), the text keeps its size unless that would run it off the page.
    const fits = w.position === 'footer' ? pw - 16 : 0.9 * Math.min(pw / Math.max(Math.abs(Math.cos(rad)), 1e-6), ph / Math.max(Math.abs(Math.sin(rad)), 1e-6));
    const natural = font.widthOfTextAtSize(text, w.fontSize);
    const size = w.position === 'tiled' || natural <= fits ? w.fontSize : Math.max(4, (w.fontSize * fits) / natural);
    const width = font.widthOfTextAtSize(text, size);
    const opts = { font, size, color, opacity: w.opacity / 100 };
    if (w.position === 'footer') {
      page.drawText(text, { ...opts, x: x0 + Math.max(8, (pw - width) / 2), y: y0 + Math.max(8, size * 0.8) });
      continue;
    }
    // The text's centre placed at (cx, cy), turned about it.
    const at = (cx: number, cy: number) => ({
      x: cx - (Math.cos(rad) * width) / 2 + (Math.sin(rad) * size) / 3,
      y: cy - (Math.sin(rad) * width) / 2 - (Math.cos(rad) * size) / 3,
      rotate: degrees(w.rotation),
    });
    if (w.position === 'center') {
      page.drawText(text, { ...opts, ...at(x0 + pw / 2, y0 + ph / 2) });
      continue;
    }
    const stepX = width + size * 3;
    const stepY = size * 5;
    for (let cy = y0 - ph; cy < y0 + 2 * ph; cy += stepY) {
      for (let cx = x0 - pw; cx < x0 + 2 * pw; cx += stepX) {
        // Each row offset by half a step, so the text does not form columns.
        const shift = (Math.round((cy - y0) / stepY) % 2) * (stepX / 2);
        const p = at(cx + shift, cy);
        if (p.x > x0 + pw + width || p.x < x0 - 2 * width || p.y > y0 + ph + width || p.y < y0 - width) continue;
        page.drawText(text, { ...opts, ...p });
      }
    }
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
