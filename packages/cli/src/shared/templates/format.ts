// How templates are shown.
import type { Template, TemplateRecipient } from '@dossier/sdk';
import { cell } from '../format.js';

/** One recipient slot of a template: `1. Counterparty (signer)`. */
export function slotLine(r: TemplateRecipient): string {
  return `${r.routingOrder}. ${r.name} (${r.role})`;
}

/** The label/value rows describing one template. */
export function templateRows(t: Template): [string, string][] {
  return [
    ['ID', t.id],
    ['Name', t.name],
    ['Description', cell(t.description)],
    ['Kind', t.kind],
    ['Pages', cell(t.pageCount)],
    ['Recipient slots', t.recipients.length ? t.recipients.map(slotLine).join('\n') : '(none)'],
    ['Documents made', cell(t.useCount)],
    ['Created', t.createdAt],
    ['Updated', t.updatedAt],
  ];
}
