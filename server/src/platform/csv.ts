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
