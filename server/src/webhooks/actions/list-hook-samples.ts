// Up to three recent delivered payloads of an event, or one made up for it when none was delivered yet.
import type { WebhookPayload } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { isWebhookEventName, knownEvents } from '../index.js';
import { deliveredPayloads } from '../repository.js';
import { syntheticData } from '../samples.js';
import { refuseEventsBeyondScopes } from '../scopes.js';

export async function listHookSamples(
  s: Services,
  ctx: ActionContext,
  input: { event?: string },
): Promise<WebhookPayload[]> {
  const event = input.event ?? 'ping';
  if (!isWebhookEventName(event))
    throw errors.unprocessable(`unknown event name: ${event}`, {
      known: knownEvents(),
      fields: [{ field: 'query.event', message: 'is not an event name' }],
    });
  // A sample is a real delivered body: only a key that may read the event sees one (403 naming the scope).
  if (ctx.actor.scopes) refuseEventsBeyondScopes([event], ctx.actor.scopes);
  const rows = await deliveredPayloads(s.db.kysely, ctx.workspaceId, event);
  const seen = new Set<string>();
  const data: WebhookPayload[] = [];
  for (const r of rows) {
    if (seen.has(r.event_id)) continue; // one event delivered to several endpoints is one sample
    seen.add(r.event_id);
    data.push(JSON.parse(r.payload) as WebhookPayload);
    if (data.length === 3) break;
  }
  if (!data.length)
    data.push({
      id: newId('evt_sample'),
      event: event as WebhookPayload['event'],
      createdAt: new Date().toISOString(),
      data: syntheticData(event),
    });
  return data;
}
