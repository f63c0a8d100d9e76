// The durable job table: webhook attempts, retries and recurring scheduled work. A job is leased by one
// instance at a time; a lease that runs out (crash, kill) makes the job due again.
export interface JobsTable {
  id: string;
  kind: string;
  /** The row the job works on (a delivery id), or null. */
  ref_id: string | null;
  /** Unique name of a recurring job; null for one-off jobs. */
  recurring_key: string | null;
  run_at: string;
  attempts: number;
  locked_by: string | null;
  locked_until: string | null;
  created_at: string;
}

export interface JobTables {
  jobs: JobsTable;
}
