// Marks on text runs: a fixed canonical order, equality, and adding a mark to a set (each type at most once).
import type { DocMark } from './types.js';

/** Canonical order of marks on a text run (outermost first when written out as Markdown). */
export const MARK_ORDER: readonly DocMark['type'][] = [
  'link',
  'bold',
  'italic',
  'underline',
  'strike',
  'superscript',
  'subscript',
  'code',
];

const rank = (m: DocMark) => {
  const i = MARK_ORDER.indexOf(m.type);
  return i < 0 ? MARK_ORDER.length : i;
};

export function markEquals(a: DocMark, b: DocMark): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'link' && b.type === 'link') {
    return a.attrs.href === b.attrs.href && (a.attrs.title ?? null) === (b.attrs.title ?? null);
  }
  return true;
}

export function marksEqual(a: readonly DocMark[] | undefined, b: readonly DocMark[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((m, i) => markEquals(m, y[i]));
}

/** The marks in canonical order, each type once (the first one given wins), link attrs without a null title. */
export function normalizeMarks(marks: readonly DocMark[]): DocMark[] {
  const seen = new Set<string>();
  const out: DocMark[] = [];
  for (const m of marks) {
    if (seen.has(m.type)) continue;
    seen.add(m.type);
    if (m.type === 'link') {
      const attrs: { href: string; title?: string | null } = { href: m.attrs.href };
      if (m.attrs.title != null && m.attrs.title !== '') attrs.title = m.attrs.title;
      out.push({ type: 'link', attrs });
    } else {
      out.push({ type: m.type });
    }
  }
  return out.sort((a, b) => rank(a) - rank(b));
}

/** `marks` plus `mark`, unless a mark of that type is already there. */
export function withMark(marks: readonly DocMark[], mark: DocMark): DocMark[] {
  return marks.some((m) => m.type === mark.type) ? [...marks] : [...marks, mark];
}
