// Batches to wire shapes.
import type { Batch, BatchRow } from '../generated/api/types.gen.js';
import type { Counts } from './repository.js';
import type { BatchesTable, BatchRowsTable } from './tables.js';

export function toBatch(b: BatchesTable, c: Counts): Batch {
  return {
    id: b.id,
    templateId: b.template_id,
    status: b.status,
    cancelReason: b.cancel_reason ?? null,
    total: Number(b.total),
    sent: c.sent,
    failed: c.failed,
    pending: c.pending,
    cancelled: c.cancelled,
    createdAt: b.created_at,
    startedAt: b.started_at,
    completedAt: b.completed_at,
    cancelledAt: b.cancelled_at,
  };
}

export function toRow(r: Pick<BatchRowsTable, 'row' | 'status' | 'envelope_id' | 'error' | 'error_code'>): BatchRow {
  return {
    row: Number(r.row),
    // A row being sent right now is still pending to the caller.
    status: r.status === 'sending' ? 'pending' : r.status,
    envelopeId: r.envelope_id,
    error: r.error,
    errorCode: r.error_code,
  };
}
