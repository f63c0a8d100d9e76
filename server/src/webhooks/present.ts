// Endpoints and deliveries as the API shows them. The secret appears only where the caller asked for it.
import type { Delivery, EventName, Hook, HookWithSecret, WebhookPayload } from '../generated/api/types.gen.js';
import type { DeliveriesTable, HooksTable } from './tables.js';

/** An endpoint as a list reads it (no secret). */
export type ListedHook = Omit<HooksTable, 'secret' | 'workspace_id' | 'updated_at' | 'key_id'>;

/** A delivery as a page of them reads it: its body only when asked for and readable by the key. */
export type ListedDelivery = Omit<DeliveriesTable, 'payload' | 'workspace_id'> &
  Partial<Pick<DeliveriesTable, 'payload'>>;

export function toHook(h: ListedHook): Hook {
  return {
    id: h.id,
    url: h.url,
    events: JSON.parse(h.events) as EventName[],
    active: Boolean(Number(h.active)),
    failureCount: Number(h.failure_count),
    lastStatus: h.last_status === null ? null : Number(h.last_status),
    lastAttemptAt: h.last_attempt_at,
    createdAt: h.created_at,
  };
}

export function toHookWithSecret(h: HooksTable): HookWithSecret {
  return { ...toHook(h), secret: h.secret };
}

export function toDelivery(d: ListedDelivery, withPayload: boolean): Delivery {
  return {
    id: d.id,
    endpointId: d.endpoint_id,
    eventId: d.event_id,
    event: d.event as EventName,
    status: d.status,
    attempts: Number(d.attempts),
    responseStatus: d.response_status === null ? null : Number(d.response_status),
    error: d.error,
    deliveredAt: d.delivered_at,
    createdAt: d.created_at,
    ...(withPayload && d.payload !== undefined ? { payload: JSON.parse(d.payload) as WebhookPayload } : {}),
  };
}
