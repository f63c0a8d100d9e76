import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromMarkdown } from '../../content/index.js';
import { DEFAULT_WATERMARK } from '../../links/settings.js';
import { renderPdf } from '../../work/pdf.js';
import { stampPdf } from './stamp.js';

const dir = mkdtempSync(path.join(tmpdir(), 'wm-'));
/** The text poppler extracts from a PDF (per page, or all pages). */
function pdfText(bytes: Uint8Array, page?: number): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', [...range, file, '-'], { encoding: 'utf8' });
}

async function twoPagePdf(): Promise<Uint8Array> {
  const para = 'Lorem ipsum dolor sit amet. '.repeat(60);
  const { content } = fromMarkdown(
    `# Terms\n\n${para}\n\n${para}\n\n${para}\n\n# More\n\n${para}\n\n${para}\n\n${para}\n\n${para}`,
  );
  return (await renderPdf({ title: 'Deck', content }, 'installation')).bytes;
}

describe('watermark', () => {
  it('stamps every page, at each position, and the original text stays', async () => {
    const original = await twoPagePdf();
    const pages = pdfText(original)
      .split('\f')
      .filter((p) => p.trim()).length;
    expect(pages).toBeGreaterThan(1);
    for (const position of ['center', 'footer', 'tiled'] as const) {
      const stamped = await stampPdf(original, {
        ...DEFAULT_WATERMARK,
        position,
        rotation: 0,
        text: 'Stamped for dana@x.example · Ünïcode',
      });
      for (let p = 1; p <= pages; p++) {
        const text = pdfText(stamped, p);
        expect(text, `${position} page ${p}`).toContain('Stamped for dana@x.example · Ünïcode');
        expect(text).toContain('Lorem ipsum');
      }
      if (position === 'tiled') expect(pdfText(stamped, 1).split('Stamped for').length - 1).toBeGreaterThan(4);
    }
  });

  it('draws rotated text too (extractable words), with the configured opacity', async () => {
    const stamped = await stampPdf(await twoPagePdf(), {
      ...DEFAULT_WATERMARK,
      position: 'center',
      rotation: -30,
      opacity: 40,
      text: 'ROTATEDMARK',
    });
    expect(pdfText(stamped, 1).replace(/\s+/g, '')).toContain('ROTATEDMARK');
    const { PDFDocument, PDFDict, PDFName, PDFNumber } = await import('pdf-lib');
    const page = (await PDFDocument.load(stamped)).getPage(0);
    const states = page.node.Resources()!.lookup(PDFName.of('ExtGState'), PDFDict);
    const alphas = states
      .values()
      .map((v) =>
        (page.doc.context.lookup(v) as import('pdf-lib').PDFDict).lookup(PDFName.of('ca'), PDFNumber).asNumber(),
      );
    expect(alphas).toContain(0.4);
  });
});
