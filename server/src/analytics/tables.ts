// Analytics' own table: the per-visit, per-document rollup of visit_sections kept by triggers (migration 060).
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
}

export interface AnalyticsTables {
  analytics_visit_documents: AnalyticsVisitDocumentsTable;
}
