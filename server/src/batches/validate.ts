// Every row of a bulk send checked before anything is sent: each problem named by its row (from 1; 0 is the
// header), the line a spreadsheet shows it on, and its column, so the caller fixes the file in one go. The first
// problems are listed and the rest counted (platform/errors.ts ProblemList), so a huge bad file answers little.
import { readCsv } from '../platform/csv.js';
import { ApiError, errors, listedDetails, ProblemList } from '../platform/errors.js';
import { FIELD_PREFIX, OPTION_COLUMNS, type TemplateColumns } from './columns.js';

export const MAX_ROWS = 100;
/** Cells a CSV line may hold: far more than any template's columns, few enough to check in no time. */
export const MAX_CELLS = 1000;

export interface RowInput {
  /** Name and address per template slot, in slot order. */
  recipients: { name: string; email: string }[];
  subject?: string;
  message?: string;
  expiresAt?: string;
  /** Text field label → the value written in its place. */
  fields: Record<string, string>;
}

export interface Problem {
  /** Counted from 1 among the data rows (as GET /batches/{id}/rows numbers them); 0 for the header. */
  row: number;
  /** The CSV line as a spreadsheet shows it (the header is 1); absent for the JSON form. */
  line?: number;
  column: string | null;
  message: string;
}

/** A column named in a problem as the caller wrote it, cut short: a megabyte header cell is not echoed back. */
const COLUMN_SHOWN = 200;
const shown = (column: string) => (column.length > COLUMN_SHOWN ? `${column.slice(0, COLUMN_SHOWN)}…` : column);

// As the spec's `format: email` reads an address: something@host.tld, no spaces.
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
const LIMITS = { name: 200, email: 254, subject: 300, message: 2000, field: 2000 };

export function batchInvalid(problems: ProblemList<Problem>): ApiError {
  const first = problems.listed[0];
  const at = first.row === 0 ? 'the header' : `row ${first.row}`;
  const where = first.line === undefined ? at : `line ${first.line} (${at})`;
  const more = problems.total - 1;
  const tail = more > 0 ? ` (and ${more} more problem${more > 1 ? 's' : ''})` : '';
  return new ApiError(
    'batch_invalid',
    `nothing was sent: ${where}${first.column ? `, column ${first.column}` : ''}: ${first.message}${tail}`,
    {
      ...listedDetails('problems', problems.listed, problems.total),
      fields: problems.listed.map((p) => ({
        field: p.row === 0 ? `header.${p.column ?? ''}` : `rows[${p.row}]${p.column ? `.${p.column}` : ''}`,
        message: p.message,
      })),
    },
  );
}

/** A CSV read into the JSON form's rows, with the lines they came from and the problems reading found. */
export interface CsvRows {
  rows: Record<string, string>[];
  /** The header's line and each row's (as a spreadsheet numbers them). */
  lines: { header: number; rows: number[] };
  problems: ProblemList<Problem>;
  /** The file holds more than MAX_ROWS rows: this one problem is the answer (nothing past the bound was read). */
  overBound?: Problem;
}

/**
 * Reads a bulk send's CSV: at most the header and MAX_ROWS + 1 rows are read, so the cost is bounded whatever
 * the file holds after them (a 4 MB file of two million lines froze the process while each became a problem).
 */
export function readCsvRows(bytes: Buffer): CsvRows {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const read = readCsv(text, { maxRecords: 1 + MAX_ROWS, maxCells: MAX_CELLS });
  if ('error' in read) {
    if (read.error === 'unclosed_quote')
      throw errors.badRequest(`the CSV has a quoted cell that is never closed (it opens on line ${read.line})`, {
        fields: [{ field: 'body.file', message: `has an unclosed quote (line ${read.line})` }],
      });
    const problems = new ProblemList<Problem>();
    problems.add({ row: read.record, line: read.line, column: null, message: `has more than ${MAX_CELLS} cells` });
    throw batchInvalid(problems);
  }
  if (read.records.length === 0)
    throw errors.validation([
      { field: 'body.file', message: 'is empty (a header row and at least one row are needed)' },
    ]);
  const [header, ...body] = read.records;
  const lines = { header: header.line, rows: body.map((r) => r.line) };
  const problems = new ProblemList<Problem>();
  const names = header.cells.map((h) => h.trim());
  const seen = new Set<string>();
  for (const n of names) {
    if (n === '') problems.add({ row: 0, line: header.line, column: null, message: 'a column has no name' });
    else if (seen.has(n)) problems.add({ row: 0, line: header.line, column: shown(n), message: 'is named twice' });
    seen.add(n);
  }
  const rows = body.slice(0, MAX_ROWS).map(({ cells, line }, i) => {
    if (cells.length !== names.length)
      problems.add({
        row: i + 1,
        line,
        column: null,
        message: `has ${cells.length} cells; the header has ${names.length}`,
      });
    return Object.fromEntries(names.map((n, j) => [n, cells[j] ?? '']));
  });
  const past = read.more ?? (body.length > MAX_ROWS ? body[MAX_ROWS].line : null);
  const overBound =
    past === null
      ? undefined
      : {
          row: MAX_ROWS + 1,
          line: past,
          column: null,
          message: `a batch holds at most ${MAX_ROWS} rows; this file has more (line ${past} is row ${MAX_ROWS + 1}); split it into several batches`,
        };
  return { rows, lines, problems, ...(overBound ? { overBound } : {}) };
}

/** Checks the columns and every cell; returns the rows to send, or the problems (none sent). */
export function validateRows(
  c: TemplateColumns,
  rows: Record<string, string>[],
  read: { problems: ProblemList<Problem>; lines?: CsvRows['lines'] } = { problems: new ProblemList() },
  now = Date.now(),
): { inputs: RowInput[]; problems: ProblemList<Problem> } {
  const { problems, lines } = read;
  const lineOf = (row: number) =>
    lines ? { line: row === 0 ? lines.header : (lines.rows[row - 1] ?? lines.header + 1) } : {};
  if (rows.length === 0) problems.add({ row: 1, ...lineOf(1), column: null, message: 'the batch has no rows' });
  const known = new Set<string>([
    ...c.slots.flatMap((s) => [`${s}.name`, `${s}.email`]),
    ...OPTION_COLUMNS,
    ...c.textFields.map((l) => FIELD_PREFIX + l),
  ]);
  // Columns are the same in every CSV row: an unknown or missing one is reported once, on the header.
  const columns = new Set(rows.flatMap((r) => Object.keys(r)));
  for (const col of columns) {
    if (known.has(col) || col === '') continue; // a header cell without a name is its own problem
    const why = col.startsWith(FIELD_PREFIX)
      ? `names no text field of the template (its text fields: ${c.textFields.join(', ') || 'none'})`
      : `is not a column of this template (see GET /templates/{id}/batch.csv)`;
    problems.add({ row: 0, ...lineOf(0), column: shown(col), message: why });
  }
  const inputs: RowInput[] = [];
  rows.slice(0, MAX_ROWS).forEach((r, i) => {
    const row = i + 1;
    const bad = (column: string, message: string) => problems.add({ row, ...lineOf(row), column, message });
    const cell = (col: string) => (r[col] ?? '').trim();
    const recipients = c.slots.map((slot) => {
      const name = cell(`${slot}.name`);
      const email = cell(`${slot}.email`);
      if (!name) bad(`${slot}.name`, 'is required');
      else if (name.length > LIMITS.name) bad(`${slot}.name`, `must be at most ${LIMITS.name} characters`);
      if (!email) bad(`${slot}.email`, 'is required');
      else if (email.length > LIMITS.email || !EMAIL.test(email)) bad(`${slot}.email`, 'must be an email address');
      return { name, email };
    });
    const input: RowInput = { recipients, fields: {} };
    const subject = cell('subject');
    if (subject) {
      if (subject.length > LIMITS.subject) bad('subject', `must be at most ${LIMITS.subject} characters`);
      input.subject = subject;
    }
    const message = cell('message');
    if (message) {
      if (message.length > LIMITS.message) bad('message', `must be at most ${LIMITS.message} characters`);
      input.message = message;
    }
    const expires = cell('expiresAt');
    if (expires) {
      const t = Date.parse(expires);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(expires) || Number.isNaN(t))
        bad('expiresAt', 'must be an ISO 8601 date-time (e.g. 2026-01-31T17:00:00Z)');
      else if (t <= now) bad('expiresAt', 'must be in the future');
      else input.expiresAt = new Date(t).toISOString();
    }
    for (const label of c.textFields) {
      const v = cell(FIELD_PREFIX + label);
      if (!v) continue;
      if (v.length > LIMITS.field) bad(FIELD_PREFIX + label, `must be at most ${LIMITS.field} characters`);
      input.fields[label] = v;
    }
    inputs.push(input);
  });
  return { inputs, problems };
}
