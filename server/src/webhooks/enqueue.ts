// Turns a committed event into deliveries: one per active endpoint subscribed to it, each with its job.
import { newId } from '../auth/keys.js';
import type { Trx } from '../events/record.js';
import { enqueueJob } from '../jobs/queue.js';

export const DELIVER_JOB = 'webhook.deliver';

export function subscribes(events: string[], event: string): boolean {
  return events.length === 0 || events.includes(event);
}

export interface EventBody {
  eventId: string;
  event: string;
  /** The exact JSON body, identical on every attempt. */
  payload: string;
  createdAt: string;
}

export async function enqueueDeliveries(trx: Trx, workspaceId: string, body: EventBody): Promise<number> {
  const hooks = await trx.selectFrom('hooks').select(['id', 'events']).where('workspace_id', '=', workspaceId).where('active', '=', 1).execute();
  let n = 0;
  for (const hook of hooks) {
    if (!subscribes(JSON.parse(hook.events) as string[], body.event)) continue;
    await insertDelivery(trx, workspaceId, hook.id, body);
    n++;
  }
  return n;
}

/** One delivery row and the job that attempts it; `lockedBy` leases the job to the caller (ping sends at once). */
export async function insertDelivery(trx: Trx, workspaceId: string, endpointId: string, body: EventBody, lease?: { by: string; until: string }): Promise<string> {
  const id = newId('dlv');
  await trx
    .insertInto('deliveries')
    .values({
      id,
      workspace_id: workspaceId,
      endpoint_id: endpointId,
      event_id: body.eventId,
      event: body.event,
      payload: body.payload,
      status: 'pending',
      attempts: 0,
      response_status: null,
      error: null,
      delivered_at: null,
      created_at: body.createdAt,
    })
    .execute();
  await enqueueJob(trx, { kind: DELIVER_JOB, refId: id, lease });
  return id;
}
