// Helpers shared by the PDF and DOCX exports.
import type { DocNodeBlock, DocNodeSignatureField, DocNodeTable } from '../../generated/api/types.gen.js';
import { latexToUnicode } from './math.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0/C1 controls (tab and line breaks are kept for the caller), soft hyphen, BOM, zero-width space and emoji
// variation selectors: nothing to draw, and not allowed in XML for the controls.
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is stripped on its own, the variation selectors included
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B\uFEFF\uFE0E\uFE0F]/g;

/** Text safe to draw and to put in XML: lone surrogates become U+FFFD, controls and invisible marks go. */
export function cleanText(s: string): string {
  return String(s).replace(LONE_SURROGATE, '\uFFFD').replace(INVISIBLE, '');
}

const FIELD_LABELS: Record<DocNodeSignatureField['attrs']['fieldType'], string> = {
  signature: 'Signature',
  initials: 'Initials',
  name: 'Name',
  date: 'Date',
  text: 'Text',
  checkbox: 'Checkbox',
  attachment: 'Attachment',
};

/** Human name of a signature field type ("Signature", "Date"…). */
export function fieldTypeLabel(type: string): string {
  return FIELD_LABELS[type as keyof typeof FIELD_LABELS] ?? 'Field';
}

const BULLETS = ['•', '◦', '▪'];

function alpha(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(97 + ((k - 1) % 26)) + s;
  return s;
}

function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let s = '';
  for (const [v, r] of table) while (n >= v) (s += r), (n -= v);
  return s;
}

/** Marker of a list item: bullets •, ◦, ▪ by depth; numbers 1., a., i. by depth. */
export function listMarker(ordered: boolean, depth: number, n: number): string {
  if (!ordered) return BULLETS[depth % 3];
  const kind = depth % 3;
  if (kind === 1 && n >= 1) return `${alpha(n)}.`;
  if (kind === 2 && n >= 1 && n < 4000) return `${roman(n)}.`;
  return `${n}.`;
}

/** All the text under a node, flattened (iteratively: safe on absurdly deep trees). */
export function plainText(node: DocNodeBlock | unknown): string {
  const parts: string[] = [];
  const stack: unknown[] = [node];
  while (stack.length) {
    const n = stack.pop() as {
      type?: unknown;
      text?: unknown;
      attrs?: { latex?: unknown; label?: unknown };
      content?: unknown;
    } | null;
    if (!n || typeof n !== 'object') continue;
    if (n.type === 'text' && typeof n.text === 'string') parts.push(n.text);
    else if ((n.type === 'mathInline' || n.type === 'mathBlock') && typeof n.attrs?.latex === 'string')
      parts.push(` ${latexToUnicode(n.attrs.latex)} `);
    else if (n.type === 'signatureField')
      parts.push(` [${typeof n.attrs?.label === 'string' ? n.attrs.label : 'field'}] `);
    else if (n.type === 'hardBreak') parts.push(' ');
    if (Array.isArray(n.content)) {
      if (n.type !== 'text') parts.push(' ');
      for (let i = n.content.length - 1; i >= 0; i--) stack.push(n.content[i]);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const sameWords = (s: string) => cleanText(s).normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Whether an export prints the document's title above its body: not when the body opens with a heading that says
 * the same (the title twice); a body opening with any other heading, or none, gets the title.
 */
export function printsTitle(title: string, content: readonly DocNodeBlock[]): boolean {
  const first = content[0];
  if (!first || typeof first !== 'object' || first.type !== 'heading') return true;
  return sameWords(plainText(first)) !== sameWords(title);
}

type TableRow = NonNullable<DocNodeTable['content']>[number];
export type TableCell = TableRow['content'][number];

export interface PlacedCell {
  r: number;
  c: number;
  colspan: number;
  rowspan: number;
  cell: TableCell;
}

/**
 * Places a table's cells on its grid, honouring spans (a rowspan occupies the slots below it), for both
 * renderers: where each cell sits, how many columns the table has, and how full each row is.
 */
export function placeCells(rows: TableRow[]): { placed: PlacedCell[]; nCols: number; filled: number[] } {
  const nRows = rows.length;
  const occupied: Set<number>[] = rows.map(() => new Set<number>());
  const placed: PlacedCell[] = [];
  rows.forEach((row, r) => {
    let c = 0;
    for (const cell of row.content) {
      if (!cell || typeof cell !== 'object') continue;
      while (occupied[r].has(c)) c++;
      const colspan = Math.min(64, Math.max(1, Math.floor(Number(cell.attrs?.colspan ?? 1)) || 1));
      const rowspan = Math.min(nRows - r, Math.max(1, Math.floor(Number(cell.attrs?.rowspan ?? 1)) || 1));
      for (let rr = r; rr < r + rowspan; rr++) for (let cc = c; cc < c + colspan; cc++) occupied[rr].add(cc);
      placed.push({ r, c, colspan, rowspan, cell });
      c += colspan;
    }
  });
  let nCols = 0;
  for (const set of occupied) for (const c of set) nCols = Math.max(nCols, c + 1);
  // filled[r]: grid slots row r occupies (spans from above included), to pad short rows.
  return { placed, nCols, filled: occupied.map((set) => set.size) };
}
