// The viewer's own table: attempts counted over windows longer than a minute. The visits themselves
// (link_visits, visit_sections) are declared with the links (links/tables.ts), whose migration made them.
export interface VisitAttemptsTable {
  id: string;
  link_id: string;
  visit_id: string;
  kind: 'password_failed' | 'code_sent' | 'bulk_code_sent';
  ip_address: string | null;
  email: string | null;
  created_at: string;
}

export interface VisitTables {
  visit_attempts: VisitAttemptsTable;
}

export type { LinkVisitsTable } from '../links/tables.js';
