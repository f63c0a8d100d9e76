// Every event type the platform records: the webhook events of the spec (except ping, which is a test
// delivery, not something that happened) plus audit-only types. One table, read by the audit log, its
// filters, GET /audit/types and the events backbone.
import { webhookEvents, type WebhookEvent } from '../generated/operations.gen.js';

export type Family = 'signing' | 'sharing' | 'documents';

export const FAMILIES: { id: Family; label: string }[] = [
  { id: 'signing', label: 'Signing' },
  { id: 'sharing', label: 'Sharing' },
  { id: 'documents', label: 'Documents' },
];

/** Types recorded in the audit trail that are not webhook events. */
const AUDIT_ONLY = {
  'webhook.created': 'documents',
  'webhook.updated': 'documents',
  'webhook.deleted': 'documents',
  'webhook.rotated': 'documents',
  'webhook.disabled': 'documents',
  'document.updated': 'documents',
  'document.deleted': 'documents',
  'document.restored': 'documents',
  'document.purged': 'documents',
  'document.file_replaced': 'documents',
  'document.version_created': 'documents',
  'document.version_restored': 'documents',
  'document.version_deleted': 'documents',
  // A stored file failed its digest when read (files/verified-blob-store.ts): for operators to alert on.
  'file.integrity_failed': 'documents',
  'document.signature_block_added': 'documents',
  'folder.created': 'documents',
  'folder.updated': 'documents',
  'folder.deleted': 'documents',
  'template.created': 'documents',
  'template.updated': 'documents',
  'template.deleted': 'documents',
  'comment.created': 'documents',
  'comment.updated': 'documents',
  'comment.deleted': 'documents',
  'request.created': 'documents',
  'request.updated': 'documents',
  'request.closed': 'documents',
  'request.reopened': 'documents',
  'request.deleted': 'documents',
  'request.assignees_added': 'documents',
  'request.assignee_removed': 'documents',
  'request.link_resent': 'documents',
  'request.reminded': 'documents',
  'request.upload_received': 'documents',
  'room.created': 'sharing',
  'room.updated': 'sharing',
  'room.frozen': 'sharing',
  'room.unfrozen': 'sharing',
  'room.archived': 'sharing',
  'room.unarchived': 'sharing',
  'room.deleted': 'sharing',
  'room.document_added': 'sharing',
  'room.document_updated': 'sharing',
  'room.document_removed': 'sharing',
  'room.folder_created': 'sharing',
  'room.folder_updated': 'sharing',
  'room.folder_deleted': 'sharing',
  'room.group_created': 'sharing',
  'room.group_updated': 'sharing',
  'room.group_deleted': 'sharing',
  'agreement.created': 'sharing',
  'agreement.updated': 'sharing',
  'agreement.deleted': 'sharing',
  'question.asked': 'sharing',
  'question.replied': 'sharing',
} as const satisfies Record<string, Family>;

export type AuditOnlyType = keyof typeof AUDIT_ONLY;
export type EventType = Exclude<WebhookEvent, 'ping'> | AuditOnlyType;

function familyOfWebhookEvent(name: string): Family {
  if (name.startsWith('link.')) return 'sharing';
  if (name.startsWith('document.')) return 'documents';
  return 'signing'; // envelope.*, recipient.*, consent.*
}

export const EVENT_TYPES: ReadonlyMap<EventType, { family: Family; webhook: boolean }> = new Map<
  EventType,
  { family: Family; webhook: boolean }
>([
  ...webhookEvents
    .filter((e) => e !== 'ping')
    .map((e) => [e as EventType, { family: familyOfWebhookEvent(e), webhook: true }] as const),
  ...Object.entries(AUDIT_ONLY).map(([t, family]) => [t as EventType, { family, webhook: false }] as const),
]);

export function isEventType(t: string): t is EventType {
  return EVENT_TYPES.has(t as EventType);
}

/** Whether the type is a public webhook event (the others are recorded in the audit trail only). */
export function isWebhookEventType(t: EventType): boolean {
  return EVENT_TYPES.get(t)?.webhook === true;
}

export const auditTypesListing = {
  families: FAMILIES,
  types: [...EVENT_TYPES].map(([type, { family }]) => ({ type, family })),
};
