// A fallback face in a PDF: a Type 0 font (Identity-H, glyph ids as codes) that pdf-lib draws with like any
// other (PDFFont over this embedder). Text is shaped by HarfBuzz when drawn; on save, the font file is cut down to
// the glyphs drawn (HarfBuzz: a TrueType face keeps its glyph ids, a CID-keyed CFF face its CIDs) and written with
// its widths and a ToUnicode map, so text copies and extracts as the characters it came from.
import {
  CustomFontEmbedder,
  type PDFDocument,
  PDFFont,
  PDFHexString,
  PDFString,
  type PDFContext,
  type PDFRef,
} from 'pdf-lib';
import type { FallbackFace } from './faces.js';
import { subsetFont } from './harfbuzz.js';

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
function utf16Hex(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += hex4(s.charCodeAt(i));
  return out;
}

// pdf-lib accepts only its own embedders: this one keeps the base class's metrics and replaces encoding and writing
interface Charset {
  version: number;
  glyphs?: number[];
  ranges?: { first: number; nLeft: number; offset: number }[];
}

/**
 * Glyph id → CID for a CID-keyed CFF face (the codes a CIDFontType0 font is drawn with; its charset maps them
 * back to glyphs), or null for a TrueType face, whose codes are glyph ids (CIDToGIDMap Identity).
 */
function cidMap(face: FallbackFace): ((gid: number) => number) | null {
  const cff = (
    face.metrics as unknown as Record<string, { isCIDFont?: boolean; topDict?: { charset?: Charset } } | undefined>
  )['CFF '];
  const charset = cff?.isCIDFont ? cff.topDict?.charset : undefined;
  if (!charset) return null;
  if (charset.glyphs) return (gid) => (gid === 0 ? 0 : (charset.glyphs![gid - 1] ?? 0));
  const ranges = charset.ranges ?? [];
  return (gid) => {
    if (gid === 0) return 0;
    const r = ranges.find((x) => gid >= x.offset + 1 && gid <= x.offset + 1 + x.nLeft);
    return r ? r.first + (gid - r.offset - 1) : 0;
  };
}

/** One table of an sfnt file (a CID-keyed CFF goes into the PDF bare, as CIDFontType0C). */
function sfntTable(file: Uint8Array, tag: string): Uint8Array {
  const v = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let i = 0, n = v.getUint16(4); i < n; i++) {
    const rec = 12 + 16 * i;
    if (String.fromCharCode(file[rec]!, file[rec + 1]!, file[rec + 2]!, file[rec + 3]!) === tag)
      return file.subarray(v.getUint32(rec + 8), v.getUint32(rec + 8) + v.getUint32(rec + 12));
  }
  throw new Error(`font has no ${tag} table`);
}

class FallbackEmbedder extends CustomFontEmbedder {
  /** glyph id → [text it stands for, whether it alone makes its cluster] */
  private readonly used = new Map<number, [string, boolean]>();

  constructor(
    readonly face: FallbackFace,
    private readonly subsetName: string,
  ) {
    super(face.metrics as never, face.bytes, subsetName);
    const cids = cidMap(face);
    this.cid = cids !== null;
    this.code = cids ?? ((gid) => gid);
  }

  /** Whether the face is CID-keyed CFF (drawn by CID) rather than TrueType (drawn by glyph id). */
  private readonly cid: boolean;

  /** The code a glyph is written with: its CID (CFF) or its id (TrueType). */
  private readonly code: (gid: number) => number;

  override encodeText(text: string): PDFHexString {
    const glyphs = this.face.shape(text);
    // each cluster's text goes to its glyph; a cluster of several glyphs (a conjunct, a reordered vowel) gives its
    // text to its first glyph unless that glyph is known alone elsewhere
    const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
    const end = (c: number) => starts[starts.indexOf(c) + 1] ?? text.length;
    const seen = new Set<number>();
    let hex = '';
    for (const g of glyphs) {
      hex += hex4(this.code(g.id));
      const alone = glyphs.filter((o) => o.cluster === g.cluster).length === 1;
      const first = !seen.has(g.cluster);
      seen.add(g.cluster);
      const prior = this.used.get(g.id);
      if (!prior || (alone && !prior[1]))
        this.used.set(g.id, [first ? text.slice(g.cluster, end(g.cluster)) : '', alone]);
    }
    return PDFHexString.of(hex);
  }

  override widthOfTextAtSize(text: string, size: number): number {
    return (this.face.width(text) * size) / 1000;
  }

  override async embedIntoContext(context: PDFContext, ref?: PDFRef): Promise<PDFRef> {
    const ids = [...this.used.keys()].sort((a, b) => a - b);
    const cff = this.cid;
    const file = await subsetFont(this.face.bytes, [0, ...ids], !cff);
    const s = this.face.scale;
    const m = this.face.metrics;
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: this.subsetName,
      Flags: 4,
      FontBBox: [m.bbox.minX * s, m.bbox.minY * s, m.bbox.maxX * s, m.bbox.maxY * s],
      ItalicAngle: m.italicAngle,
      Ascent: m.ascent * s,
      Descent: m.descent * s,
      CapHeight: (m.capHeight || m.ascent) * s,
      XHeight: (m.xHeight || 0) * s,
      StemV: 0,
      [cff ? 'FontFile3' : 'FontFile2']: context.register(
        cff ? context.flateStream(sfntTable(file, 'CFF '), { Subtype: 'CIDFontType0C' }) : context.flateStream(file),
      ),
    });
    const widths: (number | number[])[] = [];
    for (const id of [...ids].sort((a, b) => this.code(a) - this.code(b)))
      widths.push(this.code(id), [Math.round(this.face.advance(id) * s * 1000) / 1000]);
    const cid = context.obj({
      Type: 'Font',
      Subtype: cff ? 'CIDFontType0' : 'CIDFontType2',
      BaseFont: this.subsetName,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: widths,
      ...(cff ? {} : { CIDToGIDMap: 'Identity' }),
    });
    const chars = ids
      .filter((id) => this.used.get(id)![0])
      .map((id) => `<${hex4(this.code(id))}> <${utf16Hex(this.used.get(id)![0])}>`);
    let cmap =
      '/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n' +
      '/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <ffff>\nendcodespacerange\n';
    for (let i = 0; i < chars.length; i += 100)
      cmap += `${chars.slice(i, i + 100).length} beginbfchar\n${chars.slice(i, i + 100).join('\n')}\nendbfchar\n`;
    cmap += 'endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend';
    const dict = context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: this.subsetName,
      Encoding: 'Identity-H',
      DescendantFonts: [context.register(cid)],
      ToUnicode: context.register(context.flateStream(cmap)),
    });
    if (ref) {
      context.assign(ref, dict);
      return ref;
    }
    return context.register(dict);
  }
}

/** Six capital letters from a number: the subset tag of a font name (PDF 32000 9.6.4). */
function subsetTag(n: number): string {
  let t = '';
  for (let i = 0; i < 6; i++) {
    t += String.fromCharCode(65 + (n % 26));
    n = Math.floor(n / 26);
  }
  return t;
}

/** Adds a fallback face to the document as a font pdf-lib can draw with; written (subset) when the document is saved. */
export function embedFallback(pdf: PDFDocument, face: FallbackFace, index: number): PDFFont {
  const embedder = new FallbackEmbedder(
    face,
    `${subsetTag(index + 3)}+${face.metrics.postscriptName ?? `Noto-${face.key}`}`,
  );
  const font = PDFFont.of(pdf.context.nextRef(), pdf, embedder);
  // pdf-lib embeds the fonts it holds when the document is saved
  (pdf as unknown as { fonts: PDFFont[] }).fonts.push(font);
  return font;
}
