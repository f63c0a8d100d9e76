// Right-to-left text and weights in the PDFs the server draws, read back the way a reader sees them: the words of a
// line in the order pdftotext finds their glyphs from left to right (-bbox), for a left-to-right line holding a
// Hebrew name and for paragraphs that run right to left, in the export and in the watermark (whose TextSetter the
// seal draws with too); and bold or italic text in scripts whose Noto face has neither, drawn bold (render mode 2)
// or slanted by hand rather than falling back to the regular face.
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DocContent } from '../../generated/api/types.gen.js';
import { tool } from '../../../test/pdf-tools.js';
import { renderPdf } from '../export/pdf.js';
import { loadFaces, sharedFontkit } from '../export/fonts.js';
import { stampPdf } from '../watermark/stamp.js';
import { TextSetter } from './setter.js';

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** The words pdftotext finds, line by line (top to bottom), each line's words from left to right. */
function lines(bytes: Uint8Array): Word[][] {
  const out = tool('pdftotext', ['-bbox', '$', '-'], bytes);
  expect(out.ok, out.out).toBe(true);
  const words = [
    ...out.out.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({ xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), text: m[4]! }));
  const rows = new Map<number, Word[]>();
  for (const w of words) {
    const key = [...rows.keys()].find((y) => Math.abs(y - w.yMin) < 3) ?? w.yMin;
    rows.set(key, [...(rows.get(key) ?? []), w]);
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, ws]) => ws.sort((a, b) => a.xMin - b.xMin));
}

/** A line's words as read: each one's glyphs come left to right, so a Hebrew word is turned back to its letters' order. */
const read = (line: Word[]) =>
  line.map((w) => (/[\u0590-\u05ff]/.test(w.text) ? [...w.text].reverse().join('') : w.text));

const MIXED = 'Signed by שלום עליכם (Dossier) 2026';
/** The mixed line as it is seen: the Hebrew name's second word to the left of its first, all else in place. */
const MIXED_SEEN = ['Signed', 'by', 'עליכם', 'שלום', '(Dossier)', '2026'];

const paragraph = (text: string, marks?: { type: 'bold' | 'italic' }[]) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text, ...(marks ? { marks } : {}) }],
});

/** The content streams of a PDF's pages, decoded. */
async function contentOf(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const streams = [...pdf.context.enumerateIndirectObjects()]
    .map(([, o]) => o)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream && !o.dict.has(pdf.context.obj('Type') as never));
  return streams.map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1')).join('\n');
}

describe('right-to-left text in visual order', () => {
  it('the export: a Hebrew name in a left-to-right line, and right-to-left paragraphs set from the right edge with their brackets mirrored', async () => {
    const content: DocContent = {
      type: 'doc',
      content: [paragraph(MIXED), paragraph('שלום עליכם Dossier 2026!'), paragraph('שלום (עולם) גדול')],
    };
    const { bytes } = await renderPdf({ title: 'Bidi', content });
    const [title, mixed, rtl, brackets] = lines(bytes);
    expect(read(title!)).toEqual(['Bidi']);
    expect(read(mixed!)).toEqual(MIXED_SEEN);
    expect(mixed![0]!.xMin).toBeLessThan(60);
    // A paragraph whose first letter is Hebrew: its first word at the right, the Latin phrase whole on its left,
    // the closing "!" at its far left; the line ends at the right margin.
    expect(read(rtl!)).toEqual(['!Dossier', '2026', 'עליכם', 'שלום']);
    expect(rtl![rtl!.length - 1]!.xMax).toBeGreaterThan(530);
    // "(עולם)" right to left: the opening bracket at its right, drawn as ")" seen from the left, and so on.
    expect(read(brackets!)).toEqual(['גדול', ')עולם(', 'שלום']);
  });

  it('the watermark (and the seal, which draws with the same setter): the Hebrew name in place in a left-to-right line', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([595, 842]);
    const stamped = await stampPdf(await blank.save(), {
      text: MIXED,
      position: 'footer',
      rotation: 0,
      fontSize: 12,
      opacity: 100,
      color: '#000000',
    });
    const [line] = lines(stamped);
    expect(read(line!)).toEqual(MIXED_SEEN);
  });
});

describe('bold and italic in every script', () => {
  it('the export: Chinese, Devanagari and Thai bold or italic are drawn bold or slanted, Latin keeps its real faces', async () => {
    const words = '粗体 नमस्ते สวัสดี';
    const plain = await renderPdf({ title: '', content: { type: 'doc', content: [paragraph(words)] } });
    const bold = await renderPdf({
      title: '',
      content: { type: 'doc', content: [paragraph(words, [{ type: 'bold' }])] },
    });
    const italic = await renderPdf({
      title: '',
      content: { type: 'doc', content: [paragraph(words, [{ type: 'italic' }])] },
    });
    const latin = await renderPdf({
      title: '',
      content: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Heading' }] },
          paragraph('Слово', [{ type: 'bold' }]),
        ],
      },
    });
    const [p, b, i, l] = await Promise.all([plain, bold, italic, latin].map((r) => contentOf(r.bytes)));
    expect(p).not.toMatch(/\b2 Tr/);
    expect(p).not.toMatch(/1 0 0\.21 1 /);
    // each of the three words in the bold copy is stroked (render mode 2, in the text's colour); the spaces
    // between them, which DejaVu Bold has, are not, nor is the footer after them
    expect(b.match(/\b2 Tr [\d.]+ w [\d. ]+ RG\n(\/Span .*\n)?1 0 0 1 [\d. ]+ Tm <\w+> Tj/g)?.length).toBe(3);
    expect(b.match(/\b0 Tr/g)?.length).toBe(3);
    expect(i.match(/1 0 0\.21 1 [\d.]+ [\d.]+ Tm/g)?.length).toBeGreaterThanOrEqual(3);
    // DejaVu has a bold Cyrillic and Latin of its own: no weight drawn by hand
    expect(l).not.toMatch(/\b2 Tr/);
    // the characters are still the text
    for (const r of [bold, italic]) expect(tool('pdftotext', ['$', '-'], r.bytes).out).toContain('粗体');
  });

  it('the certificate pages: a bold line in a script DejaVu lacks is stroked, a regular one is not', async () => {
    const pdf = await PDFDocument.create();
    const faces = await loadFaces();
    pdf.registerFontkit(sharedFontkit(faces));
    const bold = { font: await pdf.embedFont(faces.sansBold.bytes, { subset: true }), face: faces.sansBold };
    const setter = new TextSetter(pdf);
    await setter.prepare(['李雷'], [faces.sansBold]);
    const page = pdf.addPage([595, 842]);
    setter.draw(page, 'Zoë 李雷', { x: 50, y: 700, size: 12, font: bold, bold: true });
    setter.draw(page, 'Zoë 李雷', { x: 50, y: 600, size: 12, font: bold });
    const text = await contentOf(await pdf.save({ useObjectStreams: false }));
    // one stroked show (the Chinese run of the bold line), restored after it
    expect(text.match(/2 Tr/g)?.length).toBe(1);
  });
});
