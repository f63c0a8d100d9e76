// The open event streams of every instance, one lease each (stream/hub.ts counts a key's live ones).
import type { ColumnType } from 'kysely';

export interface StreamLeasesTable {
  /** The stream's id. */
  id: string;
  key_id: string;
  /** The process serving it (its job runner's instance id). */
  instance_id: string;
  /** Unix milliseconds by the owning instance's clock; pushed on while the stream is open, ignored once past. */
  expires_at: ColumnType<string | number, number, number>;
}

export interface StreamTables {
  stream_leases: StreamLeasesTable;
}
