// Loading an endpoint (404 across workspaces) and checking what a caller asks to subscribe.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { webhookEvents } from '../generated/operations.gen.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { findHook } from './repository.js';
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

/** An https address the guard allows (400 when it is not a valid https URL, 422 when it is refused). */
export async function checkUrl(s: Services, url: string): Promise<void> {
  const res = await s.webhooks.guard.checkUrl(url);
  if (!res.ok) {
    const field = [{ field: 'body.url', message: `is refused: ${res.reason}` }];
    if (res.reason === 'https required' || res.reason === 'not a valid URL') throw errors.validation(field);
    throw errors.unprocessable(`url is refused: ${res.reason}`, { fields: field });
  }
}

export const knownEvents = (): string[] => [...KNOWN];
