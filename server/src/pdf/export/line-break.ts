// Tokens → lines: greedy line breaking within a width (words longer than a line are split), line metrics, and a
// minimal bidi pass for right-to-left phrases.
import type { Piece, Shaper } from './shaping.js';
import { LEADING } from './style.js';
import type { FieldBox, Token } from './tokenise.js';

export type LineItem = { kind: 'text'; piece: Piece; x: number } | { kind: 'box'; box: FieldBox; x: number; width: number; height: number };

export interface Line {
  items: LineItem[];
  width: number;
  ascent: number;
  descent: number;
  height: number;
  /** Extra space above the line (paragraph spacing inside table cells). */
  gapBefore: number;
}

export function textMetrics(size: number): { ascent: number; descent: number } {
  const half = (size * LEADING - size * 1.164) / 2;
  return { ascent: size * 0.928 + half, descent: size * 0.236 + half };
}

export function breakLines(tokens: Token[], width: number, shaper: Shaper, emptySize: number): Line[] {
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
