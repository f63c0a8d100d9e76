// Table measurement: cells placed on the grid, column widths from their content, cell text broken into lines, row
// heights, the groups of rows that rowspans bind together, and the header rows that repeat on each page. Drawing
// and page breaking are the layout's (layout.ts).
import type { DocNodeBlock, DocNodeTable } from '../../generated/api/types.gen.js';
import { placeCells, plainText } from './common.js';
import { breakLines, textMetrics, type Line } from './line-break.js';
import type { Shaper } from './shaping.js';
import { BOTTOM_Y, C, CELL_PAD, TABLE_SIZE, TOP_Y, baseStyle, type Align, type Box } from './style.js';
import { Tokenizer, tokenWidths, type Token } from './tokenise.js';

export interface CellLayout {
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

export interface TableLayout {
  cells: CellLayout[];
  nCols: number;
  /** Left edge of each column, and the right edge of the last. */
  colX: number[];
  rowH: number[];
  /** Rows bound together by rowspans: [first, last]. */
  groups: [number, number][];
  /** Rows [0, headerEnd) are header rows. */
  headerEnd: number;
  headerH: number;
  /** Whether the header rows repeat on each page the table runs onto. */
  repeatHeader: boolean;
}

/** Measures a table laid out in `box`; null when it has no rows or no columns (nothing to draw). */
export function measureTable(node: DocNodeTable, box: Box, shaper: Shaper): TableLayout | null {
  const rows = (Array.isArray(node.content) ? node.content : []).filter((r) => r && Array.isArray(r.content));
  if (rows.length === 0) return null;
  const nRows = rows.length;
  // place cells on the grid (rowspans occupy the slots below them)
  const { placed, nCols } = placeCells(rows);
  const cells: CellLayout[] = placed.map(({ r, c, colspan, rowspan, cell }) => {
    const header = cell.type === 'tableHeader';
    const style = baseStyle(TABLE_SIZE, C.text, { bold: header });
    const paragraphs = Array.isArray(cell.content) ? cell.content : [];
    const tokens = (paragraphs.length ? paragraphs : [{ type: 'paragraph' as const }]).map(
      (p) =>
        new Tokenizer(shaper).inlines(
          p?.type === 'paragraph' ? p.content : [{ type: 'text', text: plainText(p as unknown as DocNodeBlock) }],
          style,
        ).tokens,
    );
    const align = cell.attrs?.align === 'center' || cell.attrs?.align === 'right' ? cell.attrs.align : 'left';
    return { row: r, col: c, colspan, rowspan, header, align, tokens, lines: [], height: 0 };
  });
  if (nCols === 0) return null;

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
      const lines = breakLines(t, w, shaper, TABLE_SIZE);
      if (i > 0 && lines.length) lines[0].gapBefore = 4;
      cell.lines.push(...lines);
    });
    cell.height = cell.lines.reduce((a, l) => a + l.height + l.gapBefore, 0) + 2 * CELL_PAD;
  }
  const rowH = new Array<number>(nRows).fill(
    textMetrics(TABLE_SIZE).ascent + textMetrics(TABLE_SIZE).descent + 2 * CELL_PAD,
  );
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
    for (let k = r; k <= end; k++)
      for (const cell of cells) if (cell.row === k) end = Math.max(end, cell.row + cell.rowspan - 1);
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
  return { cells, nCols, colX, rowH, groups, headerEnd, headerH, repeatHeader };
}

export function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i < b; i++) out.push(i);
  return out;
}
