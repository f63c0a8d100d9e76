// Idempotency-Key records (api/idempotency-store.ts): one row per caller and key, for 24 hours.

export interface IdempotencyKeysTable {
  /** sha256 of the caller's scope and the key, hex: the key is never stored. */
  id: string;
  /** sha256 of the method, URL and body of the first request. */
  fingerprint: string;
  /** ISO 8601; a row older than 24 hours counts as absent. */
  created_at: string;
  /** The encrypted reply; null while the first request is still running. */
  response: string | null;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
