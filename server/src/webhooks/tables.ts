// Webhook endpoints and their deliveries.
export interface HooksTable {
  id: string;
  workspace_id: string;
  url: string;
  /** JSON array of event names, sorted; empty means every event. */
  events: string;
  /** The signing secret, kept to sign deliveries; returned only on create, identical re-subscribe and rotate. */
  secret: string;
  /** 1 or 0 (the same on both engines). */
  active: number;
  failure_count: number;
  last_status: number | null;
  last_attempt_at: string | null;
  /** The key that subscribed (or last changed its URL or events): deliveries carry only what it may read. Null for endpoints made before keys were recorded. */
  key_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeliveriesTable {
  id: string;
  workspace_id: string;
  endpoint_id: string;
  event_id: string;
  event: string;
  /** The exact JSON body sent on every attempt. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_status: number | null;
  error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface WebhookTables {
  hooks: HooksTable;
  deliveries: DeliveriesTable;
}
