// How a bulk send is drawn: its counts as a key-value table, its rows as a table, and the progress bar.
import type { Batch, BatchRow, Dossier } from '@dossier/sdk';
import { cell } from '../format.js';
import { table, type Column } from '../table.js';

export function batchRows(b: Batch): [string, string][] {
  return [
    ['ID', b.id],
    ['Template', b.templateId],
    ['Status', b.cancelReason ? `${b.status} (${b.cancelReason.replaceAll('_', ' ')})` : b.status],
    [
      'Rows',
      `${b.total}: ${b.sent} sent, ${b.failed} failed, ${b.pending} pending${b.cancelled ? `, ${b.cancelled} cancelled` : ''}`,
    ],
    ['Created', b.createdAt],
    ['Started', cell(b.startedAt)],
    ['Completed', cell(b.completedAt)],
  ];
}

const COLUMNS: Column<BatchRow>[] = [
  { header: 'Row', get: (r) => String(r.row) },
  { header: 'Status', get: (r) => r.status },
  { header: 'Envelope', get: (r) => cell(r.envelopeId) },
  { header: 'Error', get: (r) => (r.error ? `${r.error}${r.errorCode ? ` (${r.errorCode})` : ''}` : ''), wrap: true },
];

export const rowsTable = (rows: readonly BatchRow[]) => table(COLUMNS, rows);

/** Every row of a batch, walking its pages. */
export async function allRows(client: Dossier, id: string): Promise<BatchRow[]> {
  const rows: BatchRow[] = [];
  for await (const r of client.batches.rows(id, { limit: 100 })) rows.push(r);
  return rows;
}

/** One line of progress: a bar of the rows done (sent, failed or cancelled) and the counts. */
export function progressLine(b: Batch, width = 30): string {
  const done = b.total - b.pending;
  const filled = Math.round((done / b.total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${b.total} · ${b.sent} sent, ${b.failed} failed${b.cancelled ? `, ${b.cancelled} cancelled` : ''}`;
}
