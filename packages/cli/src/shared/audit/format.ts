// How audit entries are shown.
import type { AuditEvent } from '@dossier/sdk';
import { cell } from '../format.js';
import type { Column } from '../table.js';

function actor(e: AuditEvent): string {
  if (e.actorName && e.actorEmail) return `${e.actorName} <${e.actorEmail}>`;
  return cell(e.actorName ?? e.actorEmail);
}

function subject(e: AuditEvent): string {
  if (!e.subject) return '—';
  const { kind, id, title } = e.subject;
  return `${kind} ${id}${title ? ` "${title}"` : ''}`;
}

/** The audit table: on a narrow terminal the subject goes first, then the actor. */
export const auditColumns: Column<AuditEvent>[] = [
  { header: 'Time', get: (e) => e.createdAt },
  { header: 'Type', get: (e) => e.type },
  { header: 'Actor', get: actor, wrap: true, drop: 2 },
  { header: 'Description', get: (e) => e.description, wrap: true },
  { header: 'Subject', get: subject, wrap: true, drop: 1 },
];
