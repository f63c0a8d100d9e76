// The audit trail (one row per event, hash-chained per workspace) and the head of each workspace's chain.
export interface AuditEventsTable {
  id: string;
  workspace_id: string;
  /** Position in the workspace's chain: 1, 2, 3… without gaps (a gap means a removed row). */
  seq: number;
  type: string;
  family: string;
  description: string;
  actor_name: string | null;
  actor_email: string | null;
  envelope_id: string | null;
  document_id: string | null;
  recipient_id: string | null;
  share_link_id: string | null;
  subject_kind: string | null;
  subject_id: string | null;
  subject_title: string | null;
  ip_address: string | null;
  user_agent: string | null;
  /** JSON object. */
  metadata: string;
  created_at: string;
  prev_hash: string | null;
  hash: string;
  /**
   * A webhook event's payload, the exact JSON body its deliveries carry (the live event stream replays it); null for
   * audit-only types. Outside the hash: the chain covers the entry, this is a copy for delivery.
   */
  payload: string | null;
}

export interface AuditHeadsTable {
  workspace_id: string;
  seq: number;
  hash: string;
}

/** Instance-wide settings shared by every instance on one database (e.g. the cursor signing secret). */
export interface SettingsTable {
  name: string;
  value: string;
}

export interface EventTables {
  audit_events: AuditEventsTable;
  audit_heads: AuditHeadsTable;
  settings: SettingsTable;
}
