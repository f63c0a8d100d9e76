// Changes an endpoint's URL, events or switch; switching it back on starts its run of failures afresh. Any change
// needs a key that may read all the endpoint carries; a new URL or new events hand it to that key (webhooks/scopes.ts).
import { isUniqueViolation } from '../../db/dialect.js';
import type { HookUpdate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { answeringKey, checkCharge, checkUrl, loadHook, normaliseEvents } from '../index.js';
import { updateHook as writeHook } from '../repository.js';
import type { HooksTable } from '../tables.js';

export async function updateHook(
  s: Services,
  ctx: ActionContext,
  input: { id: string; patch: HookUpdate },
): Promise<HooksTable> {
  const body = input.patch;
  const events = body.events !== undefined ? normaliseEvents(body.events) : undefined;
  if (body.url !== undefined) await checkUrl(s, body.url);
  try {
    return await s.events.transaction(ctx, async ({ trx, emit }) => {
      const before = await loadHook(trx, ctx.workspaceId, input.id);
      // Switching off, redirecting or narrowing what the owner hears is taking charge of it, whatever the field.
      await checkCharge(trx, ctx, before);
      // A new URL or new events are where and what this key will hear: the endpoint now answers to it, and it must
      // be able to read every event named. Switching an endpoint on or off changes neither.
      const rewired = body.url !== undefined || events !== undefined;
      const keyId = rewired ? answeringKey(ctx, events ?? (JSON.parse(before.events) as string[])) : before.key_id;
      const after = await writeHook(trx, before.id, {
        key_id: keyId,
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(events !== undefined ? { events: JSON.stringify(events) } : {}),
        ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
        ...(body.active === true ? { failure_count: 0 } : {}),
        updated_at: new Date().toISOString(),
      });
      const changed = Object.keys(body).filter((k) => k !== 'url' || body.url !== before.url);
      await emit({
        type: 'webhook.updated',
        description: `Webhook endpoint ${after.url} updated (${changed.join(', ') || 'no change'})`,
        metadata: {
          endpointId: after.id,
          changed,
          url: after.url,
          events: JSON.parse(after.events),
          active: Boolean(after.active),
        },
      });
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.conflict('another endpoint already has this URL and these events');
    throw err;
  } finally {
    s.facts.forget(); // this instance's next event hears the change at once
  }
}
