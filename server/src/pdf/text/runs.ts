// A line of text → runs of one face in visual (drawing) order. Each character takes the primary face when it has
// it, else the fallback face of its script; the Unicode Bidirectional Algorithm (bidi-js) gives each character its
// embedding level and the runs are reordered as its rule L2 says. Inside a run the shaper lays right-to-left
// scripts out right to left; a right-to-left run with no strong right-to-left letter (spaces, brackets) is
// reversed and mirrored here.
import * as bidiModule from 'bidi-js';
import { fallbackFor, hanHint, type FallbackFace } from './faces.js';

export interface Run {
  text: string;
  /** null: the primary face. */
  face: FallbackFace | null;
  rtl: boolean;
}

interface Bidi {
  getEmbeddingLevels(
    text: string,
    direction?: 'ltr' | 'rtl' | 'auto',
  ): { levels: Uint8Array; paragraphs: { level: number }[] };
  getMirroredCharacter(char: string): string | null;
}
// a CommonJS package: its factory is the default export at run time, typed one level down
const factory = ((m: { default: unknown }) =>
  ((m.default as { default?: unknown }).default ?? m.default) as () => Bidi)(
  bidiModule as unknown as { default: unknown },
);
let bidi: Bidi | undefined;
const getBidi = () => (bidi ??= factory());

const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** Joiners and combining marks stay with the run before them. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists combining marks and joiners one code point at a time, on purpose
const CLINGS = /[\u0300-\u036f\u200c\u200d\ufe00-\ufe0f]/;

/** Whether the text's first strong character is right-to-left (its paragraph direction, rules P2–P3). */
export function isRtl(text: string): boolean {
  if (!STRONG_RTL.test(text.replace(/\u2068[^\u2069]*\u2069/g, ''))) return false;
  return (getBidi().getEmbeddingLevels(text, 'auto').paragraphs[0]?.level ?? 0) % 2 === 1;
}

/** Every UTF-16 unit's embedding level in a line whose paragraph runs `rtl` or not (rules P–W–N–I of the UBA). */
export function lineLevels(text: string, rtl: boolean): Uint8Array {
  return getBidi().getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr').levels;
}

/** The character drawn for `c` in a right-to-left run: its mirror image for brackets and the like, else itself. */
export const mirrored = (c: string): string => getBidi().getMirroredCharacter(c) ?? c;

/** Whether the text holds a strong right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko…). */
export const hasRtl = (text: string): boolean => STRONG_RTL.test(text);

/** Bidi controls (marks, embeddings, overrides, isolates): they steer the algorithm and are not drawn. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export { isolate } from '../../platform/i18n/isolate.js';

/** A paragraph's direction: given, or 'auto' (its first strong character outside isolates, rules P2–P3). */
export type Direction = 'ltr' | 'rtl' | 'auto';

/**
 * Rule L2 of the UBA, in place: from the highest level to the lowest odd one, reverse every sequence of items at
 * that level or above. The runs of a text and the pieces of an export line are put in visual order by it.
 */
export function reorderLevels(items: { level: number }[]): void {
  if (!items.length) return;
  const max = Math.max(...items.map((r) => r.level));
  const minOdd = Math.min(...items.map((r) => r.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let s = 0; s < items.length; ) {
      if (items[s]!.level < level) {
        s++;
        continue;
      }
      let e = s;
      while (e < items.length && items[e]!.level >= level) e++;
      items.splice(s, e - s, ...items.slice(s, e).reverse());
      s = e;
    }
  }
}

export function visualRuns(text: string, primaryHas: (cp: number) => boolean, direction: Direction = 'auto'): Run[] {
  if (!text) return [];
  const hint = hanHint(text);
  const rtlText = STRONG_RTL.test(text) || direction === 'rtl';
  const levels = rtlText ? getBidi().getEmbeddingLevels(text, direction).levels : null;
  const runs: (Run & { level: number })[] = [];
  let prev: FallbackFace | null = null;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    if (CONTROLS.test(text.charAt(i))) {
      i += len;
      continue;
    }
    let face: FallbackFace | null;
    if (CLINGS.test(String.fromCodePoint(cp)) && prev?.has(cp)) face = prev;
    else face = cp < 0x0590 || primaryHas(cp) ? null : (fallbackFor(cp, hint) ?? null);
    const level = levels ? levels[i]! : 0;
    const last = runs[runs.length - 1];
    if (last && last.face === face && last.level === level) last.text += text.slice(i, i + len);
    else runs.push({ text: text.slice(i, i + len), face, rtl: level % 2 === 1, level });
    prev = face;
    i += len;
  }
  // a space between two runs of one fallback face joins them: one shaped run, one /ActualText
  for (let k = runs.length - 2; k >= 1; k--) {
    const [a, sp, b] = [runs[k - 1]!, runs[k]!, runs[k + 1]!];
    if (
      a.face &&
      a.face === b.face &&
      sp.face === null &&
      /^ +$/.test(sp.text) &&
      a.level === sp.level &&
      sp.level === b.level &&
      a.face.has(32)
    ) {
      runs.splice(k - 1, 3, { ...a, text: a.text + sp.text + b.text });
      k--;
    }
  }
  if (!runs.length) return [];
  if (!levels) return runs.map(({ text, face, rtl }) => ({ text, face, rtl }));
  reorderLevels(runs);
  const b = getBidi();
  return runs.map(({ text, face, rtl }) => {
    // the shaper reverses runs of right-to-left letters itself; neutrals alone are reversed (and mirrored) here
    if (rtl && !STRONG_RTL.test(text))
      text = [...text]
        .reverse()
        .map((c) => b.getMirroredCharacter(c) ?? c)
        .join('');
    return { text, face, rtl };
  });
}
