// The batches domain's tables (migrations 160, 194).
export interface BatchesTable {
  id: string;
  workspace_id: string;
  template_id: string;
  status: 'queued' | 'sending' | 'done' | 'cancelled';
  total: number;
  /** SHA-256 of the creating key and its Idempotency-Key, or null. */
  idempotency_key: string | null;
  /** The creating key's action context as JSON (no secret): rows are sent as that key. */
  actor: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  /** Why it was cancelled (migration 194): the spec's Batch.cancelReason. */
  cancel_reason: CancelReason | null;
}

export type CancelReason = 'requested' | 'key_revoked' | 'key_expired' | 'key_scope_removed';

export interface BatchRowsTable {
  batch_id: string;
  row: number;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  /** The validated row as JSON (RowInput of validate.ts). */
  input: string;
  claimed_until: string | null;
  document_id: string | null;
  envelope_id: string | null;
  error: string | null;
  error_code: string | null;
  updated_at: string;
}

export interface BatchTables {
  batches: BatchesTable;
  batch_rows: BatchRowsTable;
}
