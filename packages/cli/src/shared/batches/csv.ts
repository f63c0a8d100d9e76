// A bulk send's CSV as the CLI needs it: its data records counted and, for --split, cut into files the server
// takes one batch each. The records are found as the server reads them (RFC 4180 quotes, blank lines skipped,
// a `sep=` first line hidden), and each part keeps the file's bytes as they are.

/** The most rows POST /batches takes in one batch (the spec's bound: `BatchCreate.rows` maxItems). */
export const MAX_BATCH_ROWS = 100;

interface CsvRecord {
  start: number;
  /** Just past its line end (or the end of the text). */
  end: number;
  /** The line a spreadsheet shows it on (the header is 1). */
  line: number;
}

export interface CsvLayout {
  /** Everything before the first data record: a byte-order mark, a `sep=` line, blank lines, the header. */
  head: string;
  /** The header's line. */
  headerLine: number;
  records: CsvRecord[];
}

const SEP_HINT = /^\uFEFF?sep=.(\r\n|\n|\r|$)/;

/** The records of a CSV text (the first is the header, kept in `head`). */
export function csvLayout(text: string): CsvLayout {
  const hint = SEP_HINT.exec(text);
  let i = hint ? hint[0].length : 0;
  const records: CsvRecord[] = [];
  let line = 1;
  while (i < text.length) {
    const start = i;
    let quoted = false;
    let blank = true;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '"') quoted = !quoted;
      else if (!quoted && (c === '\n' || c === '\r')) break;
      if (c !== '\uFEFF') blank = false;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i++;
    if (i < text.length) i++;
    if (!blank) records.push({ start, end: i, line });
    line++;
  }
  const [header, ...rows] = records;
  return { head: text.slice(0, header ? header.end : text.length), headerLine: header?.line ?? 1, records: rows };
}

export interface CsvPart {
  /** The part's text: the file's head, then its records where they stood (blank lines keep the file's numbering). */
  text: string;
  /** The part's first and last data rows, counted in the whole file from 1. */
  fromRow: number;
  toRow: number;
}

/**
 * The file cut into parts of at most `size` rows, each with the file's header. Each part starts with as many
 * blank lines as the file had rows before it, so the lines the server names in a part's problems are the
 * file's own lines, as a spreadsheet shows them.
 */
export function splitCsv(text: string, layout: CsvLayout, size = MAX_BATCH_ROWS): CsvPart[] {
  const parts: CsvPart[] = [];
  const newline = /\r\n/.test(layout.head) ? '\r\n' : '\n';
  for (let k = 0; k < layout.records.length; k += size) {
    const chunk = layout.records.slice(k, k + size);
    // The head ends with the header's line end: the file's lines between it and this part's first row are blank.
    const skipped = chunk[0].line - layout.headerLine - 1;
    parts.push({
      text: layout.head + newline.repeat(skipped) + text.slice(chunk[0].start, chunk[chunk.length - 1].end),
      fromRow: k + 1,
      toRow: k + chunk.length,
    });
  }
  return parts;
}
