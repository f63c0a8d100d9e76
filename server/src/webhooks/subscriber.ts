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
  async onEvent(trx, e, { facts }) {
    if (!isWebhookEventType(e.type)) return 0;
    const ws = e.ctx.workspaceId;
    // Most workspaces have no switched-on endpoint: that is remembered until one is subscribed or switched on
    // (migration 191 signals it), and their events read nothing. Where one is, the endpoints are read in the
    // transaction, as they are now.
    let read: Awaited<ReturnType<typeof activeHooks>> | undefined;
    if (!(await facts.remember(`hooks:${ws}`, async () => (read = await activeHooks(trx, ws)).length > 0))) return 0;
    // Exactly once per endpoint, inside the emitting transaction; one multi-row insert for all of them.
    const to = (read ?? (await activeHooks(trx, ws)))
      .filter(
        (hook) => subscribes(JSON.parse(hook.events) as string[], e.type) && keyMayHear(hook, e.type, e.createdAt),
      )
      .map((hook) => hook.id);
    if (!to.length) return 0;
    // The body the backbone made for the event (events/record.ts): the stream replays the very same bytes.
    const body = { eventId: e.id, event: e.type, payload: e.payload!, createdAt: e.createdAt };
    return (await insertDeliveries(trx, e.ctx.workspaceId, to, body)).length;
  },
};
