// The watermark of a download: the link's text with this visitor's values filled in, drawn over every page of a
// PDF with pdf-lib at the configured position, opacity, rotation, size and colour. The text is set in DejaVu
// Sans (embedded as a subset), so any address or link name prints, not only Latin-1.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WatermarkConfig } from '../generated/api/types.gen.js';
import { fontDirectory } from '../pdf/export/fonts.js';

export interface WatermarkValues {
  email: string | null;
  ip: string | null;
  /** The link's name. */
  link: string;
  at: Date;
}

/** The text with `{email}`, `{date}`, `{time}` (UTC, `YYYY-MM-DD` and `HH:MM`), `{ip}` and `{link}` filled in. */
export function fillWatermark(text: string, v: WatermarkValues): string {
  const iso = v.at.toISOString();
  const values: Record<string, string> = { email: v.email ?? '', date: iso.slice(0, 10), time: iso.slice(11, 16), ip: v.ip ?? '', link: v.link };
  return text.replace(/\{(email|date|time|ip|link)\}/g, (_, k: string) => values[k]);
}

let fontBytes: Promise<Uint8Array> | undefined;
const loadFont = () => (fontBytes ??= readFile(path.join(fontDirectory(), 'DejaVuSans.ttf')).then((b) => new Uint8Array(b)));

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace(/^#/, ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * The PDF with the watermark drawn over every page (on top of the content, as the viewer draws it). `text` is
 * already filled in. Tiled repeats it over a grid covering the page; center puts it once in the middle; footer
 * once along the bottom edge, centred. Rotation turns the text about its own centre.
 */
export async function stampPdf(bytes: Uint8Array, config: WatermarkConfig, text: string): Promise<Uint8Array> {
  const { PDFDocument, degrees, rgb } = await import('pdf-lib');
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return pdf.save();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await loadFont(), { subset: true });
  const size = config.fontSize;
  const width = font.widthOfTextAtSize(line, size);
  const height = font.heightAtSize(size, { descender: false });
  const [r, g, b] = rgbOf(config.color);
  // The rotation is as the viewer page draws it (CSS: positive turns clockwise, so the default -30 rises to the
  // right); PDF space has y up, where positive turns anticlockwise: hence the sign flip.
  const turn = -config.rotation;
  const angle = (turn * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const options = { size, font, color: rgb(r, g, b), opacity: config.opacity / 100, rotate: degrees(turn) };
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
