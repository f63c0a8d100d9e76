// Shaping: text + style → pieces (runs of one face) with their widths. Each character takes the first face of the
// style's chain that has it, then the fallback face of its script (pdf/text: CJK, Indic, Thai…, when loaded);
// characters no face has go to the Type 3 "tofu" fonts (boxes that still copy as the original character).
import { fallbackFor, hanHint, loadedFallback, type FallbackFace, type FallbackKey } from '../text/index.js';
import { isShapedCodePoint, type FaceKey, type Faces } from './fonts.js';
import type { Fake } from './page.js';
import type { Style } from './style.js';

/** A face, a fallback face of another script, or a Type 3 "missing glyph" font (by number). */
export type FaceId = FaceKey | `fb:${FallbackKey}` | `tofu${number}`;

/** The fallback face of a FaceId, or null (a DejaVu face or tofu). */
export function fallbackOf(face: FaceId): FallbackFace | null {
  return face.startsWith('fb:') ? (loadedFallback(face.slice(3) as FallbackKey) ?? null) : null;
}

/** A run of text drawn with one face. `size` is the drawn size, `width` in points. */
export interface Piece {
  text: string;
  face: FaceId;
  size: number;
  rise: number;
  width: number;
  style: Style;
  /** Drawn through the OpenType shaper (joining scripts): measured and drawn on its own, never merged. */
  shaped?: boolean;
}

/**
 * The weight or slant a piece's face lacks, to be drawn by hand: a bold or italic style whose characters came
 * from a regular face (the Noto faces of CJK, Indic, Thai…, or a regular DejaVu face the bold one lacks a letter
 * of), so a heading in Chinese reads as a heading. Boxes of missing glyphs stay as they are.
 */
export function fakeOf(p: Piece): Fake | undefined {
  if (p.face.startsWith('tofu')) return undefined;
  const bold = p.style.bold && !p.face.includes('Bold');
  const italic = p.style.italic && !p.face.includes('Italic');
  return bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : undefined;
}

// Missing glyphs: Type 3 fonts of boxes, 255 characters each

/** Distinct missing characters kept per document; beyond, they all become one box that copies as U+FFFD. */
const MAX_TOFU = 4096;

export class TofuFonts {
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

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** Joiners, marks and variation selectors: they stay in the run of the letter before them. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists combining marks and joiners one code point at a time, on purpose
const CLINGS = /[\u0300-\u036f\u200c\u200d\ufe00-\ufe0f]/;

export function tofuWidth(cp: number): number {
  return cp >= 0x1100 ? 1000 : 600;
}

export class Shaper {
  constructor(
    private readonly faces: Faces,
    private readonly tofu: TofuFonts,
  ) {}

  private chain(style: Style): FaceKey[] {
    if (style.mono) {
      const primary: FaceKey = style.bold
        ? style.italic
          ? 'monoBoldItalic'
          : 'monoBold'
        : style.italic
          ? 'monoItalic'
          : 'mono';
      return primary === 'mono' ? ['mono', 'sans', 'math'] : [primary, 'mono', 'sans', 'math'];
    }
    if (style.math) return style.bold ? ['sansBold', 'sans', 'math', 'mono'] : ['sans', 'math', 'mono'];
    const primary: FaceKey = style.bold
      ? style.italic
        ? 'sansBoldItalic'
        : 'sansBold'
      : style.italic
        ? 'sansItalic'
        : 'sans';
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
    let runRtl = false;
    const hint = hanHint(text);
    const flush = (end: number) => {
      if (runFace !== null && end > runStart) {
        const t = text.slice(runStart, end);
        // shaped scripts are measured through the shaper (joining forms change widths)
        const width = runShaped ? this.width(runFace, t) : runWidth;
        out.push({
          text: t,
          face: runFace,
          size,
          rise,
          width: (width * size) / 1000,
          style,
          ...(runShaped ? { shaped: true } : {}),
        });
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
        const fallback = cp >= 0x0590 ? fallbackFor(cp, hint) : null;
        if (fallback) {
          face = `fb:${fallback.key}`;
          adv = fallback.width(String.fromCodePoint(cp));
        }
      }
      if (face === null) {
        face = `tofu${this.tofu.assign(cp).font}`;
        adv = tofuWidth(cp);
      }
      // right-to-left letters make runs of their own: a bracket or a full stop beside them is ordered (and
      // mirrored) by the line's bidi pass, which a run the shaper reverses as a whole would not do
      const rtl: boolean =
        RTL_LETTER.test(String.fromCodePoint(cp)) || (runRtl && CLINGS.test(String.fromCodePoint(cp)));
      if (face !== runFace || rtl !== runRtl) {
        flush(i);
        runRtl = rtl;
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
    if (face.startsWith('tofu')) return tofuWidth(cp);
    const fallback = fallbackOf(face);
    return fallback ? fallback.width(String.fromCodePoint(cp)) : this.faces[face as FaceKey].advance(cp);
  }

  /** Width of a run in thousandths of an em, shaped. */
  private width(face: FaceId, text: string): number {
    return fallbackOf(face)?.width(text) ?? this.faces[face as FaceKey].width(text);
  }
}
