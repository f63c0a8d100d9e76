// How webhook endpoints and deliveries are shown.
import type { Delivery, Hook } from '@dossier/sdk';
import { cell } from '../format.js';

/** A hook's subscription: the event names, or "all" for an empty list (which means every event). */
export function hookEvents(events: readonly string[], sep = ', '): string {
  return events.length === 0 ? 'all' : events.join(sep);
}

/** The label/value rows describing one endpoint. */
export function hookRows(hook: Hook): [string, string][] {
  return [
    ['ID', hook.id],
    ['URL', hook.url],
    ['Events', hookEvents(hook.events, '\n')],
    ['Active', cell(hook.active)],
    ['Failure count', cell(hook.failureCount)],
    ['Last status', cell(hook.lastStatus)],
    ['Last attempt', cell(hook.lastAttemptAt)],
    ['Created', cell(hook.createdAt)],
  ];
}

/** The label/value rows describing one delivery. */
export function deliveryRows(d: Delivery): [string, string][] {
  return [
    ['Delivery', d.id],
    ['Event', `${d.event} (${d.eventId})`],
    ['Status', d.status],
    ['Response status', cell(d.responseStatus)],
    ['Error', cell(d.error)],
    ['Attempts', cell(d.attempts)],
    ['Delivered', cell(d.deliveredAt)],
  ];
}

/** The lines shown with a signing secret, which the API returns only on create, identical re-subscribe and rotate. */
export function secretLines(secret: string, hookId: string): string[] {
  return [
    `Signing secret: ${secret}`,
    `Store it now: it is not shown again. If it is lost, "dossier hooks rotate ${hookId}" issues a new one.`,
  ];
}
