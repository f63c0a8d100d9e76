// Who the envelope waits on. Parallel: every signer who has not signed. Sequential: the signers of the lowest
// routingOrder that still has someone unsigned (several when they share the order); later orders are `waiting`.
// Viewers are never waited on; they are notified with the group of their routingOrder.
import type { EnvelopeRecipientsTable, EnvelopesTable } from './tables.js';

type R = Pick<EnvelopeRecipientsTable, 'role' | 'status' | 'routing_order'>;

const active = (r: R) => r.role === 'signer' && r.status !== 'delegated';

/** The routingOrder being signed now, or null when every signer has signed. */
export function currentOrder(recipients: R[]): number | null {
  const open = recipients.filter((r) => active(r) && r.status !== 'signed').map((r) => Number(r.routing_order));
  return open.length ? Math.min(...open) : null;
}

export function allSigned(recipients: R[]): boolean {
  return recipients.some(active) && recipients.filter(active).every((r) => r.status === 'signed');
}

/** Signers the envelope waits on now (those a reminder goes to). */
export function waitingOn<T extends R>(envelope: Pick<EnvelopesTable, 'sequential'>, recipients: T[]): T[] {
  const order = currentOrder(recipients);
  return recipients.filter(
    (r) =>
      active(r) &&
      (r.status === 'sent' || r.status === 'viewed') &&
      (!Number(envelope.sequential) || Number(r.routing_order) === order),
  );
}

/** Status at send time: everybody `sent` in parallel; in sequence, the first order's group and earlier viewers. */
export function initialStatus(sequential: boolean, recipients: R[], r: R): 'sent' | 'waiting' {
  if (!sequential) return 'sent';
  const order = currentOrder(recipients);
  return order === null || Number(r.routing_order) <= order ? 'sent' : 'waiting';
}

const DAY_MS = 86_400_000;

/** When the next automatic reminder is due after one sent at `from` (null when the envelope has none). */
export const nextReminderAt = (e: Pick<EnvelopesTable, 'reminder_every_days'>, from: string): string | null =>
  e.reminder_every_days ? new Date(Date.parse(from) + Number(e.reminder_every_days) * DAY_MS).toISOString() : null;
