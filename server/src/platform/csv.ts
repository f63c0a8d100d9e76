// The one CSV writer of every export (visits, audit): RFC 4180 lines, and cells a spreadsheet would run as a
// formula neutralised with a leading apostrophe. The prefixes are OWASP's list (= + - @, tab, carriage return)
// plus line feed and the full-width forms (＝ ＋ － ＠) that some spreadsheets fold into their ASCII twins.
// A number is written as is: it cannot carry a formula, and -1 must stay a number. The reader (readCsv) is the
// bulk send's: bounded, so a file of two million lines costs what its first rows cost.

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

export type CsvDelimiter = ',' | ';';

export interface CsvRecord {
  cells: string[];
  /** The row a spreadsheet shows it on: the first is 1, a blank line counts, a line break inside quotes does not. */
  line: number;
}

export type CsvRead =
  /** `more`: the line of the first record past `maxRecords` (not read), or null when the text ended first. */
  | { records: CsvRecord[]; delimiter: CsvDelimiter; more: number | null }
  /** `record`: how many records came before the one in error. */
  | { error: 'unclosed_quote' | 'too_many_cells'; line: number; record: number };

/** Excel's hint on a file's first line (it writes and reads `sep=;`, and hides the line). */
const SEP_HINT = /^sep=([,;])(\r\n|\n|\r|$)/;

/**
 * The delimiter of the header record starting at `i`: `;` when it holds `;` and no `,` outside quotes (a
 * spreadsheet's CSV in locales whose decimal mark is a comma), otherwise `,`.
 */
function sniffDelimiter(text: string, i: number): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  let seen = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (c === '\n' || c === '\r') {
      if (seen) break;
    } else if (c === ',') commas++;
    else if (c === ';') semicolons++;
    seen ||= c !== '\n' && c !== '\r';
  }
  return semicolons > 0 && commas === 0 ? ';' : ',';
}

const SPECIAL: Record<CsvDelimiter, RegExp> = { ',': /[,\r\n]/g, ';': /[;\r\n]/g };

/**
 * Reads RFC 4180 text into records of cells (quoted cells may hold delimiters, quotes and line breaks; CRLF, LF
 * or CR ends a line; a leading byte-order mark is dropped; blank lines are skipped but counted), `,`- or
 * `;`-separated (sniffDelimiter, or a `sep=` first line). It stops at the bounds, so its cost is that of the
 * records kept, whatever follows them: after `maxRecords` records (the next one's line is `more`), or at a
 * record of more than `maxCells` cells.
 */
export function readCsv(text: string, bounds: { maxRecords: number; maxCells: number }): CsvRead {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const hint = SEP_HINT.exec(text.slice(i, i + 7));
  if (hint) i += hint[0].length;
  const delimiter = hint ? (hint[1] as CsvDelimiter) : sniffDelimiter(text, i);
  const special = SPECIAL[delimiter];
  const records: CsvRecord[] = [];
  let line = 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '\n' || c === '\r') {
      // A blank line: a row of the spreadsheet, no record.
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    if (records.length === bounds.maxRecords) return { records, delimiter, more: line };
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        for (i++; ; ) {
          const q = text.indexOf('"', i);
          if (q < 0) return { error: 'unclosed_quote', line: start, record: records.length };
          cell += text.slice(i, q);
          i = q + 1;
          if (text[i] !== '"') break;
          cell += '"';
          i++;
        }
      }
      // Unquoted text, or what follows a closing quote, up to the next delimiter or line end.
      special.lastIndex = i;
      const m = special.exec(text);
      const stop = m ? m.index : text.length;
      cells.push(cell + text.slice(i, stop));
      if (cells.length > bounds.maxCells) return { error: 'too_many_cells', line: start, record: records.length };
      if (!m) {
        i = text.length;
        break;
      }
      i = stop + 1;
      if (m[0] === delimiter) {
        if (i < text.length) continue;
        cells.push(''); // a delimiter ending the text ends an empty cell
        break;
      }
      if (m[0] === '\r' && text[i] === '\n') i++;
      break;
    }
    line++;
    if (cells.length === 1 && cells[0] === '') continue; // `""` alone: as blank
    records.push({ cells, line: start });
  }
  return { records, delimiter, more: null };
}
