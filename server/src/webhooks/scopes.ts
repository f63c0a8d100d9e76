// What a key must be able to read to hear of an event through a webhook: the read scopes of everything the
// event's data carries (an envelope and its signers, a link and its address, a visit and its visitor, a
// document). The spec's POST /hooks states the same table. Subscribing to an event checks it against the
// subscribing key's scopes (403 naming the first one missing); every delivery checks it again against the scopes
// the key holds when the event happens, so a key that lost a scope, was revoked or expired stops hearing. Taking
// charge of an endpoint (rotating its secret, answering it again, changing or deleting it) needs every scope of what
// it carries, so a narrower key can neither sign for a wider one's receiver nor silence or take over its endpoint.
import type { Scope, WebhookEvent } from '../generated/operations.gen.js';
import { ApiError } from '../platform/errors.js';

const ENVELOPES: Scope[] = ['envelopes:read'];
const LINKS: Scope[] = ['links:read'];
const VISITS: Scope[] = ['links:read', 'views:read'];
const DOCUMENTS: Scope[] = ['documents:read'];

export const EVENT_SCOPES: Record<WebhookEvent, readonly Scope[]> = {
  'envelope.sent': ENVELOPES,
  'batch.completed': ENVELOPES,
  'batch.cancelled': ENVELOPES,
  'recipient.notified': ENVELOPES,
  'recipient.bounced': ENVELOPES,
  'recipient.viewed': ENVELOPES,
  'recipient.authenticated': ENVELOPES,
  'recipient.signed': ENVELOPES,
  'recipient.declined': ENVELOPES,
  'recipient.delegated': ENVELOPES,
  'recipient.attached': ENVELOPES,
  'envelope.reminded': ENVELOPES,
  'envelope.completed': ENVELOPES,
  'envelope.voided': ENVELOPES,
  'envelope.expired': ENVELOPES,
  'consent.accepted': ENVELOPES,
  'consent.withdrawn': ENVELOPES,
  'document.created': DOCUMENTS,
  'document.edited': DOCUMENTS,
  'document.redacted': DOCUMENTS,
  'link.created': LINKS,
  'link.updated': LINKS,
  'link.enabled': LINKS,
  'link.disabled': LINKS,
  'link.deleted': LINKS,
  'link.viewed': VISITS,
  'link.nda_accepted': VISITS,
  'link.downloaded': VISITS,
  'link.bulk_downloaded': VISITS,
  ping: [],
};

/** The first scope the event needs that `held` lacks, or null when the holder may read everything it carries. */
export function missingScope(event: string, held: readonly string[]): Scope | null {
  const needed = EVENT_SCOPES[event as WebhookEvent];
  if (!needed) return null;
  return needed.find((s) => !held.includes(s)) ?? null;
}

/** 403 insufficient_scope naming the scope and the events that need it, when a key subscribes beyond its reads. */
export function refuseEventsBeyondScopes(events: readonly string[], held: readonly string[]): void {
  refuseBeyond(events, held, (needing, scope) => ({
    message: `subscribing to ${needing.join(', ')} needs the scope ${scope}, which this key lacks (a webhook carries only what its key may read)`,
    fields: [
      {
        field: 'body.events',
        message: `${needing.join(', ')} need${needing.length > 1 ? '' : 's'} the scope ${scope}`,
      },
    ],
  }));
}

/**
 * What an endpoint carries now: the events it names or, naming none, every event its key may read. The key's scopes
 * count as recorded even once it is revoked or expired (its endpoint's secret still signs for it); null scopes (no
 * key recorded, or its row gone) mean every event.
 */
export function carriedEvents(events: readonly string[], keyScopes: readonly string[] | null): string[] {
  if (events.length > 0) return [...events];
  const all = Object.keys(EVENT_SCOPES);
  return keyScopes === null ? all : all.filter((e) => missingScope(e, keyScopes) === null);
}

/**
 * 403 insufficient_scope when a key that may not read everything an endpoint carries would rotate its secret, change
 * or delete it: with the secret it could sign events to the owner's receiver, and a change could silence, redirect or
 * take over deliveries it may not read.
 */
export function refuseChargeBeyondScopes(carried: readonly string[], held: readonly string[]): void {
  refuseBeyond(carried, held, (needing, scope) => ({
    message: `this webhook endpoint carries ${needing.join(', ')}, which need${needing.length > 1 ? '' : 's'} the scope ${scope}; this key lacks it, and only a key that may read everything an endpoint carries may rotate its secret, change or delete it`,
  }));
}

function refuseBeyond(
  events: readonly string[],
  held: readonly string[],
  say: (needing: string[], scope: Scope) => { message: string; fields?: { field: string; message: string }[] },
): void {
  for (const event of events) {
    const scope = missingScope(event, held);
    if (!scope) continue;
    const needing = events.filter((e) => missingScope(e, held) === scope);
    const { message, fields } = say(needing, scope);
    throw new ApiError('insufficient_scope', message, { scope, events: needing, ...(fields ? { fields } : {}) });
  }
}

/** The key a webhook answers to, as a delivery sees it (from a join; all null when the key row is gone). */
export interface HookKey {
  key_id: string | null;
  key_scopes: string | null;
  key_revoked_at: string | null;
  key_expires_at: string | null;
}

/**
 * Whether an endpoint hears of the event at `at`: an endpoint without a recorded key (made before keys were
 * recorded) hears everything it subscribed to; one whose key is gone, revoked or expired hears nothing; otherwise
 * only what the key may read now.
 */
export function keyMayHear(hook: HookKey, event: string, at: string): boolean {
  if (hook.key_id === null) return true;
  if (hook.key_scopes === null || hook.key_revoked_at !== null) return false;
  if (hook.key_expires_at !== null && hook.key_expires_at <= at) return false;
  return missingScope(event, JSON.parse(hook.key_scopes) as string[]) === null;
}
