// Human output: plain cli-table3 tables (no colours, so they stay readable when piped), fitted to the width of the
// output. On a terminal that is its width; elsewhere (a pipe, a file) the COLUMNS variable if set, else no limit, so
// nothing is cut from output read by another program. COLUMNS also overrides a terminal's width.
// When a table is too wide, its `wrap` columns are narrowed and their text wrapped (at spaces; a longer word, such
// as a URL, is broken), down to a readable width; below that, columns marked `drop` go (lowest rank first) before
// wrapped columns get narrower still. Ids, times and states are never cut.
import { wrapText } from './format.js';

/** One column of a list table. */
export interface Column<T> {
  header: string;
  /** The cell text (may hold newlines). */
  get: (item: T) => string;
  /** May be narrowed, its text wrapped, when the table is too wide (titles, descriptions, URLs). */
  wrap?: boolean;
  /** Dropped when the table does not fit otherwise: 1 goes first, then 2… (low-value columns). */
  drop?: number;
}

/** Narrower than this, a wrapped column is hard to read: drop low-value columns first. */
const COMFORTABLE = 24;
/** The narrowest a wrapped column gets when nothing is left to drop. */
const MIN_WRAP = 10;

/** The width tables must fit, or undefined for no limit. */
export function outputWidth(): number | undefined {
  const env = Number(process.env.COLUMNS);
  if (Number.isInteger(env) && env > 0) return env;
  if (process.stdout.isTTY) return process.stdout.columns || 100;
  return undefined;
}

const textWidth = (s: string) => Math.max(0, ...s.split('\n').map((l) => [...l].length));

/** The border and padding cli-table3 draws around n columns: │ x │ y │. */
const overhead = (n: number) => 1 + 3 * n;

/**
 * Widths for columns of `natural` width that fit `width` (undefined: no limit): the columns whose `floor` is below
 * their natural width (the wrapped ones) are narrowed from the widest down, never below their floor. `fits` is false
 * when even that is too wide.
 */
function fitWidths(natural: number[], floor: number[], width: number | undefined): { widths: number[]; fits: boolean } {
  const room = width === undefined ? Infinity : width - overhead(natural.length);
  const sum = (ws: number[]) => ws.reduce((a, b) => a + b, 0);
  if (sum(natural) <= room) return { widths: natural, fits: true };
  const capped = (cap: number) => natural.map((w, i) => Math.max(floor[i]!, Math.min(w, cap)));
  // The largest cap on the wrapped columns at which the table fits.
  let cap = Math.max(...natural);
  while (cap > Math.min(...floor) && sum(capped(cap)) > room) cap--;
  const widths = capped(cap);
  return { widths, fits: sum(widths) <= room };
}

async function draw(head: string[], rows: string[][]): Promise<string> {
  const { default: Table } = await import('cli-table3');
  const table = new Table({ head, style: { head: [], border: [] } });
  for (const row of rows) table.push(row);
  return table.toString();
}

/** A table with a header row and one row per item, fitted to `width` (default: outputWidth()). */
export async function table<T>(
  columns: readonly Column<T>[],
  items: readonly T[],
  width = outputWidth(),
): Promise<string> {
  let cols = [...columns];
  let cells = items.map((item) => cols.map((c) => c.get(item)));
  const natural = () => cols.map((c, i) => Math.max(textWidth(c.header), ...cells.map((r) => textWidth(r[i]!))));
  // A wrapped column keeps at least `min`, and its header whole.
  const floor = (min: number) =>
    natural().map((w, i) => (cols[i]!.wrap ? Math.min(w, Math.max(min, textWidth(cols[i]!.header))) : w));
  const fit = (min: number) => fitWidths(natural(), floor(min), width);
  // Drop low-value columns, lowest rank first, until the rest fit with readable wrapped columns.
  const ranks = [...new Set(cols.map((c) => c.drop).filter((d): d is number => d !== undefined))].sort((a, b) => a - b);
  for (const rank of ranks) {
    if (fit(COMFORTABLE).fits) break;
    const keep = cols.map((c) => c.drop !== rank);
    cols = cols.filter((_, i) => keep[i]);
    cells = cells.map((r) => r.filter((_, i) => keep[i]));
  }
  const comfortable = fit(COMFORTABLE);
  const layout = comfortable.fits ? comfortable : fit(MIN_WRAP);
  const nat = natural();
  const narrowed = (text: string, i: number) =>
    layout.widths[i]! < nat[i]! ? wrapText(text, layout.widths[i]!, true) : text;
  return draw(
    cols.map((c, i) => narrowed(c.header, i)),
    cells.map((r) => r.map(narrowed)),
  );
}

/** A two-column table of label / value; long values wrap to fit `width` (default: outputWidth()). */
export async function keyValueTable(rows: [string, string][], width = outputWidth()): Promise<string> {
  const labelWidth = Math.max(0, ...rows.map(([k]) => textWidth(k)));
  const valueWidth = Math.max(0, ...rows.map(([, v]) => textWidth(v)));
  const fitted = fitWidths([labelWidth, valueWidth], [labelWidth, Math.min(valueWidth, MIN_WRAP)], width).widths[1]!;
  const { default: Table } = await import('cli-table3');
  // cli-table3's vertical form: one { label: value } object a row.
  const t = new Table({ style: { head: [], border: [] } });
  for (const [k, v] of rows) t.push({ [k]: fitted < valueWidth ? wrapText(v, fitted, true) : v });
  return t.toString();
}
