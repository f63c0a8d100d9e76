// The fonts a document really uses, embedded: each DejaVu face drawn with becomes a subset (pdf-lib + fontkit, named
// with a six-letter subset tag), and the characters no face has become Type 3 fonts of boxes, 255 to a font, whose
// ToUnicode map still gives the original character to copy-paste and text extraction.
import { PDFRawStream, type PDFDocument, type PDFFont, type PDFRef } from 'pdf-lib';
import { embedFallback } from '../text/index.js';
import { FACE_KEYS, sharedFontkit } from './fonts.js';
import type { LaidOutPages } from './page.js';
import { fallbackOf, tofuWidth, type FaceId } from './shaping.js';

export interface EmbeddedFonts {
  /** The DejaVu faces and the fallback faces the pages draw with, embedded as subsets. */
  fonts: Map<FaceId, PDFFont>;
  /** The Type 3 fonts of the missing glyphs, by number. */
  tofuRefs: PDFRef[];
}

/** Embeds the faces the pages use (in FACE_KEYS order) and the Type 3 fonts of the missing glyphs. */
export async function embedFonts(pdf: PDFDocument, layout: LaidOutPages): Promise<EmbeddedFonts> {
  pdf.registerFontkit(sharedFontkit(layout.faces));
  const used = new Set<FaceId>();
  for (const page of layout.pages) for (const op of page.ops) if (typeof op !== 'string') used.add(op.face);
  const fonts = new Map<FaceId, PDFFont>();
  for (const [i, key] of FACE_KEYS.entries()) {
    if (!used.has(key)) continue;
    // subset fonts are named with a six-letter tag (PDF 32000 9.6.4)
    const tag = `DSR${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}A`.slice(0, 6).padEnd(6, 'A');
    const name = `${tag}+${layout.faces[key].font.postscriptName ?? 'DejaVu'}`;
    fonts.set(key, await pdf.embedFont(layout.faces[key].bytes, { subset: true, customName: name }));
  }
  // the fallback faces after the DejaVu ones, in the order the pages first use them
  for (const face of used) {
    const fallback = fallbackOf(face);
    if (fallback) fonts.set(face, embedFallback(pdf, fallback, fonts.size));
  }
  const tofuRefs = layout.tofu.fonts.map((cps) => tofuFont(pdf, cps));
  return { fonts, tofuRefs };
}

/** The resource name of a face on a page: F<n> for the DejaVu faces, N-<script> for the fallback faces, T<n> for the Type 3 fonts. */
export const resourceName = (face: FaceId) =>
  face.startsWith('tofu')
    ? `T${face.slice(4)}`
    : face.startsWith('fb:')
      ? `N-${face.slice(3)}`
      : `F${FACE_KEYS.indexOf(face as (typeof FACE_KEYS)[number])}`;

function tofuFont(pdf: PDFDocument, cps: number[]): PDFRef {
  const ctx = pdf.context;
  const procs: Record<string, PDFRef> = {};
  const widths: number[] = [];
  const differences: (number | string)[] = [1];
  cps.forEach((cp, i) => {
    const w = tofuWidth(cp);
    const m = w >= 1000 ? 90 : 70;
    const name = `g${i + 1}`;
    const proc = `${w} 0 ${m} -120 ${w - m} 760 d1\n${m} -120 ${w - 2 * m} 880 re ${m + 55} -65 ${w - 2 * m - 110} 770 re f*`;
    procs[name] = ctx.register(PDFRawStream.of(ctx.obj({}), new TextEncoder().encode(proc)));
    widths.push(w);
    differences.push(name);
  });
  const bf: string[] = [];
  cps.forEach((cp, i) => {
    const s = String.fromCodePoint(cp);
    let hex = '';
    for (let k = 0; k < s.length; k++) hex += s.charCodeAt(k).toString(16).padStart(4, '0');
    bf.push(`<${(i + 1).toString(16).padStart(2, '0')}> <${hex}>`);
  });
  let cmap =
    '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
    '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\nendcodespacerange\n';
  for (let i = 0; i < bf.length; i += 100) {
    const chunk = bf.slice(i, i + 100);
    cmap += `${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar\n`;
  }
  cmap += 'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend';
  const toUnicode = ctx.register(ctx.flateStream(cmap));
  return ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'Type3',
      FontBBox: [0, -250, 1000, 900],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: ctx.obj(procs),
      Encoding: ctx.obj({ Type: 'Encoding', Differences: differences }),
      FirstChar: 1,
      LastChar: cps.length,
      Widths: widths,
      Resources: ctx.obj({}),
      ToUnicode: toUnicode,
    }),
  );
}
