// CSV cells and lines (RFC 4180): quoted when they hold a comma, quote or line break; a cell a spreadsheet would
// run as a formula (leading =, +, - or @) gets a leading apostrophe. Null is an empty cell.
export function csvCell(v: string | number | boolean | null): string {
  if (v === null) return '';
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (values: readonly (string | number | boolean | null)[]) => values.map(csvCell).join(',') + '\r\n';
