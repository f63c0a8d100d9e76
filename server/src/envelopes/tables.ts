// Envelope tables (migration 010-envelopes): shared by the sender side (send, list, remind, void, reassign,
// reminders and expiry: envelopes/actions) and the signer side (public signing operations, completion, the
// certificate, attachments). Timestamps are ISO 8601 UTC text; booleans 0/1; JSON as text.
//
// For the signer side: after a recipient signs (inside your transaction), call
//   advanceRouting(s, ctx, { envelopeId, trx })   from envelopes/actions/advance-routing.ts
// which notifies the next routingOrder group of a sequential envelope (no-op for parallel ones) and returns
// whether every signer has signed (then you complete the envelope). See envelopes/README-signer.md.
import type { Locale } from '../platform/i18n/locales.js';
import type { ColumnType } from 'kysely';
import type { RecipientDelivery } from '../documents/tables.js';

export type EnvelopeStatus = 'sent' | 'completed' | 'declined' | 'voided' | 'expired';
export const ENDED_STATUSES: readonly EnvelopeStatus[] = ['completed', 'declined', 'voided', 'expired'];
export type RecipientStatus = 'waiting' | 'sent' | 'viewed' | 'signed' | 'declined' | 'delegated';
export type FieldType = 'signature' | 'initials' | 'name' | 'date' | 'text' | 'checkbox' | 'attachment';

export interface EnvelopesTable {
  id: string;
  workspace_id: string;
  document_id: string;
  /** Copies of the document's title, kind and page count at send time. */
  title: string;
  kind: 'xdoc' | 'pdf';
  page_count: number;
  subject: string;
  /** 1: the subject is ours (the sender gave none), each recipient's mail says it in their language (migration 202). */
  subject_default: number | null;
  message: string | null;
  sender_name: string;
  sender_email: string;
  /** The API key that sent it, if any. */
  sender_key_id: string | null;
  status: EnvelopeStatus;
  /** 1 routes one routingOrder after another; 0 sends to everybody at once. */
  sequential: number;
  /** 'xdoc': the blob holds the canonical JSON of the body (also in snapshot_content); 'pdf': the PDF bytes. */
  snapshot_kind: 'xdoc' | 'pdf';
  /** The frozen bytes the signers are shown; content_hash is their hex SHA-256. */
  snapshot_blob_id: string;
  /** For 'xdoc': the frozen body JSON (the same bytes as the blob), else null. */
  snapshot_content: string | null;
  /** For 'xdoc': the frozen sections JSON, else null. */
  snapshot_sections: string | null;
  content_hash: string;
  /** The sealed executed PDF, once completed; completion_hash is its hex SHA-256. */
  executed_blob_id: string | null;
  completion_hash: string | null;
  expires_at: string | null;
  reminder_every_days: number | null;
  last_reminder_at: string | null;
  /** When the automatic reminder is next due (null: none); kept by send/remind/the reminder job. */
  next_reminder_at: string | null;
  sent_at: string;
  completed_at: string | null;
  voided_at: string | null;
  void_reason: string | null;
  declined_at: string | null;
  decline_reason: string | null;
  expired_at: string | null;
  /** When it reached an ended state (completed, declined, voided, expired). */
  ended_at: string | null;
  /** How the send was paid: 'allowance' (the plan's monthly sends) or 'credit' (one credit). */
  paid_with: 'allowance' | 'credit' | 'unlimited';
  created_at: string;
  updated_at: string;
}

/** An envelope as lists read it: without the frozen body, which only signing and sealing read (it can be megabytes). */
export type EnvelopeListRow = Omit<EnvelopesTable, 'snapshot_content' | 'snapshot_sections'>;

export interface EnvelopeRecipientsTable {
  id: string;
  envelope_id: string;
  workspace_id: string;
  /** The document recipient it was copied from (null for a replacement made by reassign). */
  document_recipient_id: string | null;
  name: string;
  email: string;
  role: 'signer' | 'viewer';
  /** Copied from the document recipient at send: 'embedded' gets no signing email or reminder. */
  delivery: RecipientDelivery;
  /** Copied from the document recipient at send (a Locale tag); null follows the workspace's. */
  locale: Locale | null;
  routing_order: number;
  /** Order on the signing list (a replacement goes right after its original's last position + 1000s). */
  position: number;
  color: string | null;
  status: RecipientStatus;
  /** Hex SHA-256 of the signing token (auth/capability.ts, kind 'signing'); the token itself is never stored. */
  signing_token_hash: string;
  /** Copied from the document recipient (scrypt, see documents/recipients.ts); null unless authMethod has it. */
  access_code_hash: string | null;
  auth_method: 'email' | 'email+access_code';
  /** Wrong access codes in a row, and the lock that 5 of them set (signer side). */
  access_failures: number;
  access_locked_until: string | null;
  authenticated_at: string | null;
  notified_at: string | null;
  delivery_failed_at: string | null;
  delivery_error: string | null;
  viewed_at: string | null;
  signed_at: string | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  declined_at: string | null;
  decline_reason: string | null;
  /** On a reassigned original: the replacement's address and id. */
  delegated_to_email: string | null;
  delegated_to_id: string | null;
  /** On a replacement: the original's id. */
  delegated_from_id: string | null;
  delegated_at: string | null;
  delegation_reason: string | null;
  created_at: string;
}

export interface EnvelopeFieldsTable {
  /** The field id from the document (body node id or placement id); unique within the envelope. */
  id: string;
  envelope_id: string;
  /** The envelope recipient who completes it (moves to the replacement on reassign). */
  recipient_id: string;
  type: FieldType;
  label: string | null;
  required: number;
  /** Reading order. */
  position: number;
  /** Placement on a PDF snapshot (points, top-left origin); null for an authored body's fields. */
  page: number | null;
  x: number | null;
  y: number | null;
  width: number | null;
  height: number | null;
  /** The value given (text; 'true'/'false' for a checkbox; the attachment id for an attachment), or null. */
  value: string | null;
  completed_at: string | null;
}

export interface EnvelopeSignaturesTable {
  id: string;
  envelope_id: string;
  recipient_id: string;
  type: 'typed' | 'drawn';
  typed_text: string | null;
  /** The signature image (PNG) as stored; sha256 is its digest. */
  blob_id: string;
  content_type: string;
  sha256: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface EnvelopeConsentsTable {
  id: string;
  envelope_id: string;
  recipient_id: string;
  /** The exact disclosure text shown and accepted, and its digest. */
  disclosure_text: string;
  disclosure_sha256: string;
  /** The disclosure's version label (migration 011-signing; null on rows written before it). */
  disclosure_version: string | null;
  /** The language the disclosure was shown and accepted in (migration 199; null on rows written before it: English). */
  locale: Locale | null;
  accepted_at: string;
  ip_address: string | null;
  user_agent: string | null;
  withdrawn_at: string | null;
  withdrawn_ip: string | null;
  withdrawn_user_agent: string | null;
}

export interface EnvelopeAttachmentsTable {
  id: string;
  envelope_id: string;
  workspace_id: string;
  recipient_id: string;
  field_id: string;
  filename: string;
  content_type: string;
  /** bigint: read with Number(). */
  byte_size: ColumnType<number | string, number, number>;
  sha256: string;
  blob_id: string;
  ip_address: string | null;
  user_agent: string | null;
  uploaded_at: string;
}

export interface EnvelopeAccessAttemptsTable {
  id: string;
  envelope_id: string;
  recipient_id: string;
  succeeded: number;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
}

/** Field placements on an uploaded PDF (documents' extension, PUT/GET /documents/{id}/fields). */
export interface DocumentFieldsTable {
  id: string;
  document_id: string;
  /** A document recipient (signer) id. */
  recipient_id: string;
  type: FieldType;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  required: number;
  label: string | null;
  /** Reading order (page, then top to bottom, then left to right). */
  position: number;
}

export interface BillingAccountsTable {
  workspace_id: string;
  /** Prepaid sends beyond the plan's monthly allowance. */
  credits: number;
  updated_at: string;
}

export interface BillingUsageTable {
  workspace_id: string;
  /** 'YYYY-MM' (UTC). */
  period: string;
  /** Sends counted against the plan's allowance in that month. */
  sends: number;
}

export interface BillingLedgerTable {
  id: string;
  workspace_id: string;
  /** 'send.allowance' | 'send.credit' | 'send.unlimited' | 'credits.set' */
  kind: string;
  period: string;
  credits_delta: number;
  balance_after: number | null;
  envelope_id: string | null;
  note: string | null;
  created_at: string;
}

export interface EnvelopeTables {
  envelopes: EnvelopesTable;
  envelope_recipients: EnvelopeRecipientsTable;
  envelope_fields: EnvelopeFieldsTable;
  envelope_signatures: EnvelopeSignaturesTable;
  envelope_consents: EnvelopeConsentsTable;
  envelope_attachments: EnvelopeAttachmentsTable;
  envelope_access_attempts: EnvelopeAccessAttemptsTable;
  document_fields: DocumentFieldsTable;
  billing_accounts: BillingAccountsTable;
  billing_usage: BillingUsageTable;
  billing_ledger: BillingLedgerTable;
}
