// Tokens → lines: greedy line breaking within a width (words longer than a line are split), line metrics, and
// each line put in visual order by the Unicode Bidirectional Algorithm (a paragraph whose first strong letter is
// Hebrew or Arabic runs right to left, and is set against the right edge).
import { hasRtl, isRtl, lineLevels, mirrored, reorderLevels } from '../text/index.js';
import type { Piece, Shaper } from './shaping.js';
import { LEADING } from './style.js';
import type { FieldBox, Token } from './tokenise.js';

export type LineItem =
  | { kind: 'text'; piece: Piece; x: number }
  | { kind: 'box'; box: FieldBox; x: number; width: number; height: number };

export interface Line {
  items: LineItem[];
  width: number;
  ascent: number;
  descent: number;
  height: number;
  /** Extra space above the line (paragraph spacing inside table cells). */
  gapBefore: number;
  /** The line's paragraph runs right to left (set against the right edge when the block is left-aligned). */
  rtl?: boolean;
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
  // the paragraph's direction: that of its first strong letter (P2–P3), for every one of its lines
  const text = tokens
    .map((t) =>
      t.t === 'word' || t.t === 'space' ? ('pieces' in t ? t.pieces.map((p) => p.text).join('') : t.piece.text) : '',
    )
    .join('');
  const rtl = hasRtl(text) && isRtl(text);
  const flush = () => {
    lines.push(finishLine(items, x, lastSize, rtl, shaper));
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

function finishLine(items: LineItem[], width: number, emptySize: number, rtl: boolean, shaper: Shaper): Line {
  // trailing spaces do not count
  while (items.length > 0) {
    const last = items[items.length - 1];
    if (last.kind === 'text' && last.piece.text.trim() === '' && items.length > 1) {
      items.pop();
      width = last.x;
    } else break;
  }
  if (rtl || items.some((it) => it.kind === 'text' && hasRtl(it.piece.text))) items = visualOrder(items, rtl, shaper);
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
  return { items, width, ascent, descent, height: ascent + descent, gapBefore: 0, ...(rtl ? { rtl } : {}) };
}

type Leveled = LineItem & { level: number };

/**
 * The line's items in visual order (rule L2 of the UBA over the whole line, not only within a run), each at its
 * new x. A piece whose characters take different levels ("2026!" in a right-to-left paragraph) is cut where the
 * level changes. The shaper lays each run of right-to-left letters out right to left already; a right-to-left
 * piece with none (a bracket, a full stop) is reversed and mirrored here.
 */
function visualOrder(items: LineItem[], rtl: boolean, shaper: Shaper): LineItem[] {
  // an inline field box stands in the text as an object replacement character (a neutral, like an image)
  const texts = items.map((it) => (it.kind === 'text' ? it.piece.text : '\ufffc'));
  const levels = lineLevels(texts.join(''), rtl);
  const out: Leveled[] = [];
  let at = 0;
  items.forEach((it, k) => {
    const len = texts[k]!.length;
    if (it.kind !== 'text' || it.piece.shaped) {
      // a box, or a joined run (cutting it would break its joining): one level, that of its first character
      out.push({ ...it, level: levels[at]! });
      at += len;
      return;
    }
    const p = it.piece;
    let start = 0;
    for (let i = 1; i <= len; i++) {
      if (i < len && levels[at + i] === levels[at + start]) continue;
      const part = p.text.slice(start, i);
      const width =
        start === 0 && i === len
          ? p.width
          : [...part].reduce((w, c) => w + shaper.advance(p.face, c.codePointAt(0)!), 0) * (p.size / 1000);
      out.push({ kind: 'text', piece: { ...p, text: part, width }, x: 0, level: levels[at + start]! });
      start = i;
    }
    at += len;
  });
  reorderLevels(out);
  let x = 0;
  return out.map(({ level, ...it }) => {
    const item = it as LineItem;
    item.x = x;
    if (item.kind === 'box') {
      x += item.width;
      return item;
    }
    if (level % 2 === 1 && !hasRtl(item.piece.text))
      item.piece = { ...item.piece, text: [...item.piece.text].reverse().map(mirrored).join('') };
    x += item.piece.width;
    return item;
  });
}
