// PDF export of an authored document.
//
// A small layout engine over pdf-lib: the document tree is laid out top to bottom on A4 pages (word wrapping,
// lists, quotes, code, tables split across pages, math as Unicode, signature fields), then the pages are written
// with the DejaVu faces embedded as subsets, so every character is real, selectable text. Characters no DejaVu
// face has (CJK ideographs, emoji…) are drawn as a box from a small Type 3 font whose ToUnicode map still gives
// the original character to copy-paste and text extraction.
//
// Layout produces, per page, a list of content-stream operators in which text shows are kept symbolic (face + string);
// the faces a document really uses are embedded afterwards and the text encoded, and each page's content stream is
// compressed with node:zlib.
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFString, type PDFFont, type PDFRef } from 'pdf-lib';
import type {
  DocContent,
  DocMark,
  DocNodeBlock,
  DocNodeInline,
  DocNodeParagraph,
  DocNodeSignatureField,
  DocNodeTable,
} from '../../generated/api/types.gen.js';
import { FACE_KEYS, isShapedCodePoint, loadFaces, sharedFontkit, type FaceKey, type Faces } from './fonts.js';
import { latexToUnicode } from './math.js';
import { cleanText, fieldTypeLabel, listMarker, placeCells, plainText, printsTitle } from './common.js';

export interface ExportDocument {
  title: string;
  content: DocContent;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pageCount: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Page geometry and look

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56.7;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 64;
const FOOTER_BASELINE = 32;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const TOP_Y = PAGE_H - MARGIN_TOP;
const BOTTOM_Y = MARGIN_BOTTOM;

const BODY_SIZE = 10.5;
const LEADING = 1.4;
const TITLE_SIZE = 22;
const HEADING_SIZES = [0, 18, 15, 13, 11.5, 10.5, 10.5];
const HEADING_SPACE_BEFORE = [0, 18, 15, 12, 10, 9, 9];
const CODE_SIZE = 9;
const TABLE_SIZE = 9.5;
const MATH_BLOCK_SIZE = 12;
const CELL_PAD = 4.5;
const LIST_INDENT = 18;
const QUOTE_INDENT = 16;
const MIN_BOX_W = 120;
const MAX_DEPTH = 40;

type RGB = readonly [number, number, number];
const C = {
  text: [0.1, 0.1, 0.12] as RGB,
  heading: [0.05, 0.07, 0.12] as RGB,
  muted: [0.42, 0.43, 0.47] as RGB,
  quote: [0.27, 0.29, 0.33] as RGB,
  link: [0.05, 0.32, 0.78] as RGB,
  rule: [0.78, 0.79, 0.82] as RGB,
  quoteRule: [0.7, 0.73, 0.8] as RGB,
  codeBg: [0.953, 0.957, 0.965] as RGB,
  inlineCodeBg: [0.925, 0.93, 0.945] as RGB,
  headerBg: [0.92, 0.93, 0.955] as RGB,
  border: [0.62, 0.64, 0.69] as RGB,
  fieldBg: [0.955, 0.97, 1] as RGB,
  fieldBorder: [0.35, 0.48, 0.78] as RGB,
};

// ---------------------------------------------------------------------------------------------------------------
// Text styles, pieces and tokens

interface Style {
  bold: boolean;
  italic: boolean;
  mono: boolean;
  math: boolean;
  underline: boolean;
  strike: boolean;
  /** 1 superscript, -1 subscript. */
  script: 0 | 1 | -1;
  link: string | null;
  codeBg: boolean;
  color: RGB;
  size: number;
}

function baseStyle(size: number, color: RGB = C.text, patch: Partial<Style> = {}): Style {
  return {
    bold: false,
    italic: false,
    mono: false,
    math: false,
    underline: false,
    strike: false,
    script: 0,
    link: null,
    codeBg: false,
    color,
    size,
    ...patch,
  };
}

/** A face, or a Type 3 "missing glyph" font (by number). */
type FaceId = FaceKey | `tofu${number}`;

/** A run of text drawn with one face. `size` is the drawn size, `width` in points. */
interface Piece {
  text: string;
  face: FaceId;
  size: number;
  rise: number;
  width: number;
  style: Style;
  /** Drawn through the OpenType shaper (joining scripts): measured and drawn on its own, never merged. */
  shaped?: boolean;
}

interface FieldBox {
  field: DocNodeSignatureField['attrs'];
  size: number;
}

type Token =
  | { t: 'word'; pieces: Piece[]; width: number }
  | { t: 'space'; piece: Piece; width: number }
  | { t: 'break'; size: number }
  | { t: 'box'; box: FieldBox; width: number; height: number };

type LineItem = { kind: 'text'; piece: Piece; x: number } | { kind: 'box'; box: FieldBox; x: number; width: number; height: number };

interface Line {
  items: LineItem[];
  width: number;
  ascent: number;
  descent: number;
  height: number;
  /** Extra space above the line (paragraph spacing inside table cells). */
  gapBefore: number;
}

type Align = 'left' | 'center' | 'right';

// ---------------------------------------------------------------------------------------------------------------
// Missing glyphs: Type 3 fonts of boxes, 255 characters each

/** Distinct missing characters kept per document; beyond, they all become one box that copies as U+FFFD. */
const MAX_TOFU = 4096;

class TofuFonts {
  readonly fonts: number[][] = [];
  private readonly codes = new Map<number, { font: number; code: number }>();
  private overflow: { font: number; code: number } | null = null;

  assign(cp: number): { font: number; code: number } {
    let a = this.codes.get(cp);
    if (!a && this.codes.size >= MAX_TOFU && cp !== 0xfffd) return (this.overflow ??= this.assign(0xfffd));
    if (!a) {
      let font = this.fonts.length - 1;
      if (font < 0 || this.fonts[font].length >= 255) {
        this.fonts.push([]);
        font++;
      }
      this.fonts[font].push(cp);
      a = { font, code: this.fonts[font].length };
      this.codes.set(cp, a);
    }
    return a;
  }

  code(cp: number): number {
    return (this.codes.get(cp) ?? this.overflow!).code;
  }
}

function tofuWidth(cp: number): number {
  return cp >= 0x1100 ? 1000 : 600;
}

// ---------------------------------------------------------------------------------------------------------------
// Shaping: text + style → pieces (face runs) with widths

class Shaper {
  constructor(
    private readonly faces: Faces,
    private readonly tofu: TofuFonts,
  ) {}

  private chain(style: Style): FaceKey[] {
    if (style.mono) {
      const primary: FaceKey = style.bold ? (style.italic ? 'monoBoldItalic' : 'monoBold') : style.italic ? 'monoItalic' : 'mono';
      return primary === 'mono' ? ['mono', 'sans', 'math'] : [primary, 'mono', 'sans', 'math'];
    }
    if (style.math) return style.bold ? ['sansBold', 'sans', 'math', 'mono'] : ['sans', 'math', 'mono'];
    const primary: FaceKey = style.bold ? (style.italic ? 'sansBoldItalic' : 'sansBold') : style.italic ? 'sansItalic' : 'sans';
    return primary === 'sans' ? ['sans', 'math', 'mono'] : [primary, 'sans', 'math', 'mono'];
  }

  pieces(text: string, style: Style): Piece[] {
    const out: Piece[] = [];
    if (!text) return out;
    const chain = this.chain(style);
    const size = style.script ? style.size * 0.7 : style.size;
    const rise = style.script === 1 ? style.size * 0.33 : style.script === -1 ? -style.size * 0.14 : 0;
    let runFace: FaceId | null = null;
    let runStart = 0;
    let runWidth = 0;
    let runShaped = false;
    const flush = (end: number) => {
      if (runFace !== null && end > runStart) {
        const t = text.slice(runStart, end);
        // shaped scripts are measured through the shaper (joining forms change widths)
        const width = runShaped ? this.faces[runFace as FaceKey].width(t) : runWidth;
        out.push({ text: t, face: runFace, size, rise, width: (width * size) / 1000, style, ...(runShaped ? { shaped: true } : {}) });
      }
    };
    for (let i = 0; i < text.length; ) {
      const cp = text.codePointAt(i)!;
      const len = cp > 0xffff ? 2 : 1;
      let face: FaceId | null = null;
      let adv = 0;
      for (const k of chain) {
        const f = this.faces[k];
        if (f.has(cp)) {
          face = k;
          adv = f.advance(cp);
          break;
        }
      }
      if (face === null) {
        face = `tofu${this.tofu.assign(cp).font}`;
        adv = tofuWidth(cp);
      }
      if (face !== runFace) {
        flush(i);
        runFace = face;
        runStart = i;
        runWidth = 0;
        runShaped = false;
      }
      runWidth += adv;
      if (cp >= 0x0590 && isShapedCodePoint(cp) && face[0] !== 't') runShaped = true;
      i += len;
    }
    flush(text.length);
    return out;
  }

  /** Splits pieces so that no piece is wider than `max` (for words longer than a line). */
  splitToWidth(pieces: Piece[], max: number): Piece[][] {
    const lines: Piece[][] = [];
    let cur: Piece[] = [];
    let w = 0;
    for (const p of pieces) {
      let start = 0;
      let acc = 0;
      for (let i = 0; i < p.text.length; ) {
        const cp = p.text.codePointAt(i)!;
        const len = cp > 0xffff ? 2 : 1;
        const adv = this.advance(p.face, cp) * (p.size / 1000);
        if (w + acc + adv > max && (w + acc > 0 || i > start)) {
          if (i > start) cur.push({ ...p, text: p.text.slice(start, i), width: acc });
          lines.push(cur);
          cur = [];
          w = 0;
          acc = 0;
          start = i;
        }
        acc += adv;
        i += len;
      }
      if (p.text.length > start) {
        cur.push({ ...p, text: p.text.slice(start), width: acc });
        w += acc;
      }
    }
    if (cur.length) lines.push(cur);
    return lines;
  }

  advance(face: FaceId, cp: number): number {
    return face.startsWith('tofu') ? tofuWidth(cp) : this.faces[face as FaceKey].advance(cp);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Inline content → tokens → lines

const CHUNKS =
  /(\s+)|([\u1100-\u11ff\u2e80-\u2fff\u3000-\u303f\u3040-\u9fff\ua000-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\u{20000}-\u{3ffff}])|([^\s\u1100-\u11ff\u2e80-\u2fff\u3000-\u303f\u3040-\u9fff\ua000-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]+)/gu;
const HYPHEN_BREAK = /(?<=[\p{L}\p{N}][-‐–—/])(?=[\p{L}\p{N}])/u;

function applyMarks(base: Style, marks: DocMark[] | undefined): Style {
  if (!marks || marks.length === 0) return base;
  const st: Style = { ...base };
  for (const m of marks) {
    if (!m || typeof m !== 'object') continue;
    switch (m.type) {
      case 'bold':
        st.bold = true;
        break;
      case 'italic':
        st.italic = true;
        break;
      case 'underline':
        st.underline = true;
        break;
      case 'strike':
        st.strike = true;
        break;
      case 'code':
        st.mono = true;
        st.codeBg = true;
        break;
      case 'subscript':
        st.script = -1;
        break;
      case 'superscript':
        st.script = 1;
        break;
      case 'link':
        if (m.attrs && typeof m.attrs.href === 'string') {
          st.link = m.attrs.href;
          st.color = C.link;
          st.underline = true;
        }
        break;
    }
  }
  return st;
}

class Tokenizer {
  readonly tokens: Token[] = [];
  private word: (Token & { t: 'word' }) | null = null;

  constructor(private readonly shaper: Shaper) {}

  text(raw: string, style: Style): void {
    const text = cleanText(raw).replace(/[\r\n\t]/g, ' ');
    CHUNKS.lastIndex = 0;
    for (let m = CHUNKS.exec(text); m; m = CHUNKS.exec(text)) {
      if (m[1] !== undefined) {
        this.word = null;
        const last = this.tokens[this.tokens.length - 1];
        if (last && last.t === 'space') continue;
        const piece = this.shaper.pieces(' ', style)[0];
        this.tokens.push({ t: 'space', piece, width: piece.width });
      } else if (m[2] !== undefined) {
        this.word = null;
        this.addToWord(m[2], style);
        this.word = null;
      } else {
        const parts = m[3].split(HYPHEN_BREAK);
        parts.forEach((part, i) => {
          if (i > 0) this.word = null;
          this.addToWord(part, style);
        });
      }
    }
  }

  private addToWord(text: string, style: Style): void {
    const pieces = this.shaper.pieces(text, style);
    if (!this.word) {
      this.word = { t: 'word', pieces: [], width: 0 };
      this.tokens.push(this.word);
    }
    for (const p of pieces) {
      this.word.pieces.push(p);
      this.word.width += p.width;
    }
  }

  hardBreak(size: number): void {
    this.word = null;
    this.tokens.push({ t: 'break', size });
  }

  field(attrs: DocNodeSignatureField['attrs'], size: number): void {
    this.word = null;
    const [width, height] = inlineFieldSize(attrs.fieldType, size);
    this.tokens.push({ t: 'box', box: { field: attrs, size }, width, height });
  }

  inlines(nodes: DocNodeInline[] | undefined, base: Style): this {
    for (const node of Array.isArray(nodes) ? nodes : []) {
      if (!node || typeof node !== 'object') continue;
      switch (node.type) {
        case 'text':
          if (typeof node.text === 'string') this.text(node.text, applyMarks(base, Array.isArray(node.marks) ? node.marks : undefined));
          break;
        case 'mathInline':
          this.text(latexToUnicode(String(node.attrs?.latex ?? '')).replace(/\n/g, ' '), { ...base, math: true });
          break;
        case 'hardBreak':
          this.hardBreak(base.size);
          break;
        case 'signatureField':
          if (node.attrs) this.field(node.attrs, base.size);
          break;
        default:
          break;
      }
    }
    return this;
  }
}

function inlineFieldSize(type: string, size: number): [number, number] {
  const h = Math.round(size * 1.45);
  switch (type) {
    case 'checkbox':
      return [size * 1.1, size * 1.1];
    case 'initials':
      return [52, h];
    case 'date':
      return [72, h];
    case 'signature':
      return [120, h];
    default:
      return [96, h];
  }
}

function textMetrics(size: number): { ascent: number; descent: number } {
  const half = (size * LEADING - size * 1.164) / 2;
  return { ascent: size * 0.928 + half, descent: size * 0.236 + half };
}

function breakLines(tokens: Token[], width: number, shaper: Shaper, emptySize: number): Line[] {
  const lines: Line[] = [];
  let items: LineItem[] = [];
  let x = 0;
  let space: Piece | null = null;
  let lastSize = emptySize;
  const flush = () => {
    lines.push(finishLine(items, x, lastSize));
    items = [];
    x = 0;
    space = null;
  };
  const placeWord = (pieces: Piece[]) => {
    for (const p of pieces) {
      items.push({ kind: 'text', piece: p, x });
      x += p.width;
    }
  };
  for (const tok of tokens) {
    if (tok.t === 'break') {
      lastSize = tok.size;
      flush();
      continue;
    }
    if (tok.t === 'space') {
      if (items.length > 0) space = tok.piece;
      continue;
    }
    const sw: number = space ? (space as Piece).width : 0;
    if (items.length > 0 && x + sw + tok.width > width + 0.01) flush();
    if (space && items.length > 0) {
      items.push({ kind: 'text', piece: space, x });
      x += space.width;
    }
    space = null;
    if (tok.t === 'box') {
      items.push({ kind: 'box', box: tok.box, x, width: tok.width, height: tok.height });
      x += tok.width;
      continue;
    }
    lastSize = tok.pieces[0]?.style.size ?? lastSize;
    if (items.length === 0 && tok.width > width + 0.01) {
      const parts = shaper.splitToWidth(tok.pieces, width);
      parts.forEach((part, i) => {
        placeWord(part);
        if (i < parts.length - 1) flush();
      });
      continue;
    }
    placeWord(tok.pieces);
  }
  if (items.length > 0 || lines.length === 0 || tokens[tokens.length - 1]?.t === 'break') flush();
  return lines;
}

function finishLine(items: LineItem[], width: number, emptySize: number): Line {
  // trailing spaces do not count
  while (items.length > 0) {
    const last = items[items.length - 1];
    if (last.kind === 'text' && last.piece.text.trim() === '' && items.length > 1) {
      items.pop();
      width = last.x;
    } else break;
  }
  reorderRtl(items);
  let ascent = 0;
  let descent = 0;
  for (const it of items) {
    if (it.kind === 'text') {
      const m = textMetrics(it.piece.style.size);
      ascent = Math.max(ascent, m.ascent);
      descent = Math.max(descent, m.descent);
    } else {
      ascent = Math.max(ascent, it.height - 2);
      descent = Math.max(descent, 4);
    }
  }
  if (items.length === 0) {
    const m = textMetrics(emptySize);
    ascent = m.ascent;
    descent = m.descent;
  }
  return { items, width, ascent, descent, height: ascent + descent, gapBefore: 0 };
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const LTR = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f]/;

/**
 * Minimal bidi for right-to-left phrases in a left-to-right paragraph: the shaper already puts each word's glyphs
 * in visual order; here runs of consecutive RTL words (with the spaces between them) are mirrored so the first
 * word of the phrase ends up on the right.
 */
function reorderRtl(items: LineItem[]): void {
  const kind = (it: LineItem): 'r' | 'l' | 'n' => {
    if (it.kind !== 'text') return 'l';
    if (RTL.test(it.piece.text) && !LTR.test(it.piece.text)) return 'r';
    return it.piece.text.trim() === '' ? 'n' : 'l';
  };
  for (let i = 0; i < items.length; i++) {
    if (kind(items[i]) !== 'r') continue;
    let end = i;
    for (let j = i + 1; j < items.length; j++) {
      const k = kind(items[j]);
      if (k === 'r') end = j;
      else if (k === 'l') break;
    }
    if (end > i) {
      const run = items.slice(i, end + 1) as (LineItem & { kind: 'text' })[];
      const start = run[0].x;
      const stop = run[run.length - 1].x + run[run.length - 1].piece.width;
      for (const it of run) it.x = start + stop - (it.x + it.piece.width);
      run.sort((a, b) => a.x - b.x);
      items.splice(i, run.length, ...run);
    }
    i = end;
  }
}

/** Narrowest width the tokens can take (widest word) and their width on one line (longest hard-broken line). */
function tokenWidths(tokens: Token[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  let line = 0;
  for (const tok of tokens) {
    if (tok.t === 'break') {
      max = Math.max(max, line);
      line = 0;
      continue;
    }
    if (tok.t !== 'space') min = Math.max(min, tok.width);
    line += tok.width;
  }
  return { min, max: Math.max(max, line) };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

interface TextOp {
  face: FaceId;
  size: number;
  x: number;
  y: number;
  text: string;
  color: RGB;
}

interface LinkAnnot {
  rect: [number, number, number, number];
  href: string;
}

interface PageState {
  ops: (string | TextOp)[];
  links: LinkAnnot[];
  /** Quote rules, drawn under the content; kept apart so `ops` holds only what a block drew. */
  decor: string[];
}

/** Where the layout stood, to lay a group of blocks out again from there (keepTogether). */
interface LayoutMark {
  pages: number;
  ops: number;
  links: number;
  decor: number;
  y: number;
  gap: number;
  markers: Marker[];
  ruleTops: (number | null)[];
}

const isHeading = (b: DocNodeBlock | undefined) => !!b && typeof b === 'object' && b.type === 'heading';
const isBlockField = (b: DocNodeBlock | undefined) => !!b && typeof b === 'object' && b.type === 'signatureField';

/**
 * End (exclusive) of the group of blocks starting at `i` that must start on one page: headings with the block after
 * them (at least its first line), and a run of block signature fields (a signature block: name, signature, date)
 * kept whole, with the headings above it.
 */
function keepGroupEnd(list: DocNodeBlock[], i: number): number {
  let j = i;
  while (j < list.length && isHeading(list[j])) j++;
  if (isBlockField(list[j])) {
    while (isBlockField(list[j])) j++;
    return j;
  }
  return j > i ? Math.min(j + 1, list.length) : i + 1;
}

const num = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
const rgbFill = (c: RGB) => `${num(c[0])} ${num(c[1])} ${num(c[2])} rg`;
const rgbStroke = (c: RGB) => `${num(c[0])} ${num(c[1])} ${num(c[2])} RG`;

interface Box {
  x: number;
  w: number;
}

interface Env {
  color: RGB;
  inList: boolean;
  listDepth: number;
  depth: number;
}

interface OpenRule {
  x: number;
  top: number | null;
}

interface Marker {
  pieces: Piece[];
  x: number;
}

interface CellLayout {
  row: number;
  col: number;
  colspan: number;
  rowspan: number;
  header: boolean;
  align: Align;
  tokens: Token[][];
  lines: Line[];
  height: number;
}

class Layout {
  readonly pages: PageState[] = [];
  private page!: PageState;
  private y = TOP_Y;
  private gap = 0;
  private readonly rules: OpenRule[] = [];
  /** List markers waiting for the first line of their item (several when lists start inside list items). */
  private markers: Marker[] = [];
  readonly shaper: Shaper;

  constructor(
    readonly faces: Faces,
    readonly tofu: TofuFonts,
  ) {
    this.shaper = new Shaper(faces, tofu);
    this.newPage();
  }

  // -- flow ------------------------------------------------------------------------------------------------------

  private newPage(): void {
    if (this.page) {
      for (const r of this.rules) this.closeRule(r);
    }
    this.page = { ops: [], links: [], decor: [] };
    this.pages.push(this.page);
    this.y = TOP_Y;
    this.gap = 0;
    for (const r of this.rules) r.top = TOP_Y;
  }

  private atTop(): boolean {
    return this.y >= TOP_Y - 0.01;
  }

  private room(): number {
    return this.y - BOTTOM_Y;
  }

  private space(n: number): void {
    this.gap = Math.max(this.gap, n);
  }

  /** Makes room for `h` points of content (plus the pending gap), breaking the page when needed. */
  private ensure(h: number): void {
    const gap = this.atTop() ? 0 : this.gap;
    if (!this.atTop() && gap + h > this.room()) this.newPage();
    else this.y -= gap;
    this.gap = 0;
    for (const r of this.rules) if (r.top === null) r.top = this.y;
  }

  private closeRule(r: OpenRule): void {
    if (r.top !== null && r.top - this.y > 0.5) {
      this.page.decor.push(`q ${rgbFill(C.quoteRule)} ${num(r.x)} ${num(this.y)} 2.2 ${num(r.top - this.y)} re f Q`);
    }
    r.top = null;
  }

  // -- drawing primitives --------------------------------------------------------------------------------------

  private fillRect(x: number, y: number, w: number, h: number, c: RGB): void {
    this.page.ops.push(`q ${rgbFill(c)} ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f Q`);
  }

  private strokeRect(x: number, y: number, w: number, h: number, c: RGB, lw: number): void {
    this.page.ops.push(`q ${rgbStroke(c)} ${num(lw)} w ${num(x)} ${num(y)} ${num(w)} ${num(h)} re S Q`);
  }

  private line(x1: number, y1: number, x2: number, y2: number, c: RGB, lw: number): void {
    this.page.ops.push(`q ${rgbStroke(c)} ${num(lw)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`);
  }

  private drawPieces(pieces: Piece[], x: number, baseline: number): void {
    for (const p of pieces) {
      if (p.text.trim() !== '' || p.style.underline || p.style.strike) this.page.ops.push({ face: p.face, size: p.size, x, y: baseline + p.rise, text: p.text, color: p.style.color });
      x += p.width;
    }
  }

  /** Draws a laid-out line whose top is at `top`; returns nothing (the caller advances y). */
  private drawLine(line: Line, x0: number, top: number, width: number, align: Align, useMarker: boolean): void {
    const baseline = top - line.ascent;
    const dx = align === 'right' ? width - line.width : align === 'center' ? (width - line.width) / 2 : 0;
    const x = x0 + Math.max(0, dx);
    if (useMarker && this.markers.length) {
      for (const m of this.markers) this.drawPieces(m.pieces, m.x, baseline);
      this.markers = [];
    }
    // backgrounds of inline code first
    for (const it of line.items) {
      if (it.kind === 'text' && it.piece.style.codeBg && it.piece.text.trim() !== '') {
        const s = it.piece.style.size;
        this.fillRect(x + it.x - 1, baseline - s * 0.27, it.piece.width + 2, s * 1.22, C.inlineCodeBg);
      }
    }
    let run: TextOp | null = null;
    let runEnd = 0;
    let runShaped = false;
    for (const it of line.items) {
      if (it.kind === 'box') {
        run = null;
        this.drawInlineField(it.box, x + it.x, baseline, it.width, it.height);
        continue;
      }
      const p = it.piece;
      const px = x + it.x;
      const py = baseline + p.rise;
      if (run && !runShaped && !p.shaped && run.face === p.face && run.size === p.size && run.y === py && run.color === p.style.color && Math.abs(runEnd - px) < 0.01) {
        run.text += p.text;
      } else {
        run = { face: p.face, size: p.size, x: px, y: py, text: p.text, color: p.style.color };
        runShaped = p.shaped === true;
        this.page.ops.push(run);
      }
      runEnd = px + p.width;
      const s = p.style.size;
      if (p.style.underline) this.fillRect(px, baseline - s * 0.12, p.width, Math.max(0.5, s * 0.055), p.style.color);
      if (p.style.strike) this.fillRect(px, baseline + s * 0.27, p.width, Math.max(0.5, s * 0.055), p.style.color);
      if (p.style.link) {
        const last = this.page.links[this.page.links.length - 1];
        const rect: [number, number, number, number] = [px, baseline - s * 0.25, px + p.width, baseline + s * 0.95];
        if (last && last.href === p.style.link && Math.abs(last.rect[2] - px) < 0.5 && Math.abs(last.rect[1] - rect[1]) < 0.5) last.rect[2] = rect[2];
        else this.page.links.push({ rect, href: p.style.link });
      }
    }
  }

  private drawInlineField(box: FieldBox, x: number, baseline: number, w: number, h: number): void {
    const bottom = baseline - 3.5;
    this.fillRect(x, bottom, w, h, C.fieldBg);
    this.strokeRect(x, bottom, w, h, C.fieldBorder, 0.7);
    if (box.field.fieldType === 'checkbox') return;
    const caption = box.field.label?.trim() || fieldTypeLabel(box.field.fieldType);
    const style = baseStyle(Math.min(6.5, box.size * 0.65), C.fieldBorder);
    let pieces = this.shaper.pieces(cleanText(caption), style);
    const maxW = w - 6;
    if (pieces.reduce((a, p) => a + p.width, 0) > maxW) pieces = this.shaper.splitToWidth(pieces, maxW)[0] ?? [];
    this.drawPieces(pieces, x + 3, bottom + 3);
  }

  /** Draws the pending list marker on its own (for list items that start with something other than text). */
  private flushMarker(): void {
    if (!this.markers.length) return;
    const m = textMetrics(BODY_SIZE);
    this.ensure(m.ascent + m.descent);
    for (const mk of this.markers) this.drawPieces(mk.pieces, mk.x, this.y - m.ascent);
    this.markers = [];
  }

  /** Places lines in the flow, breaking pages between lines. */
  private flowLines(lines: Line[], box: Box, align: Align): void {
    for (const line of lines) {
      this.ensure(line.height);
      this.drawLine(line, box.x, this.y, box.w, align, true);
      this.y -= line.height;
    }
  }

  // -- document ---------------------------------------------------------------------------------------------------

  title(title: string): void {
    const t = cleanText(title).trim();
    if (!t) return;
    const tokens = new Tokenizer(this.shaper);
    tokens.text(t, baseStyle(TITLE_SIZE, C.heading, { bold: true }));
    this.flowLines(breakLines(tokens.tokens, CONTENT_W, this.shaper, TITLE_SIZE), { x: MARGIN_X, w: CONTENT_W }, 'left');
    this.y -= 6;
    this.line(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, C.rule, 0.8);
    this.space(16);
  }

  blocks(blocks: DocNodeBlock[] | undefined, box: Box, env: Env): void {
    const list = Array.isArray(blocks) ? blocks : [];
    for (let i = 0; i < list.length; ) {
      const end = keepGroupEnd(list, i);
      if (end - i > 1) this.keepTogether(list.slice(i, end), box, env);
      else this.block(list[i], box, env);
      i = end;
    }
  }

  /**
   * Lays out blocks that belong together; when one of them began on a later page than the first (a heading left
   * alone at the foot of a page, a signature block cut in two), lays them out again from the top of a new page. A
   * group that does not fit on one page even so is laid out as it falls, where it started.
   */
  private keepTogether(group: DocNodeBlock[], box: Box, env: Env): void {
    const start = this.mark();
    const fresh = this.atTop();
    if (this.layGroup(group, box, env) || fresh) return;
    this.rollback(start);
    this.newPage();
    if (this.layGroup(group, box, env)) return;
    this.rollback(start);
    for (const block of group) this.block(block, box, env);
  }

  /** Lays out the blocks; true when each began on the page the first one did. */
  private layGroup(group: DocNodeBlock[], box: Box, env: Env): boolean {
    let first: number | null = null;
    let together = true;
    for (const block of group) {
      const before = { page: this.pages.length - 1, ops: this.page.ops.length };
      this.block(block, box, env);
      const page = this.firstDrawnPage(before);
      if (page === null) continue;
      first ??= page;
      if (page !== first) together = false;
    }
    return together;
  }

  /** The page where something was first drawn since `before`, or null when nothing was. */
  private firstDrawnPage(before: { page: number; ops: number }): number | null {
    for (let p = before.page; p < this.pages.length; p++) {
      if (this.pages[p].ops.length > (p === before.page ? before.ops : 0)) return p;
    }
    return null;
  }

  private mark(): LayoutMark {
    const page = this.page;
    return {
      pages: this.pages.length,
      ops: page.ops.length,
      links: page.links.length,
      decor: page.decor.length,
      y: this.y,
      gap: this.gap,
      markers: [...this.markers],
      ruleTops: this.rules.map((r) => r.top),
    };
  }

  private rollback(m: LayoutMark): void {
    this.pages.length = m.pages;
    this.page = this.pages[m.pages - 1];
    this.page.ops.length = m.ops;
    this.page.links.length = m.links;
    this.page.decor.length = m.decor;
    this.y = m.y;
    this.gap = m.gap;
    this.markers = m.markers;
    this.rules.forEach((r, i) => (r.top = m.ruleTops[i]));
  }

  private block(node: DocNodeBlock, box: Box, env: Env): void {
    if (!node || typeof node !== 'object') return;
    if (env.depth > MAX_DEPTH) {
      // absurdly deep nesting: keep the text, drop the structure
      const text = plainText(node);
      if (text.trim()) this.paragraphTokens(new Tokenizer(this.shaper).inlines([{ type: 'text', text }], baseStyle(BODY_SIZE, env.color)).tokens, box, env, 'left');
      return;
    }
    switch (node.type) {
      case 'paragraph':
        this.paragraph(node, box, env);
        break;
      case 'heading':
        this.heading(node.attrs?.level ?? 1, node.content, box);
        break;
      case 'bulletList':
      case 'orderedList':
        this.list(node, box, env);
        break;
      case 'blockquote':
        this.blockquote(node.content, box, env);
        break;
      case 'codeBlock':
        this.codeBlock((Array.isArray(node.content) ? node.content : []).map((t) => (typeof t?.text === 'string' ? t.text : '')).join(''), box);
        break;
      case 'horizontalRule':
        this.flushMarker();
        this.space(10);
        this.ensure(1);
        this.line(box.x, this.y, box.x + box.w, this.y, C.rule, 0.8);
        this.y -= 1;
        this.space(10);
        break;
      case 'table':
        this.table(node, box);
        break;
      case 'mathBlock':
        this.mathBlock(String(node.attrs?.latex ?? ''), box, env);
        break;
      case 'signatureField':
        if (node.attrs) this.signatureBlock(node.attrs, box);
        break;
      default:
        break;
    }
  }

  private paragraph(node: DocNodeParagraph, box: Box, env: Env): void {
    const tokens = new Tokenizer(this.shaper).inlines(node.content, baseStyle(BODY_SIZE, env.color)).tokens;
    this.paragraphTokens(tokens, box, env, 'left');
  }

  private paragraphTokens(tokens: Token[], box: Box, env: Env, align: Align): void {
    const gap = env.inList ? 3 : 7;
    this.space(gap);
    this.flowLines(breakLines(tokens, box.w, this.shaper, BODY_SIZE), box, align);
    this.space(gap);
  }

  private heading(levelRaw: number, content: DocNodeInline[] | undefined, box: Box): void {
    const level = Math.min(6, Math.max(1, Math.round(Number(levelRaw)) || 1));
    const size = HEADING_SIZES[level];
    const color = level === 6 ? C.muted : C.heading;
    const tokens = new Tokenizer(this.shaper).inlines(content, baseStyle(size, color, { bold: true })).tokens;
    const lines = breakLines(tokens, box.w, this.shaper, size);
    this.space(HEADING_SPACE_BEFORE[level]);
    // keep the heading with at least two lines of what follows
    const total = lines.reduce((a, l) => a + l.height, 0);
    const keep = total + 2 * BODY_SIZE * LEADING + 6;
    if (!this.atTop() && this.gap + keep > this.room() && keep < TOP_Y - BOTTOM_Y) this.newPage();
    this.flowLines(lines, box, 'left');
    this.space(level <= 2 ? 7 : 5);
  }

  private list(node: DocNodeBlock & { type: 'bulletList' | 'orderedList' }, box: Box, env: Env): void {
    const items = Array.isArray(node.content) ? node.content : [];
    const ordered = node.type === 'orderedList';
    const start = ordered ? Math.max(0, Math.floor(Number((node as { attrs?: { start?: number } }).attrs?.start ?? 1)) || 0) : 1;
    const markerStyle = baseStyle(BODY_SIZE, env.color);
    const markers = items.map((_, i) => this.shaper.pieces(listMarker(ordered, env.listDepth, start + i), markerStyle));
    const widest = Math.max(0, ...markers.map((m) => m.reduce((a, p) => a + p.width, 0)));
    const indent = box.w - LIST_INDENT < MIN_BOX_W ? 0 : Math.max(LIST_INDENT, widest + 6);
    const inner: Box = { x: box.x + indent, w: box.w - indent };
    const innerEnv: Env = { ...env, inList: true, listDepth: env.listDepth + 1, depth: env.depth + 1 };
    this.space(env.inList ? 2 : 6);
    items.forEach((item, i) => {
      const mw = markers[i].reduce((a, p) => a + p.width, 0);
      this.markers.push({ pieces: markers[i], x: inner.x - 5 - mw });
      this.blocks(Array.isArray(item?.content) ? item.content : [], inner, innerEnv);
      this.flushMarker();
    });
    this.space(env.inList ? 2 : 6);
  }

  private blockquote(content: DocNodeBlock[] | undefined, box: Box, env: Env): void {
    this.space(8);
    const indent = box.w - QUOTE_INDENT < MIN_BOX_W ? 0 : QUOTE_INDENT;
    const rule: OpenRule = { x: box.x + 2, top: null };
    if (indent > 0) this.rules.push(rule);
    this.blocks(content, { x: box.x + indent, w: box.w - indent }, { ...env, color: C.quote, depth: env.depth + 1 });
    if (indent > 0) {
      this.closeRule(rule);
      this.rules.splice(this.rules.indexOf(rule), 1);
    }
    this.space(8);
  }

  private codeBlock(code: string, box: Box): void {
    this.flushMarker();
    const style = baseStyle(CODE_SIZE, C.text, { mono: true });
    const pad = 6;
    const lh = CODE_SIZE * 1.38;
    const innerW = box.w - 2 * pad;
    const lines: Piece[][] = [];
    for (const raw of cleanText(code).replace(/\r\n?/g, '\n').split('\n')) {
      const text = expandTabs(raw);
      const pieces = this.shaper.pieces(text, style);
      const width = pieces.reduce((a, p) => a + p.width, 0);
      if (width <= innerW) lines.push(pieces);
      else lines.push(...this.shaper.splitToWidth(pieces, innerW));
    }
    if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
    if (lines.length === 0) lines.push([]);
    this.space(8);
    let i = 0;
    while (i < lines.length) {
      this.ensure(2 * pad + lh);
      let fit = Math.max(1, Math.floor((this.room() - 2 * pad) / lh));
      const left = lines.length - i;
      if (fit < left && fit < 2 && !this.atTop()) {
        this.newPage();
        continue;
      }
      fit = Math.min(fit, left);
      const h = 2 * pad + fit * lh;
      this.fillRect(box.x, this.y - h, box.w, h, C.codeBg);
      for (let k = 0; k < fit; k++) {
        const baseline = this.y - pad - k * lh - CODE_SIZE * 1.0;
        this.drawPieces(lines[i + k], box.x + pad, baseline);
      }
      this.y -= h;
      i += fit;
      if (i < lines.length) this.newPage();
    }
    this.space(8);
  }

  private mathBlock(latex: string, box: Box, env: Env): void {
    this.flushMarker();
    const text = latexToUnicode(latex);
    this.space(9);
    for (const row of text.split('\n')) {
      const tokens = new Tokenizer(this.shaper);
      tokens.text(row, baseStyle(MATH_BLOCK_SIZE, env.color, { math: true }));
      this.flowLines(breakLines(tokens.tokens, box.w, this.shaper, MATH_BLOCK_SIZE), box, 'center');
    }
    this.space(9);
  }

  private signatureBlock(attrs: DocNodeSignatureField['attrs'], box: Box): void {
    this.flushMarker();
    const type = attrs.fieldType;
    const required = attrs.required !== false;
    const label = cleanText(attrs.label?.trim() || fieldTypeLabel(type));
    const labelStyle = baseStyle(9.5, C.text, { bold: true });
    const captionStyle = baseStyle(7, C.muted);
    const caption = `${fieldTypeLabel(type)} field${required ? ' · required' : ' · optional'}`;
    this.space(10);
    if (type === 'checkbox') {
      const h = 16;
      this.ensure(h);
      const top = this.y;
      this.fillRect(box.x, top - 12, 11, 11, C.fieldBg);
      this.strokeRect(box.x, top - 12, 11, 11, C.fieldBorder, 0.9);
      const lp = this.shaper.pieces(label + (required ? ' *' : ''), labelStyle);
      this.drawPieces(lp, box.x + 17, top - 9.5);
      const lw = lp.reduce((a, p) => a + p.width, 0);
      this.drawPieces(this.shaper.pieces(caption, captionStyle), box.x + 17 + lw + 8, top - 9.5);
      this.y -= h;
      this.space(10);
      return;
    }
    const boxH = type === 'signature' ? 44 : type === 'initials' ? 34 : 26;
    const boxW = Math.min(box.w, type === 'signature' ? 260 : type === 'initials' ? 110 : type === 'date' ? 160 : 230);
    const labelLines = breakLines(new Tokenizer(this.shaper).inlines([{ type: 'text', text: label + (required ? ' *' : '') }], labelStyle).tokens, box.w, this.shaper, 9.5);
    const labelH = labelLines.reduce((a, l) => a + l.height, 0);
    const total = labelH + 2 + boxH + 11;
    this.ensure(total);
    let top = this.y;
    for (const l of labelLines) {
      this.drawLine(l, box.x, top, box.w, 'left', false);
      top -= l.height;
    }
    top -= 2;
    const bottom = top - boxH;
    this.fillRect(box.x, bottom, boxW, boxH, C.fieldBg);
    this.strokeRect(box.x, bottom, boxW, boxH, C.fieldBorder, 0.9);
    if (type === 'signature' || type === 'initials') {
      const ly = bottom + 10;
      this.drawPieces(this.shaper.pieces('×', baseStyle(10, C.fieldBorder)), box.x + 7, ly + 2);
      this.line(box.x + 18, ly, box.x + boxW - 10, ly, C.fieldBorder, 0.6);
    }
    this.drawPieces(this.shaper.pieces(caption, captionStyle), box.x, bottom - 8.5);
    this.y = bottom - 11;
    this.space(10);
  }

  // -- tables -----------------------------------------------------------------------------------------------------

  private table(node: DocNodeTable, box: Box): void {
    this.flushMarker();
    const rows = (Array.isArray(node.content) ? node.content : []).filter((r) => r && Array.isArray(r.content));
    if (rows.length === 0) return;
    const nRows = rows.length;
    // place cells on the grid (rowspans occupy the slots below them)
    const { placed, nCols } = placeCells(rows);
    const cells: CellLayout[] = placed.map(({ r, c, colspan, rowspan, cell }) => {
      const header = cell.type === 'tableHeader';
      const style = baseStyle(TABLE_SIZE, C.text, { bold: header });
      const paragraphs = Array.isArray(cell.content) ? cell.content : [];
      const tokens = (paragraphs.length ? paragraphs : [{ type: 'paragraph' as const }]).map((p) =>
        new Tokenizer(this.shaper).inlines(p?.type === 'paragraph' ? p.content : [{ type: 'text', text: plainText(p as unknown as DocNodeBlock) }], style).tokens,
      );
      const align = cell.attrs?.align === 'center' || cell.attrs?.align === 'right' ? cell.attrs.align : 'left';
      return { row: r, col: c, colspan, rowspan, header, align, tokens, lines: [], height: 0 };
    });
    if (nCols === 0) return;

    // column widths from content: min = widest word, max = widest unbroken line
    const avail = box.w;
    const minW = new Array<number>(nCols).fill(2 * CELL_PAD + 14);
    const maxW = new Array<number>(nCols).fill(2 * CELL_PAD + 14);
    const cap = Math.max(avail / nCols, avail * 0.4);
    const spanning: { cell: CellLayout; min: number; max: number }[] = [];
    for (const cell of cells) {
      let min = 0;
      let max = 0;
      for (const t of cell.tokens) {
        const w = tokenWidths(t);
        min = Math.max(min, w.min);
        max = Math.max(max, w.max);
      }
      min = Math.min(cap, min + 2 * CELL_PAD + 0.5);
      max = max + 2 * CELL_PAD + 0.5;
      if (cell.colspan === 1) {
        minW[cell.col] = Math.max(minW[cell.col], min);
        maxW[cell.col] = Math.max(maxW[cell.col], max);
      } else spanning.push({ cell, min, max });
    }
    for (const s of spanning) {
      const cols = range(s.cell.col, Math.min(nCols, s.cell.col + s.cell.colspan));
      const curMin = cols.reduce((a, c) => a + minW[c], 0);
      const curMax = cols.reduce((a, c) => a + maxW[c], 0);
      if (s.min > curMin) for (const c of cols) minW[c] += (s.min - curMin) / cols.length;
      if (s.max > curMax) for (const c of cols) maxW[c] += (s.max - curMax) / cols.length;
    }
    for (let c = 0; c < nCols; c++) maxW[c] = Math.max(maxW[c], minW[c]);
    const minSum = sum(minW);
    const maxSum = sum(maxW);
    let widths: number[];
    if (maxSum <= avail) widths = maxW.map((w) => w + ((avail - maxSum) * w) / maxSum);
    else if (minSum <= avail) {
      // every column gets its narrowest width; the rest goes first to the columns that need least to fit on
      // one line, an equal share at a time, so short columns are not wrapped for the sake of long ones
      widths = minW.slice();
      let left = avail - minSum;
      const order = range(0, nCols).sort((x, y) => maxW[x] - minW[x] - (maxW[y] - minW[y]));
      order.forEach((c, i) => {
        const give = Math.min(maxW[c] - minW[c], left / (nCols - i));
        widths[c] += give;
        left -= give;
      });
    } else widths = minW.map((w) => (avail * w) / minSum);
    const colX = [box.x];
    for (let c = 0; c < nCols; c++) colX.push(colX[c] + widths[c]);

    // lay out cell text and size the rows
    for (const cell of cells) {
      const w = colX[Math.min(nCols, cell.col + cell.colspan)] - colX[cell.col] - 2 * CELL_PAD;
      cell.lines = [];
      cell.tokens.forEach((t, i) => {
        const lines = breakLines(t, w, this.shaper, TABLE_SIZE);
        if (i > 0 && lines.length) lines[0].gapBefore = 4;
        cell.lines.push(...lines);
      });
      cell.height = cell.lines.reduce((a, l) => a + l.height + l.gapBefore, 0) + 2 * CELL_PAD;
    }
    const rowH = new Array<number>(nRows).fill(textMetrics(TABLE_SIZE).ascent + textMetrics(TABLE_SIZE).descent + 2 * CELL_PAD);
    for (const cell of cells) if (cell.rowspan === 1) rowH[cell.row] = Math.max(rowH[cell.row], cell.height);
    for (const cell of cells) {
      if (cell.rowspan === 1) continue;
      const last = cell.row + cell.rowspan - 1;
      const have = sum(rowH.slice(cell.row, last + 1));
      if (cell.height > have) rowH[last] += cell.height - have;
    }

    // row groups: rows bound together by rowspans
    const groups: [number, number][] = [];
    for (let r = 0; r < nRows; ) {
      let end = r;
      for (let k = r; k <= end; k++) for (const cell of cells) if (cell.row === k) end = Math.max(end, cell.row + cell.rowspan - 1);
      groups.push([r, end]);
      r = end + 1;
    }
    let headerEnd = 0; // rows [0, headerEnd) repeat on each page
    for (const [a, b] of groups) {
      const inGroup = cells.filter((c) => c.row >= a && c.row <= b);
      if (inGroup.length > 0 && inGroup.every((c) => c.header) && a === headerEnd) headerEnd = b + 1;
      else break;
    }
    if (headerEnd >= nRows) headerEnd = 0; // a table of header cells only: nothing to repeat
    const headerH = sum(rowH.slice(0, headerEnd));
    const repeatHeader = headerEnd > 0 && headerH < (TOP_Y - BOTTOM_Y) / 3;

    const drawGroup = (a: number, b: number) => {
      const top = this.y;
      for (const cell of cells) {
        if (cell.row < a || cell.row > b) continue;
        const cTop = top - sum(rowH.slice(a, cell.row));
        const h = sum(rowH.slice(cell.row, cell.row + cell.rowspan));
        this.drawCell(cell, colX, nCols, cTop, h, 0, cell.lines.length);
      }
      this.y = top - sum(rowH.slice(a, b + 1));
    };
    const drawHeader = () => {
      if (headerEnd > 0) drawGroup(0, headerEnd - 1);
    };

    this.space(8);
    const pageSpace = TOP_Y - BOTTOM_Y;
    const firstBody = groups.find(([a]) => a >= headerEnd);
    const firstH = headerH + (firstBody ? sum(rowH.slice(firstBody[0], firstBody[1] + 1)) : 0);
    this.ensure(firstH <= pageSpace ? firstH : Math.min(headerH + 60, pageSpace));
    /** True while the page holds nothing but this table's header: a new page would not give more room. */
    let fresh = this.atTop();
    drawHeader();
    const nextPage = () => {
      this.newPage();
      if (repeatHeader) drawHeader();
      fresh = true;
    };
    const freshRoom = pageSpace - (repeatHeader ? headerH : 0);
    for (const [a, b] of groups) {
      if (a < headerEnd) continue;
      const h = sum(rowH.slice(a, b + 1));
      // move to a new page when the rows fit there; rows taller than any page are split from here on
      if (h > this.room() + 0.01 && !fresh && h <= freshRoom + 0.01) nextPage();
      if (h <= this.room() + 0.01) {
        drawGroup(a, b);
        fresh = false;
        continue;
      }
      // taller than a page: its rows one at a time, each split between lines of text (spans are dropped)
      for (let r = a; r <= b; r++) {
        const rowCells = cells.filter((c) => c.row === r);
        if (rowCells.length === 0) continue;
        const next = rowCells.map(() => 0);
        const done = () => rowCells.every((c, i) => next[i] >= c.lines.length);
        for (let first = true; first || !done(); first = false) {
          const need = Math.max(0, ...rowCells.map((c, i) => (next[i] < c.lines.length ? c.lines[next[i]].height : 0))) + 2 * CELL_PAD;
          if (need > this.room() && !fresh) nextPage();
          const availH = this.room() - 2 * CELL_PAD;
          const ends = rowCells.map((c, i) => {
            let used = 0;
            let k = next[i];
            while (k < c.lines.length && (k === next[i] || used + c.lines[k].height + c.lines[k].gapBefore <= availH)) {
              used += c.lines[k].height + (k === next[i] ? 0 : c.lines[k].gapBefore);
              k++;
            }
            return { k, used };
          });
          const sliceH = Math.max(...ends.map((e) => e.used)) + 2 * CELL_PAD;
          const top = this.y;
          rowCells.forEach((cell, i) => {
            this.drawCell(cell, colX, nCols, top, sliceH, next[i], ends[i].k);
            next[i] = ends[i].k;
          });
          this.y = top - sliceH;
          fresh = false;
          if (!done()) nextPage();
        }
      }
    }
    this.space(8);
  }

  private drawCell(cell: CellLayout, colX: number[], nCols: number, top: number, h: number, from: number, to: number): void {
    const x = colX[cell.col];
    const w = colX[Math.min(nCols, cell.col + cell.colspan)] - x;
    if (cell.header) this.fillRect(x, top - h, w, h, C.headerBg);
    let lt = top - CELL_PAD;
    for (let k = from; k < to; k++) {
      const line = cell.lines[k];
      if (k > from) lt -= line.gapBefore;
      this.drawLine(line, x + CELL_PAD, lt, w - 2 * CELL_PAD, cell.align, false);
      lt -= line.height;
    }
    this.strokeRect(x, top - h, w, h, C.border, 0.5);
  }

  // -- footer -----------------------------------------------------------------------------------------------------

  footers(): void {
    const total = this.pages.length;
    const style = baseStyle(8.5, C.muted);
    this.pages.forEach((page, i) => {
      const pieces = this.shaper.pieces(`Page ${i + 1} of ${total}`, style);
      const w = pieces.reduce((a, p) => a + p.width, 0);
      let x = (PAGE_W - w) / 2;
      for (const p of pieces) {
        page.ops.push({ face: p.face, size: p.size, x, y: FOOTER_BASELINE, text: p.text, color: p.style.color });
        x += p.width;
      }
    });
  }

  finish(): void {
    for (const r of this.rules) this.closeRule(r);
    this.rules.length = 0;
    this.markers = [];
  }
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(4 - (out.length % 4)) : ch;
  return out;
}

function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i < b; i++) out.push(i);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing the PDF

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

function escapePdfString(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c)).replace(/[\\()]/g, (c) => `\\${c}`);
}

async function writePdf(layout: Layout, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(sharedFontkit(layout.faces));
  const used = new Set<FaceId>();
  for (const page of layout.pages) for (const op of page.ops) if (typeof op !== 'string') used.add(op.face);
  const fonts = new Map<FaceKey, PDFFont>();
  for (const [i, key] of FACE_KEYS.entries()) {
    if (!used.has(key)) continue;
    // subset fonts are named with a six-letter tag (PDF 32000 9.6.4)
    const tag = `DSR${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}A`.slice(0, 6).padEnd(6, 'A');
    const name = `${tag}+${layout.faces[key].font.postscriptName ?? 'DejaVu'}`;
    fonts.set(key, await pdf.embedFont(layout.faces[key].bytes, { subset: true, customName: name }));
  }
  const tofuRefs = layout.tofu.fonts.map((cps) => tofuFont(pdf, cps));
  const resName = (face: FaceId) => (face.startsWith('tofu') ? `T${face.slice(4)}` : `F${FACE_KEYS.indexOf(face as FaceKey)}`);

  for (const state of layout.pages) {
    const page = pdf.addPage([PAGE_W, PAGE_H]);
    const pageFaces = new Set<FaceId>();
    const out: string[] = [];
    // consecutive text shows share one BT…ET; font and colour are set only when they change
    let inText = false;
    let font = '';
    let color = '';
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
        for (const ch of op.text) hex += layout.tofu.code(ch.codePointAt(0)!).toString(16).padStart(2, '0');
        hex += '>';
      } else {
        hex = fonts.get(op.face as FaceKey)!.encodeText(op.text).toString();
      }
      const f = `/${resName(op.face)} ${num(op.size)} Tf`;
      if (f !== font) out.push((font = f));
      const c = rgbFill(op.color);
      if (c !== color) out.push((color = c));
      out.push(`1 0 0 1 ${num(op.x)} ${num(op.y)} Tm ${hex} Tj`);
    }
    if (inText) out.push('ET');
    for (const face of pageFaces) {
      const ref = face.startsWith('tofu') ? tofuRefs[Number(face.slice(4))] : fonts.get(face as FaceKey)!.ref;
      page.node.setFontDictionary(PDFName.of(resName(face)), ref);
    }
    const content = deflateSync(Buffer.from(out.join('\n'), 'latin1'));
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

async function layOut(doc: ExportDocument): Promise<Layout> {
  const faces = await loadFaces();
  const layout = new Layout(faces, new TofuFonts());
  const title = typeof doc.title === 'string' ? doc.title : '';
  const content = doc.content && Array.isArray(doc.content.content) ? doc.content.content : [];
  if (printsTitle(title, content)) layout.title(title);
  layout.blocks(content, { x: MARGIN_X, w: CONTENT_W }, { color: C.text, inList: false, listDepth: 0, depth: 0 });
  layout.finish();
  return layout;
}

/** Renders a document as an A4 PDF with embedded DejaVu fonts and "Page N of M" footers. */
export async function renderPdf(doc: ExportDocument): Promise<RenderedPdf> {
  const layout = await layOut(doc);
  layout.footers();
  const bytes = await writePdf(layout, doc.title);
  return { bytes, pageCount: layout.pages.length };
}

/** The page count `renderPdf` would give, from the layout alone (no fonts embedded, nothing written). */
export async function countPdfPages(doc: ExportDocument): Promise<number> {
  return (await layOut(doc)).pages.length;
}
