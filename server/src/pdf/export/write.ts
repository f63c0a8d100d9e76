// Writing the PDF: one A4 page per laid-out page, its operators encoded with the embedded fonts into one compressed
// content stream (node:zlib), its links as URI annotations; the document's title and producer.
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { cleanText } from './common.js';
import { num, rgbFill, rgbStroke, type LaidOutPages, type PageState } from './page.js';
import type { FaceId, TofuFonts } from './shaping.js';
import { PAGE_H, PAGE_W } from './style.js';
import { embedFonts, resourceName, type EmbeddedFonts } from './subset.js';

function escapePdfString(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c)).replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A page's content stream, uncompressed, and the faces it draws with. */
function contentStream(
  state: PageState,
  { fonts }: EmbeddedFonts,
  tofu: TofuFonts,
): { text: string; faces: Set<FaceId> } {
  const pageFaces = new Set<FaceId>();
  const out: string[] = [];
  // consecutive text shows share one BT…ET; font and colour are set only when they change
  let inText = false;
  let font = '';
  let color = '';
  /** The text rendering mode in force, across text objects as the graphics state keeps it ('': mode 0). */
  let stroke = '';
  for (const op of [...state.decor, ...state.ops]) {
    if (typeof op === 'string') {
      if (inText) out.push('ET');
      inText = false;
      out.push(op);
      continue;
    }
    pageFaces.add(op.face);
    if (!inText) {
      out.push('BT');
      inText = true;
      font = '';
      color = '';
    }
    let hex: string;
    if (op.face.startsWith('tofu')) {
      hex = '<';
      for (const ch of op.text) hex += tofu.code(ch.codePointAt(0)!).toString(16).padStart(2, '0');
      hex += '>';
    } else {
      hex = fonts.get(op.face)!.encodeText(op.text).toString();
    }
    const f = `/${resourceName(op.face)} ${num(op.size)} Tf`;
    if (f !== font) out.push((font = f));
    const c = rgbFill(op.color);
    if (c !== color) out.push((color = c));
    // a weight the face lacks: the outlines filled and stroked in the text colour (render mode 2), a line 4.5% of
    // the size wide; set only when it changes, like the font and colour
    const b =
      op.fake === 'bold' || op.fake === 'boldItalic' ? `2 Tr ${num(op.size * 0.045)} w ${rgbStroke(op.color)}` : '0 Tr';
    if (b !== stroke && (b !== '0 Tr' || stroke !== '')) out.push(b);
    stroke = b;
    // a shaped run of a fallback face carries its characters as /ActualText (its glyphs are not one per character)
    const actual = op.face.startsWith('fb:') && /[\u0590-\u1cff]/.test(op.text);
    if (actual) out.push(`/Span <</ActualText ${PDFHexString.fromText(op.text).toString()}>> BDC`);
    // a slant the face lacks: the text matrix sheared by about 12°, as browsers draw a synthetic oblique
    const shear = op.fake === 'italic' || op.fake === 'boldItalic' ? '0.21' : '0';
    out.push(`1 0 ${shear} 1 ${num(op.x)} ${num(op.y)} Tm ${hex} Tj`);
    if (actual) out.push('EMC');
  }
  if (inText) out.push('ET');
  return { text: out.join('\n'), faces: pageFaces };
}

/** Writes the laid-out pages as a PDF with the faces they use embedded as subsets. */
export async function writePdf(layout: LaidOutPages, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const embedded = await embedFonts(pdf, layout);
  const { fonts, tofuRefs } = embedded;
  for (const state of layout.pages) {
    const page = pdf.addPage([PAGE_W, PAGE_H]);
    const { text, faces } = contentStream(state, embedded, layout.tofu);
    for (const face of faces) {
      const ref = face.startsWith('tofu') ? tofuRefs[Number(face.slice(4))] : fonts.get(face)!.ref;
      page.node.setFontDictionary(PDFName.of(resourceName(face)), ref);
    }
    const content = deflateSync(Buffer.from(text, 'latin1'));
    const stream = PDFRawStream.of(pdf.context.obj({ Filter: 'FlateDecode' }), content);
    page.node.addContentStream(pdf.context.register(stream));
    for (const link of state.links) {
      const annot = pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: link.rect.map((v) => Math.round(v * 100) / 100),
        Border: [0, 0, 0],
        A: pdf.context.obj({ Type: 'Action', S: 'URI', URI: PDFString.of(escapePdfString(link.href)) }),
      });
      page.node.addAnnot(pdf.context.register(annot));
    }
  }
  const t = cleanText(title).trim();
  if (t) pdf.setTitle(t, { showInWindowTitleBar: true });
  pdf.setCreator('Dossier');
  pdf.setProducer('Dossier (pdf-lib)');
  return pdf.save({ useObjectStreams: true, objectsPerTick: 500 });
}
