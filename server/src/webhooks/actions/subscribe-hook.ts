// Subscribes an endpoint for the calling key (which must be able to read every event named: webhooks/scopes.ts);
// subscribing again to the same URL and events switches that endpoint back on instead, and answers its secret: that
// needs a key that may read all the endpoint carries.
import { isUniqueViolation } from '../../db/dialect.js';
import type { HookCreate } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { answeringKey, checkCharge, checkUrl, normaliseEvents } from '../index.js';
import { findIdenticalHook, insertHook, newHookRow, reactivateHook } from '../repository.js';
import { newSecret } from '../sign.js';
import type { HooksTable } from '../tables.js';

export async function subscribeHook(
  s: Services,
  ctx: ActionContext,
  input: HookCreate,
): Promise<{ hook: HooksTable; created: boolean }> {
  try {
    return await subscribe(s, ctx, input);
  } finally {
    // This instance's next event hears the endpoint (the other instances' signal comes with the commit).
    s.facts.forget();
  }
}

async function subscribe(
  s: Services,
  ctx: ActionContext,
  input: HookCreate,
): Promise<{ hook: HooksTable; created: boolean }> {
  const events = normaliseEvents(input.events, input.event);
  const keyId = answeringKey(ctx, events);
  const url = input.url;
  await checkUrl(s, url);
  const eventsJson = JSON.stringify(events);
  // Re-subscribing hands the endpoint to this key: its deliveries are what this key may read.
  const again = await resubscribe(s, ctx, url, eventsJson, keyId);
  if (again) return { hook: again, created: false };
  const row = newHookRow({
    workspace_id: ctx.workspaceId,
    url,
    events: eventsJson,
    secret: newSecret(),
    key_id: keyId,
  });
  try {
    await s.events.transaction(ctx, async ({ trx, emit }) => {
      await insertHook(trx, row);
      await emit({
        type: 'webhook.created',
        description: `Webhook endpoint ${url} subscribed`,
        metadata: { endpointId: row.id, url, events },
      });
    });
  } catch (err) {
    // A concurrent identical subscribe won the insert: answer as a re-subscribe.
    if (isUniqueViolation(err)) {
      const raced = await resubscribe(s, ctx, url, eventsJson, keyId);
      if (raced) return { hook: raced, created: false };
    }
    throw err;
  }
  return { hook: row, created: true };
}

/** The identical endpoint switched back on and handed to this key, once it may read all the endpoint carries. */
async function resubscribe(
  s: Services,
  ctx: ActionContext,
  url: string,
  eventsJson: string,
  keyId: string | null,
): Promise<HooksTable | undefined> {
  return s.db.kysely.transaction().execute(async (trx) => {
    const existing = await findIdenticalHook(trx, ctx.workspaceId, url, eventsJson);
    if (!existing) return undefined;
    await checkCharge(trx, ctx, existing);
    return reactivateHook(trx, ctx.workspaceId, url, eventsJson, keyId);
  });
}
