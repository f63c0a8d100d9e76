// A shaped glyph copies and extracts as its own characters whatever the process drew before: fontkit keeps one
// glyph object per id, made with the characters of its first request, and a glyph first met as a composite's
// component (when an earlier document's subset was written) had none.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { tool } from '../../../test/pdf-tools.js';
import { Face, fontDirectory } from './fonts.js';

/** A one-page PDF of `text` drawn with the face (its subset written on save, as every export and seal does). */
async function drawn(face: Face, text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit({ create: () => face.font });
  const font = await pdf.embedFont(face.bytes, { subset: true });
  pdf.addPage([400, 200]).drawText(text, { x: 20, y: 100, size: 18, font });
  return pdf.save();
}

it('an Arabic word extracts whole after an earlier document drew a letter built from its glyph (غ over ع)', async () => {
  // a face of its own, so no other test's drawing decides which request made its glyphs first
  const face = new Face('sans', new Uint8Array(await readFile(path.join(fontDirectory(), 'DejaVuSans.ttf'))));
  // a medial ghain is a composite of the medial ain and a dot: writing its subset reads the ain glyph by id alone
  expect(tool('pdftotext', ['$', '-'], await drawn(face, 'بغب')).out).toContain('بغب');
  const out = tool('pdftotext', ['$', '-'], await drawn(face, 'مرحبا بالعالم')).out;
  expect(out).toContain('مرحبا بالعالم');
});
