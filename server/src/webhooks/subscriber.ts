// Webhook deliveries as a subscriber of the events backbone: a webhook event, in the transaction that emitted it,
// becomes one delivery (and its job) per switched-on endpoint subscribed to it whose key may read it (scopes.ts).
import type { EventSubscriber } from '../events/subscriber.js';
import { isWebhookEventType } from '../events/types.js';
import { activeHooks, insertDelivery } from './repository.js';
import { keyMayHear } from './scopes.js';

export function subscribes(events: string[], event: string): boolean {
  return events.length === 0 || events.includes(event);
}

export const webhookSubscriber: EventSubscriber = {
  name: 'webhooks',
  async onEvent(trx, e) {
    if (!isWebhookEventType(e.type)) return 0;
    const payload = JSON.stringify({ id: e.id, event: e.type, createdAt: e.createdAt, data: e.event.data ?? {} });
    const body = { eventId: e.id, event: e.type, payload, createdAt: e.createdAt };
    let n = 0;
    for (const hook of await activeHooks(trx, e.ctx.workspaceId)) {
      if (!subscribes(JSON.parse(hook.events) as string[], e.type) || !keyMayHear(hook, e.type, e.createdAt)) continue;
      await insertDelivery(trx, e.ctx.workspaceId, hook.id, body);
      n++;
    }
    return n;
  },
};
