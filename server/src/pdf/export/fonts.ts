// DejaVu font faces for the PDF export, loaded once per process.
//
// The TTF files come from the `dejavu-fonts-ttf` package and are found from that package's location, so the
// export works wherever the server's dependencies are installed. Each face is read from disk and parsed by fontkit
// once; every rendered PDF shares the parsed fonts (pdf-lib is handed a fontkit wrapper that returns the shared
// instance) and only its own subset is written into the document.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkitModule from '@pdf-lib/fontkit';
import type { Font as FontkitFont, Glyph as FontkitGlyph, GlyphRun } from '@pdf-lib/fontkit';

export type FaceKey =
  | 'sans'
  | 'sansBold'
  | 'sansItalic'
  | 'sansBoldItalic'
  | 'mono'
  | 'monoBold'
  | 'monoItalic'
  | 'monoBoldItalic'
  | 'math';

export const FACE_KEYS: readonly FaceKey[] = [
  'sans',
  'sansBold',
  'sansItalic',
  'sansBoldItalic',
  'mono',
  'monoBold',
  'monoItalic',
  'monoBoldItalic',
  'math',
];

const FACE_FILES: Record<FaceKey, string> = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  sansItalic: 'DejaVuSans-Oblique.ttf',
  sansBoldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
  monoItalic: 'DejaVuSansMono-Oblique.ttf',
  monoBoldItalic: 'DejaVuSansMono-BoldOblique.ttf',
  math: 'DejaVuMathTeXGyre.ttf',
};

/** The glyph shape pdf-lib needs from a laid-out glyph: its id, its advance and the text it stands for. */
export interface SimpleGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

const MAX_CACHED_MISSES = 50_000;

/** One parsed DejaVu face. Widths are in thousandths of an em (PDF text space units). */
export class Face {
  readonly key: FaceKey;
  readonly bytes: Uint8Array;
  readonly font: FontkitFont;
  private readonly scale: number;
  private readonly glyphs = new Map<number, SimpleGlyph | null>();

  constructor(key: FaceKey, bytes: Uint8Array) {
    this.key = key;
    this.bytes = bytes;
    this.font = fontkitModule.create(bytes);
    this.scale = 1000 / this.font.unitsPerEm;
    // fontkit keeps one Glyph per id, with the characters of whichever request made it first; a glyph first met as
    // a composite's component or in a subset has none, and pdf-lib writes a subset's ToUnicode map from them. So a
    // shaped glyph reaching pdf-lib would copy and extract as the characters of an earlier document (or as none):
    // a request that names its characters gets the glyph with exactly those.
    const getGlyph = this.font.getGlyph.bind(this.font);
    (this.font as { getGlyph: FontkitFont['getGlyph'] }).getGlyph = (id, codePoints) => {
      const g = getGlyph(id, codePoints);
      return codePoints?.length && !sameCodePoints(g.codePoints, codePoints)
        ? (Object.create(g, { codePoints: { value: codePoints, enumerable: true } }) as FontkitGlyph)
        : g;
    };
    const layout = this.font.layout.bind(this.font);
    // pdf-lib encodes and measures text through `font.layout`, which runs the full OpenType shaper: slow, and it
    // substitutes ligatures. Text in scripts that need no shaping is mapped one glyph per character instead
    // (the same glyphs and widths the layout engine measures with); other scripts keep the shaper.
    (this.font as { layout: FontkitFont['layout'] }).layout = ((text: string, features?: unknown) =>
      needsShaping(text)
        ? layout(text, features as Parameters<FontkitFont['layout']>[1])
        : ({ glyphs: this.glyphsOf(text) } as unknown as GlyphRun)) as FontkitFont['layout'];
  }

  /** The glyph for a code point, or null when the face has none. */
  glyph(cp: number): SimpleGlyph | null {
    let g = this.glyphs.get(cp);
    if (g === undefined) {
      g = null;
      if (this.font.hasGlyphForCodePoint(cp)) {
        const fg: FontkitGlyph = this.font.glyphForCodePoint(cp);
        if (fg.id !== 0) g = { id: fg.id, advanceWidth: fg.advanceWidth, codePoints: [cp] };
      }
      // the cache is shared by the whole process: bound what unusual text can make it hold
      if (g !== null || this.glyphs.size < MAX_CACHED_MISSES) this.glyphs.set(cp, g);
    }
    return g;
  }

  has(cp: number): boolean {
    return this.glyph(cp) !== null;
  }

  /** Advance of a code point in thousandths of an em (0 when the face lacks it). */
  advance(cp: number): number {
    const g = this.glyph(cp);
    return g ? g.advanceWidth * this.scale : 0;
  }

  /** Width of a string in thousandths of an em, as pdf-lib will draw it. */
  width(text: string): number {
    if (needsShaping(text)) {
      let w = 0;
      for (const g of this.font.layout(text).glyphs) w += g.advanceWidth;
      return w * this.scale;
    }
    let w = 0;
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      w += this.advance(cp);
    }
    return w;
  }

  private glyphsOf(text: string): SimpleGlyph[] {
    const out: SimpleGlyph[] = [];
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      out.push(this.glyph(cp) ?? { id: 0, advanceWidth: 0, codePoints: [cp] });
    }
    return out;
  }
}

const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Scripts whose rendering depends on OpenType shaping (joining, reordering, mark positioning): Hebrew through
 * Mongolian, the Indic and South-East Asian blocks, and the Arabic presentation forms.
 */
export function needsShaping(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x0590 && isShapedCodePoint(c)) return true;
  }
  return false;
}

/** Whether a (BMP) code point belongs to a script that needs shaping; see needsShaping. */
export function isShapedCodePoint(c: number): boolean {
  return (
    (c >= 0x0590 && c <= 0x1cff) ||
    (c >= 0xa800 && c <= 0xabff) ||
    (c >= 0xfb1d && c <= 0xfdff) ||
    (c >= 0xfe70 && c <= 0xfeff)
  );
}

export type Faces = Readonly<Record<FaceKey, Face>>;

let facesPromise: Promise<Faces> | null = null;
let loadCount = 0;

/** Directory holding the DejaVu TTF files, resolved from the installed package. */
export function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

/** All faces, read and parsed on first use and shared by every later call in the process. */
export function loadFaces(): Promise<Faces> {
  if (!facesPromise) {
    facesPromise = (async () => {
      loadCount++;
      const dir = fontDirectory();
      const entries = await Promise.all(
        FACE_KEYS.map(async (key) => {
          const bytes = new Uint8Array(await readFile(path.join(dir, FACE_FILES[key])));
          return [key, new Face(key, bytes)] as const;
        }),
      );
      return Object.freeze(Object.fromEntries(entries)) as Faces;
    })();
    facesPromise.catch(() => {
      facesPromise = null;
    });
  }
  return facesPromise;
}

/** How many times the font files have been read in this process (1 once loaded); for tests. */
export function fontLoadCount(): number {
  return loadCount;
}

/**
 * The fontkit that pdf-lib's `registerFontkit` receives: hands back the shared parsed face for our font bytes,
 * so embedding a face costs nothing per document.
 */
export function sharedFontkit(faces: Faces): { create(data: Uint8Array, postscriptName?: string): FontkitFont } {
  const byBytes = new Map<Uint8Array, FontkitFont>();
  for (const key of FACE_KEYS) byBytes.set(faces[key].bytes, faces[key].font);
  return {
    create(data: Uint8Array, postscriptName?: string): FontkitFont {
      return byBytes.get(data) ?? fontkitModule.create(data, postscriptName);
    },
  };
}
