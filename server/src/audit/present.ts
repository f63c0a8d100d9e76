// Audit rows as the API shows them: JSON entries and CSV lines.
import type { AuditEventsTable } from '../events/tables.js';
import type { AuditEvent } from '../generated/api/types.gen.js';
import { csvLine } from '../platform/csv.js';

export function toAuditEvent(r: AuditEventsTable): AuditEvent {
  return {
    id: r.id,
    type: r.type,
    family: r.family as AuditEvent['family'],
    description: r.description,
    actorName: r.actor_name,
    actorEmail: r.actor_email,
    envelopeId: r.envelope_id,
    documentId: r.document_id,
    recipientId: r.recipient_id,
    shareLinkId: r.share_link_id,
    subject:
      r.subject_kind && r.subject_id
        ? {
            kind: r.subject_kind as NonNullable<AuditEvent['subject']>['kind'],
            id: r.subject_id,
            title: r.subject_title,
          }
        : null,
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    metadata: JSON.parse(r.metadata) as Record<string, unknown>,
    createdAt: r.created_at,
    hash: r.hash,
    prevHash: r.prev_hash,
  };
}

export const CSV_COLUMNS = [
  'id',
  'createdAt',
  'type',
  'family',
  'description',
  'actorName',
  'actorEmail',
  'envelopeId',
  'documentId',
  'recipientId',
  'shareLinkId',
  'subjectKind',
  'subjectId',
  'subjectTitle',
  'ipAddress',
  'userAgent',
  'hash',
] as const;

/** One audit row as a CSV line (CRLF-ended), through the one CSV writer. */
export function toCsvLine(r: AuditEventsTable): string {
  const values = [
    r.id,
    r.created_at,
    r.type,
    r.family,
    r.description,
    r.actor_name,
    r.actor_email,
    r.envelope_id,
    r.document_id,
    r.recipient_id,
    r.share_link_id,
    r.subject_kind,
    r.subject_id,
    r.subject_title,
    r.ip_address,
    r.user_agent,
    r.hash,
  ];
  return csvLine(values);
}
