// Loading an endpoint (404 across workspaces) and checking what a caller asks to subscribe.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { webhookEvents } from '../generated/operations.gen.js';
import { errors } from '../platform/errors.js';
import type { ActionContext } from '../platform/context.js';
import type { Services } from '../services.js';
import { carriedEvents, refuseChargeBeyondScopes, refuseEventsBeyondScopes } from './scopes.js';
import { findHook, recordedKeyScopes } from './repository.js';
import type { HooksTable } from './tables.js';

const KNOWN: readonly string[] = webhookEvents;

export function isWebhookEventName(name: string): boolean {
  return KNOWN.includes(name);
}

/** The endpoint, or 404 (also for another workspace's id). */
export async function loadHook(q: Kysely<Database>, workspaceId: string, id: string): Promise<HooksTable> {
  const row = await findHook(q, workspaceId, id);
  if (!row) throw errors.notFound('webhook endpoint');
  return row;
}

/** Merged, de-duplicated and sorted, so one set of events has one stored form. */
export function normaliseEvents(list: string[] | undefined, single?: string): string[] {
  const names = [...new Set([...(list ?? []), ...(single ? [single] : [])])].sort();
  const unknown = names.filter((n) => !KNOWN.includes(n));
  if (unknown.length) {
    throw errors.unprocessable(`unknown event name${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, {
      unknown,
      known: [...KNOWN],
      fields: [{ field: 'body.events', message: `unknown event ${unknown.join(', ')}` }],
    });
  }
  if (names.length > 50) throw errors.validation([{ field: 'body.events', message: 'must have at most 50 events' }]);
  return names;
}

/** The server setting that lets an operator deliver to a network the guard refuses by default. */
export const ALLOW_SETTING = 'WEBHOOK_ALLOWED_NETWORKS';

/**
 * An https address the guard allows (400 when it is not a valid https URL, 422 when it is refused). A refused
 * address (loopback, private, …) names the setting that allows it, so an operator running a receiver on their own
 * network knows where to look; a name that does not resolve, or a metadata name, has nothing to allow.
 */
export async function checkUrl(s: Services, url: string): Promise<void> {
  const res = await s.webhooks.guard.checkUrl(url);
  if (res.ok) return;
  const field = [{ field: 'body.url', message: `is refused: ${res.reason}` }];
  if (res.reason === 'https required' || res.reason === 'not a valid URL') throw errors.validation(field);
  if (!res.allowable) throw errors.unprocessable(`url is refused: ${res.reason}`, { fields: field });
  const hint = `the server's operator can allow this network by adding it, in CIDR form, to the ${ALLOW_SETTING} setting`;
  throw errors.unprocessable(`url is refused: ${res.reason}; ${hint}`, { fields: field, setting: ALLOW_SETTING, hint });
}

export const knownEvents = (): string[] => [...KNOWN];

/**
 * The key an endpoint will answer to after this call, having checked that it may read every event named (an empty
 * list means "every event the key may read", filtered per delivery). Null when no key acts (nothing to filter by).
 */
export function answeringKey(ctx: ActionContext, events: readonly string[]): string | null {
  if (ctx.actor.kind !== 'key' || !ctx.actor.scopes) return null;
  refuseEventsBeyondScopes(events, ctx.actor.scopes);
  return ctx.actor.id;
}

/**
 * 403 unless the acting key may read everything the endpoint carries now (webhooks/scopes.ts): rotating its secret,
 * answering its secret again, changing or deleting it. No key acting (the app): nothing to check.
 */
export async function checkCharge(q: Kysely<Database>, ctx: ActionContext, hook: HooksTable): Promise<void> {
  if (ctx.actor.kind !== 'key' || !ctx.actor.scopes) return;
  const events = JSON.parse(hook.events) as string[];
  // Naming no events, it carries what its key may read: only then is the key's row worth reading.
  const keyScopes = events.length === 0 && hook.key_id !== null ? await recordedKeyScopes(q, hook.key_id) : null;
  refuseChargeBeyondScopes(carriedEvents(events, keyScopes), ctx.actor.scopes);
}

// Who hears of what, for the live event stream too (stream/): the same rule as an endpoint's deliveries.
export { keyMayHear, refuseEventsBeyondScopes, type HookKey } from './scopes.js';
export { syntheticData } from './samples.js';
