// Sends a test event to an endpoint now: the first attempt is made here, retries go through the job runner.
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { loadHook } from '../index.js';
import { deliveryJob, findDelivery, insertDelivery } from '../repository.js';
import type { DeliveriesTable } from '../tables.js';
import { attemptDelivery } from './attempt-delivery.js';

export async function pingHook(s: Services, ctx: ActionContext, input: { id: string }): Promise<DeliveriesTable> {
  const db = s.db.kysely;
  const hook = await loadHook(db, ctx.workspaceId, input.id);
  const eventId = newId('evt');
  const createdAt = monotonicIso();
  const payload = JSON.stringify({
    id: eventId,
    event: 'ping',
    createdAt,
    data: { endpointId: hook.id, message: 'ping from Dossier' },
  });
  // The job is leased to this request, which makes the first attempt itself.
  const lease = s.jobs.lease();
  let deliveryId: string;
  try {
    deliveryId = await db
      .transaction()
      .execute((trx) =>
        insertDelivery(trx, ctx.workspaceId, hook.id, { eventId, event: 'ping', payload, createdAt }, lease),
      );
  } catch (err) {
    throw errors.unprocessable('the ping delivery could not be recorded', {
      reason: err instanceof Error ? err.message : String(err),
    });
  }
  await attemptDelivery(s, await deliveryJob(db, deliveryId));
  return findDelivery(db, deliveryId);
}
