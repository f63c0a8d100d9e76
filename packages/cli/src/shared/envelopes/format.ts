// How envelopes, their recipients, fields, deliveries and PDF field placements are shown.
import type {
  DocumentField,
  Envelope,
  EnvelopeDelivery,
  EnvelopeDetail,
  EnvelopeField,
  EnvelopeRecipient,
} from '@dossier/sdk';
import { cell, person } from '../format.js';

/** `1. Ada Lovelace <ada@example.com> (signer, viewed; rcp_…)`, with a bounce or a hand-over when there is one. */
export function envelopeRecipientLine(r: EnvelopeRecipient): string {
  const extra = [
    r.authMethod === 'email+access_code' ? 'access code' : null,
    r.deliveryFailedAt ? `email bounced: ${r.deliveryError ?? 'undelivered'}` : null,
    r.delegatedToEmail ? `passed on to ${r.delegatedToEmail}` : null,
    r.declineReason ? `declined: ${r.declineReason}` : null,
  ].filter(Boolean);
  const line = `${r.routingOrder}. ${person(r.name, r.email)} (${r.role}, ${r.status}${extra.length ? `; ${extra.join('; ')}` : ''}; ${r.id})`;
  return r.signingUrl !== undefined
    ? `${line}\n   ${r.signingUrl ?? '(no signing link: signed, declined, passed on or ended)'}`
    : line;
}

/** Signed signers out of all signers still on the list: `1/2 signed`. */
export function progress(e: Envelope): string {
  const signers = e.recipients.filter((r) => r.role === 'signer' && r.status !== 'delegated');
  return `${signers.filter((r) => r.status === 'signed').length}/${signers.length} signed`;
}

export function fieldLine(f: EnvelopeField): string {
  return `${f.type}${f.label ? ` "${f.label}"` : ''} for ${f.recipientId}${f.required ? '' : ' (optional)'}${f.completedAt ? `, done ${f.completedAt}` : ''} (${f.id})`;
}

/** The label/value rows describing one envelope. */
export function envelopeRows(e: Envelope | EnvelopeDetail): [string, string][] {
  const rows: [string, string][] = [
    ['ID', e.id],
    ['Document', `${e.title} (${e.documentId}, ${e.kind}, ${e.pageCount} page${e.pageCount === 1 ? '' : 's'})`],
    ['Status', `${e.status} (${progress(e)})`],
    ['Routing', e.sequential ? 'sequential (one routing order after another)' : 'parallel (everybody at once)'],
    ['Subject', e.subject],
    ['Message', cell(e.message)],
    ['Sender', person(e.senderName, e.senderEmail)],
    ['Recipients', e.recipients.map(envelopeRecipientLine).join('\n')],
  ];
  if ('fields' in e) rows.push(['Fields', e.fields.length ? e.fields.map(fieldLine).join('\n') : '(none)']);
  rows.push(
    ['Content hash', e.contentHash],
    ['Completion hash', cell(e.completionHash)],
    ['Sent', e.sentAt],
    ['Expires', cell(e.expiresAt)],
    [
      'Reminders',
      e.reminderEveryDays
        ? `every ${e.reminderEveryDays} day${e.reminderEveryDays === 1 ? '' : 's'}${e.lastReminderAt ? `, last ${e.lastReminderAt}` : ''}`
        : e.lastReminderAt
          ? `last ${e.lastReminderAt}`
          : '—',
    ],
  );
  if (e.completedAt) rows.push(['Completed', e.completedAt]);
  if (e.voidedAt) rows.push(['Voided', `${e.voidedAt}: ${e.voidReason ?? ''}`]);
  return rows;
}

/** One line per notification: `delivered  ada@example.com` or `BOUNCED    bob@x (550 …)`. */
export function deliveryLines(delivery: EnvelopeDelivery[]): string {
  return delivery
    .map((d) => (d.delivered ? `  delivered  ${d.email}` : `  BOUNCED    ${d.email} (${d.reason ?? 'undelivered'})`))
    .join('\n');
}

export function placementCells(f: DocumentField): string[] {
  return [
    f.id,
    f.recipientId,
    f.type,
    String(f.page),
    `${f.x},${f.y}`,
    `${f.width}×${f.height}`,
    f.required ? 'yes' : 'no',
    cell(f.label),
  ];
}
