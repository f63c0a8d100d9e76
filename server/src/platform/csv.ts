// The one CSV writer of every export (visits, audit): RFC 4180 lines, and cells a spreadsheet would run as a
// formula neutralised with a leading apostrophe. The prefixes are OWASP's list (= + - @, tab, carriage return)
// plus line feed and the full-width forms (＝ ＋ － ＠) that some spreadsheets fold into their ASCII twins.
// A number is written as is: it cannot carry a formula, and -1 must stay a number.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = FORMULA_START.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line of cells, ended by CRLF. */
export const csvLine = (values: readonly CsvValue[]): string => values.map(csvCell).join(',') + '\r\n';

/**
 * Reads RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and line breaks; CRLF or LF ends
 * a line; a leading byte-order mark is dropped; blank lines are skipped). Returns null when a quote is left open.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') (cell += '"'), i++;
        else quoted = false;
      } else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\n') endRow();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (quoted) return null;
  if (cell !== '' || row.length) endRow();
  return rows;
}
