// Envelope rows as the API shows them. A signing link appears only when the caller passes `signingUrls`
// (GET /envelopes/{id}?include=signingUrls); everywhere else the property is absent.
import type {
  DocumentField,
  Envelope,
  EnvelopeDetail,
  EnvelopeField,
  EnvelopeRecipient,
  EnvelopeRef,
} from '../generated/api/types.gen.js';
import { recipientIdentity } from '../documents/index.js';
import type {
  DocumentFieldsTable,
  EnvelopeFieldsTable,
  EnvelopeListRow,
  EnvelopeRecipientsTable,
  EnvelopesTable,
} from './tables.js';

export function toRecipient(r: EnvelopeRecipientsTable, signingUrl?: string | null): EnvelopeRecipient {
  return {
    ...recipientIdentity(r),
    status: r.status,
    viewedAt: r.viewed_at,
    signedAt: r.signed_at,
    declinedAt: r.declined_at,
    declineReason: r.decline_reason,
    notifiedAt: r.notified_at,
    deliveryFailedAt: r.delivery_failed_at,
    deliveryError: r.delivery_error,
    authMethod: r.auth_method,
    authenticatedAt: r.authenticated_at,
    delegatedToEmail: r.delegated_to_email,
    delegatedFromId: r.delegated_from_id,
    ...(signingUrl !== undefined ? { signingUrl } : {}),
  };
}

export function toEnvelope(
  e: EnvelopeListRow,
  recipients: EnvelopeRecipientsTable[],
  signingUrls?: ReadonlyMap<string, string | null>,
): Envelope {
  return {
    id: e.id,
    documentId: e.document_id,
    title: e.title,
    kind: e.kind,
    pageCount: Number(e.page_count),
    subject: e.subject,
    message: e.message,
    senderName: e.sender_name,
    senderEmail: e.sender_email,
    status: e.status,
    sequential: Boolean(Number(e.sequential)),
    contentHash: e.content_hash,
    completionHash: e.completion_hash,
    expiresAt: e.expires_at,
    reminderEveryDays: e.reminder_every_days === null ? null : Number(e.reminder_every_days),
    lastReminderAt: e.last_reminder_at,
    sentAt: e.sent_at,
    completedAt: e.completed_at,
    voidedAt: e.voided_at,
    voidReason: e.void_reason,
    recipients: recipients.map((r) => toRecipient(r, signingUrls ? (signingUrls.get(r.id) ?? null) : undefined)),
  };
}

export function toField(f: EnvelopeFieldsTable): EnvelopeField {
  return {
    id: f.id,
    recipientId: f.recipient_id,
    type: f.type,
    label: f.label,
    required: Boolean(Number(f.required)),
    completedAt: f.completed_at,
  };
}

export function toDetail(
  e: EnvelopesTable,
  recipients: EnvelopeRecipientsTable[],
  fields: EnvelopeFieldsTable[],
  signingUrls?: ReadonlyMap<string, string | null>,
): EnvelopeDetail {
  return { ...toEnvelope(e, recipients, signingUrls), fields: fields.map(toField) };
}

export function toRef(e: Pick<EnvelopesTable, 'id' | 'document_id' | 'title' | 'status'>): EnvelopeRef {
  return { id: e.id, documentId: e.document_id, title: e.title, status: e.status };
}

export function subjectOfEnvelope(e: Pick<EnvelopesTable, 'id' | 'title'>) {
  return { kind: 'envelope' as const, id: e.id, title: e.title };
}

export function toDocumentField(f: DocumentFieldsTable): DocumentField {
  return {
    id: f.id,
    recipientId: f.recipient_id,
    type: f.type,
    page: Number(f.page),
    x: Number(f.x),
    y: Number(f.y),
    width: Number(f.width),
    height: Number(f.height),
    required: Boolean(Number(f.required)),
    label: f.label,
  };
}
