import type { Generated } from 'kysely';

// Analytics' own tables: the rollups of visit_sections, written in the write path (attention-rollup.ts).
// Visits, sections and feedback themselves belong to the links domain (links/tables.ts); analytics only reads them.
export interface AnalyticsVisitDocumentsTable {
  visit_id: string;
  document_id: string;
  workspace_id: string;
  link_id: string;
  data_room_id: string | null;
  /** Attention on this document in this visit (sum of its sections' visible_ms). */
  visible_ms: number;
  /** Highest section index with any attention; -1 when none. */
  furthest_index: number;
  sections_seen: number;
  /** Reading time of this visit on this document (migration 101; definitions.ts documentReadingMs). */
  reading_ms: number;
  /** The instant of the heartbeat last counted in reading_ms (one heartbeat's sections share it). */
  credited_at: string | null;
}

/** Changes of a section's attention not folded into the histograms yet (migration 101; rollup.ts). */
export interface AnalyticsSectionLogTable {
  id: Generated<number>;
  document_id: string;
  section_index: number;
  old_ms: number;
  new_ms: number;
}

/** Per document, section and value bucket (buckets.ts): how many visits' attention falls there, and its sum. */
export interface AnalyticsSectionHistTable {
  document_id: string;
  section_index: number;
  lo: number;
  n: number;
  sum_ms: number;
}

/** Daily totals of counted visits by dimension (migration 061): link, email, agent, rdoc (room visits' documents). */
export interface AnalyticsDailyTable {
  workspace_id: string;
  dim: 'link' | 'email' | 'agent' | 'rdoc' | 'visitors';
  /** UTC day of the visit's startedAt, YYYY-MM-DD. */
  day: string;
  key: string;
  views: number;
  total_ms: number;
  completion_sum: number;
  downloads: number;
  anonymous: number;
  last_seen_at: string;
}

export interface AnalyticsTables {
  analytics_visit_documents: AnalyticsVisitDocumentsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_section_log: AnalyticsSectionLogTable;
  analytics_section_hist: AnalyticsSectionHistTable;
}
