// Webhook deliveries as a subscriber of the events backbone: a webhook event, in the transaction that emitted it,
// becomes one delivery (and its job) per switched-on endpoint subscribed to it whose key may read it (scopes.ts).
import type { EventSubscriber } from '../events/subscriber.js';
import { isWebhookEventType } from '../events/types.js';
import { activeHooks, insertDeliveries } from './repository.js';
import { keyMayHear } from './scopes.js';

export function subscribes(events: string[], event: string): boolean {
  return events.length === 0 || events.includes(event);
}

export const webhookSubscriber: EventSubscriber = {
  name: 'webhooks',
  async onEvent(trx, e) {
    if (!isWebhookEventType(e.type)) return 0;
    // Exactly once per endpoint, inside the emitting transaction; one multi-row insert for all of them.
    const to = (await activeHooks(trx, e.ctx.workspaceId))
      .filter((hook) => subscribes(JSON.parse(hook.events) as string[], e.type) && keyMayHear(hook, e.type, e.createdAt))
      .map((hook) => hook.id);
    if (!to.length) return 0; // most workspaces' events: no payload to build
    const payload = JSON.stringify({ id: e.id, event: e.type, createdAt: e.createdAt, data: e.event.data ?? {} });
    const body = { eventId: e.id, event: e.type, payload, createdAt: e.createdAt };
    return (await insertDeliveries(trx, e.ctx.workspaceId, to, body)).length;
  },
};
