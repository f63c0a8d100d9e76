import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { pngChunk } from '../../../test/png.mjs';
import { inspectPdf } from '../../work/pdf.js';
import { InvalidPdfError, stopPdfInspector } from './index.js';

afterAll(() => stopPdfInspector());

/** A small RGB PNG (a gradient), built by hand. */
function png(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = 0;
    for (let x = 0; x < width; x++)
      raw.set([(x * 255) / width, (y * 255) / height, 128], y * (1 + width * 3) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function textPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage().drawText(`Hello page ${i + 1}`, { x: 50, y: 700, size: 14, font });
  return doc.save();
}

async function expectInvalid(p: Promise<unknown>, message: string): Promise<InvalidPdfError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InvalidPdfError);
  expect((err as InvalidPdfError).message).toBe(message);
  return err as InvalidPdfError;
}

describe('inspectPdf', () => {
  it('counts pages and finds the text layer', async () => {
    expect(await inspectPdf(await textPdf(3), 'installation')).toEqual({ pageCount: 3, hasTextLayer: true });
  });

  it('accepts a Buffer', async () => {
    expect(await inspectPdf(Buffer.from(await textPdf(1)), 'installation')).toEqual({
      pageCount: 1,
      hasTextLayer: true,
    });
  });

  it('reports no text layer for image-only pages (a scan)', async () => {
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(png(40, 30));
    for (let i = 0; i < 2; i++) {
      const page = doc.addPage();
      page.drawImage(image, { x: 50, y: 400, width: 400, height: 300 });
      page.drawRectangle({ x: 40, y: 390, width: 420, height: 320, borderColor: rgb(0, 0, 0), borderWidth: 1 });
    }
    expect(await inspectPdf(await doc.save(), 'installation')).toEqual({ pageCount: 2, hasTextLayer: false });
  });

  it('finds text past blank first pages, and only looks at the first pages', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < 12; i++) doc.addPage();
    doc.getPage(4).drawText('late text', { x: 50, y: 700, size: 12, font });
    doc.getPage(11).drawText('very late text', { x: 50, y: 700, size: 12, font });
    const bytes = await doc.save();
    expect(await inspectPdf(bytes, 'installation')).toEqual({ pageCount: 12, hasTextLayer: true });
    expect(await inspectPdf(bytes, 'installation', { textPages: 4 })).toEqual({ pageCount: 12, hasTextLayer: false });
  });

  it('extracts the text layer page after page when asked, cut at maxBytes on a character boundary', async () => {
    const bytes = await textPdf(3);
    expect(await inspectPdf(bytes, 'installation', { text: { maxBytes: 10_000 } })).toEqual({
      pageCount: 3,
      hasTextLayer: true,
      text: 'Hello page 1\n\nHello page 2\n\nHello page 3',
    });
    expect((await inspectPdf(bytes, 'installation', { text: { maxBytes: 16 } })).text).toBe('Hello page 1\n\nHe');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('caf\u00e9', { x: 50, y: 700, size: 12, font });
    expect((await inspectPdf(await doc.save(), 'installation', { text: { maxBytes: 4 } })).text).toBe('caf');
    // Past the pages looked at for a text layer too: the text is the whole file's, and it counts as a text layer.
    const late = await PDFDocument.create();
    for (let i = 0; i < 12; i++) late.addPage();
    late
      .getPage(11)
      .drawText('very late text', { x: 50, y: 700, size: 12, font: await late.embedFont(StandardFonts.Helvetica) });
    expect(await inspectPdf(await late.save(), 'installation', { text: { maxBytes: 1000 } })).toEqual({
      pageCount: 12,
      hasTextLayer: true,
      text: 'very late text',
    });
  });

  it('refuses what is not a PDF', async () => {
    await expectInvalid(inspectPdf(randomBytes(2048), 'installation'), 'not a PDF');
    await expectInvalid(inspectPdf(new Uint8Array(), 'installation'), 'not a PDF');
    await expectInvalid(inspectPdf(Buffer.from('  %PDF-1.4 leading spaces'), 'installation'), 'not a PDF');
  });

  it('refuses a PDF header followed by garbage', async () => {
    await expectInvalid(inspectPdf(Buffer.from('%PDF-1.4 garbage'), 'installation'), 'the PDF cannot be read');
    await expectInvalid(
      inspectPdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]), 'installation'),
      'the PDF cannot be read',
    );
  });

  it('refuses a PDF without pages', async () => {
    const doc = await PDFDocument.create();
    await expectInvalid(inspectPdf(await doc.save({ addDefaultPage: false }), 'installation'), 'the PDF has no pages');
  });

  it('answers (either way) for a truncated PDF without hanging', async () => {
    const full = await textPdf(5);
    for (const cut of [0.9, 0.5, 0.1]) {
      const started = Date.now();
      const result = await inspectPdf(full.subarray(0, Math.floor(full.length * cut)), 'installation').catch(
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(12_000);
      if (result instanceof Error) expect(result).toBeInstanceOf(InvalidPdfError);
      else expect(result).toMatchObject({ pageCount: expect.any(Number), hasTextLayer: expect.any(Boolean) });
    }
  });

  it('gives up after the timeout and keeps working afterwards', async () => {
    await stopPdfInspector(); // a fresh worker needs far more than 1 ms to load pdf.js
    const err = await expectInvalid(
      inspectPdf(await textPdf(1), 'installation', { timeoutMs: 1 }),
      'the PDF cannot be read',
    );
    expect(err.detail).toMatch(/timed out/);
    expect(await inspectPdf(await textPdf(2), 'installation')).toEqual({ pageCount: 2, hasTextLayer: true });
  });

  it('handles concurrent inspections', async () => {
    const inputs = await Promise.all([1, 2, 3, 4, 5].map((n) => textPdf(n)));
    const results = await Promise.all([
      ...inputs.map((b) => inspectPdf(b, 'installation')),
      inspectPdf(Buffer.from('%PDF-1.4 garbage'), 'installation').catch((e: unknown) => e),
    ]);
    expect(results.slice(0, 5)).toEqual([1, 2, 3, 4, 5].map((pageCount) => ({ pageCount, hasTextLayer: true })));
    expect(results[5]).toBeInstanceOf(InvalidPdfError);
  });

  it('reads the PDFs the export writes', async () => {
    const { renderPdf } = await import('../../work/pdf.js');
    const { richDocument } = await import('../export/fixtures.js');
    const { bytes, pageCount } = await renderPdf(richDocument(), 'installation');
    expect(await inspectPdf(bytes, 'installation')).toEqual({ pageCount, hasTextLayer: true });
  });
});
