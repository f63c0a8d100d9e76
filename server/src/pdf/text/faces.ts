// The fallback faces: Noto fonts from registry packages for the scripts the DejaVu faces lack (Arabic, Hebrew,
// Devanagari, Thai, Chinese, Japanese, Korean). DejaVu stays the first choice for every character it has (Latin,
// Greek, Cyrillic, and its Arabic and Hebrew), so Latin output is unchanged; a character it lacks takes the face of
// its script. Each face is read and parsed on the first text that needs it, once per process.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontkitModule from '@pdf-lib/fontkit';
import type { Font as FontkitFont } from '@pdf-lib/fontkit';
import { loadShaper, shape, type ShapedGlyph } from './harfbuzz.js';

export type FallbackKey = 'arabic' | 'hebrew' | 'devanagari' | 'thai' | 'sc' | 'jp' | 'kr';

const FILES: Record<FallbackKey, [pkg: string, file: string]> = {
  arabic: ['@embedpdf/fonts-arabic', 'fonts/NotoNaskhArabic-Regular.ttf'],
  hebrew: ['@embedpdf/fonts-hebrew', 'fonts/NotoSansHebrew-Regular.ttf'],
  devanagari: ['@expo-google-fonts/noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular.ttf'],
  thai: ['@expo-google-fonts/noto-sans-thai', '400Regular/NotoSansThai_400Regular.ttf'],
  sc: ['@embedpdf/fonts-sc', 'fonts/NotoSansHans-Regular.otf'],
  jp: ['@embedpdf/fonts-jp', 'fonts/NotoSansJP-Regular.otf'],
  kr: ['@embedpdf/fonts-kr', 'fonts/NotoSansKR-Regular.otf'],
};

/** Whether text holds kana (then Han takes the Japanese face) or Hangul (then the Korean one). */
export type HanHint = 'jp' | 'kr' | null;

export function hanHint(text: string): HanHint {
  if (/[\u3040-\u30ff\u31f0-\u31ff]/.test(text)) return 'jp';
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(text)) return 'kr';
  return null;
}

/** The faces that may draw a code point, best first (by its script's block); empty for scripts DejaVu covers. */
export function candidates(cp: number, hint: HanHint = null): FallbackKey[] {
  if ((cp >= 0x0590 && cp <= 0x05ff) || (cp >= 0xfb1d && cp <= 0xfb4f)) return ['hebrew'];
  if (
    (cp >= 0x0600 && cp <= 0x06ff) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0x0870 && cp <= 0x08ff) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff)
  )
    return ['arabic'];
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff))
    return ['devanagari'];
  if (cp >= 0x0e00 && cp <= 0x0e7f) return ['thai'];
  if (
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x3130 && cp <= 0x318f) ||
    (cp >= 0xa960 && cp <= 0xa97f) ||
    (cp >= 0xac00 && cp <= 0xd7ff)
  )
    return ['kr'];
  if ((cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff65 && cp <= 0xff9f))
    return ['jp', 'kr', 'sc'];
  if (
    (cp >= 0x2e80 && cp <= 0x2fff) ||
    (cp >= 0x3000 && cp <= 0x303f) ||
    (cp >= 0x3190 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  ) {
    return hint === 'jp' ? ['jp', 'sc', 'kr'] : hint === 'kr' ? ['kr', 'sc', 'jp'] : ['sc', 'jp', 'kr'];
  }
  return [];
}

/** A glyph as pdf-lib's embedders expect it from a layout. */
export interface LaidGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

type Hb = Awaited<ReturnType<typeof loadShaper>>;

/** One parsed fallback face: HarfBuzz shapes and measures, fontkit gives the metrics a PDF font descriptor needs. */
export class FallbackFace {
  readonly scale: number;
  readonly metrics: FontkitFont;
  private readonly font: InstanceType<Hb['Font']>;
  private readonly advances = new Map<number, number>();

  constructor(
    readonly key: FallbackKey,
    readonly bytes: Uint8Array,
    private readonly hb: Hb,
  ) {
    const face = new hb.Face(new hb.Blob(bytes), 0);
    this.font = new hb.Font(face);
    this.scale = 1000 / face.upem;
    this.metrics = fontkitModule.create(bytes);
  }

  has(cp: number): boolean {
    return (this.font.nominalGlyph(cp) ?? 0) !== 0;
  }

  /** Nominal advance of a glyph in font units (the width the PDF's /W array gives it). */
  advance(id: number): number {
    let a = this.advances.get(id);
    if (a === undefined) this.advances.set(id, (a = this.font.glyphHAdvance(id)));
    return a;
  }

  /** The run shaped: glyphs in visual order with their nominal advances. */
  shape(text: string): ShapedGlyph[] {
    return shape(this.hb, this.font, text).map((g) => ({ ...g, advance: this.advance(g.id) }));
  }

  /** Width in thousandths of an em, as drawn. */
  width(text: string): number {
    let w = 0;
    for (const g of this.shape(text)) w += g.advance;
    return w * this.scale;
  }
}

function packageDir(pkg: string): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve(pkg));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== pkg
  ) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`package ${pkg} not found`);
    dir = up;
  }
  return dir;
}

const loading = new Map<FallbackKey, Promise<FallbackFace>>();
const loaded = new Map<FallbackKey, FallbackFace>();

export function loadFallback(key: FallbackKey): Promise<FallbackFace> {
  let p = loading.get(key);
  if (!p) {
    p = (async () => {
      const [pkg, file] = FILES[key];
      const [bytes, hb] = await Promise.all([readFile(path.join(packageDir(pkg), file)), loadShaper()]);
      const face = new FallbackFace(key, new Uint8Array(bytes), hb);
      loaded.set(key, face);
      return face;
    })();
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

/** A fallback face already loaded (fallbackFor only picks among these). */
export const loadedFallback = (key: FallbackKey): FallbackFace | undefined => loaded.get(key);

/** The loaded fallback face that draws `cp`, or null. */
export function fallbackFor(cp: number, hint: HanHint = null): FallbackFace | null {
  for (const key of candidates(cp, hint)) {
    const face = loaded.get(key);
    if (face?.has(cp)) return face;
  }
  return null;
}

/**
 * Loads the fallback faces `texts` need for the characters `primaryHas` lacks (nothing for Latin-only text), so
 * the synchronous measuring and drawing that follow find them. Returns whether any face was newly loaded.
 */
export async function ensureFallbacks(texts: Iterable<string>, primaryHas: (cp: number) => boolean): Promise<boolean> {
  let any = false;
  const seen = new Set<number>();
  for (const text of texts) {
    const hint = hanHint(text);
    for (let i = 0; i < text.length; i++) {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      if (cp < 0x0590 || seen.has(cp)) continue;
      seen.add(cp);
      if (primaryHas(cp) || fallbackFor(cp, hint)) continue;
      for (const key of candidates(cp, hint)) {
        if (!loaded.has(key)) any = true;
        if ((await loadFallback(key)).has(cp)) break;
      }
    }
  }
  return any;
}

/** Every string inside a value (what ensureFallbacks reads: a document's nodes, a seal's stamps and evidence), not the bytes of images. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object' && !(value instanceof Uint8Array) && !(value instanceof Date))
    for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}
