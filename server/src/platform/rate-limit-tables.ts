// Shared rate-limit counters: one row per bucket and one-minute window, swept once the window is over.
import type { ColumnType } from 'kysely';

export interface RateLimitsTable {
  bucket: string;
  /** Unix milliseconds the window starts at; bigint, which the pg driver reads back as a string. */
  window_start: ColumnType<string | number, number, number>;
  count: number;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
