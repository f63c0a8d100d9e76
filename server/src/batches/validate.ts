// Every row of a bulk send checked before anything is sent: each problem named by its row (from 1; 0 is the
// header) and column, so the caller fixes the file in one go.
import { ApiError } from '../platform/errors.js';
import { FIELD_PREFIX, OPTION_COLUMNS, type TemplateColumns } from './columns.js';

export const MAX_ROWS = 100;

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
  row: number;
  column: string | null;
  message: string;
}

// As the spec's `format: email` reads an address: something@host.tld, no spaces.
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
const LIMITS = { name: 200, email: 254, subject: 300, message: 2000, field: 2000 };

export function batchInvalid(problems: Problem[]): ApiError {
  const first = problems[0];
  const where = first.row === 0 ? 'the header' : `row ${first.row}`;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return new ApiError('batch_invalid', `nothing was sent: ${where}${first.column ? `, column ${first.column}` : ''}: ${first.message}${more}`, {
    problems,
    fields: problems.map((p) => ({ field: p.row === 0 ? `header.${p.column ?? ''}` : `rows[${p.row}]${p.column ? `.${p.column}` : ''}`, message: p.message })),
  });
}

/** A CSV's rows as column → cell objects (the JSON form), with the header's and the row lengths' problems. */
export function rowsOfCsv(table: string[][]): { rows: Record<string, string>[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const [header = [], ...body] = table;
  const names = header.map((h) => h.trim());
  const seen = new Set<string>();
  for (const n of names) {
    if (n === '') problems.push({ row: 0, column: null, message: 'a column has no name' });
    else if (seen.has(n)) problems.push({ row: 0, column: n, message: 'is named twice' });
    seen.add(n);
  }
  const rows = body.map((cells, i) => {
    if (cells.length !== names.length) problems.push({ row: i + 1, column: null, message: `has ${cells.length} cells; the header has ${names.length}` });
    return Object.fromEntries(names.map((n, j) => [n, cells[j] ?? '']));
  });
  return { rows, problems };
}

/** Checks the columns and every cell; returns the rows to send, or the problems (none sent). */
export function validateRows(c: TemplateColumns, rows: Record<string, string>[], given: Problem[] = [], now = Date.now()): { inputs: RowInput[]; problems: Problem[] } {
  const problems = [...given];
  if (rows.length === 0) problems.push({ row: 1, column: null, message: 'the batch has no rows' });
  if (rows.length > MAX_ROWS) problems.push({ row: MAX_ROWS + 1, column: null, message: `a batch holds at most ${MAX_ROWS} rows (this one has ${rows.length})` });
  const known = new Set<string>([...c.slots.flatMap((s) => [`${s}.name`, `${s}.email`]), ...OPTION_COLUMNS, ...c.textFields.map((l) => FIELD_PREFIX + l)]);
  // Columns are the same in every CSV row: an unknown or missing one is reported once, on the header.
  const columns = new Set(rows.flatMap((r) => Object.keys(r)));
  for (const col of columns) {
    if (known.has(col)) continue;
    const why = col.startsWith(FIELD_PREFIX) ? `names no text field of the template (its text fields: ${c.textFields.join(', ') || 'none'})` : `is not a column of this template (see GET /templates/{id}/batch.csv)`;
    problems.push({ row: 0, column: col, message: why });
  }
  const inputs: RowInput[] = [];
  rows.slice(0, MAX_ROWS).forEach((r, i) => {
    const row = i + 1;
    const bad = (column: string, message: string) => problems.push({ row, column, message });
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
      if (!/^\d{4}-\d{2}-\d{2}T/.test(expires) || Number.isNaN(t)) bad('expiresAt', 'must be an ISO 8601 date-time (e.g. 2026-01-31T17:00:00Z)');
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
