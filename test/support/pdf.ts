// A small real PDF for the browser tests (pdf-lib is the server's dependency, not this package's: typed here only
// as far as it is used).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './server.js';

interface PdfLib {
  PDFDocument: {
    create(): Promise<{
      embedFont(f: string): Promise<unknown>;
      addPage(size: [number, number]): { drawText(t: string, o: object): void };
      save(): Promise<Uint8Array>;
    }>;
  };
  StandardFonts: { Helvetica: string };
}

const SMALL = { size: [300, 300] as [number, number], x: 20, y: 200, fontSize: 12 };

/** A PDF of one page per text, each text in Helvetica near the top of its page (300 pt square pages by default). */
export async function textPdf(pages: string[], o: typeof SMALL = SMALL): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = createRequire(path.join(root, 'server/package.json'))('pdf-lib') as PdfLib;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage(o.size).drawText(text, { x: o.x, y: o.y, size: o.fontSize, font });
  return Buffer.from(await doc.save());
}
