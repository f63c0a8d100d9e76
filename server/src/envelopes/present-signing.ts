// The signer side's wire shapes: the signing session and result (public), the compact envelope and recipient
// carried by the signing events, attachments and the certificate. Typed with the generated types.
import type {
  Attachment,
  Certificate,
  DocContent,
  SigningField,
  SigningResult,
  SigningSession,
} from '../generated/api/types.gen.js';
import type { Selectable } from 'kysely';
import { eventTrail, signerTrail, type Evidence } from './evidence.js';
import { disclosureFor } from './disclosure.js';
import { pickLocale } from '../platform/i18n/locales.js';
import { toRecipient, toRef } from './present.js';
import type {
  EnvelopeAttachmentsTable,
  EnvelopeConsentsTable,
  EnvelopeFieldsTable,
  EnvelopeRecipientsTable,
  EnvelopesTable,
} from './tables.js';

export const ACCESS_CODE_TRIES = 5;

export type AttachmentRow = Selectable<EnvelopeAttachmentsTable>;

/** The `data` of a signing event: the envelope after the event and the recipient it concerns. */
export function signingEventData(e: EnvelopesTable, r: EnvelopeRecipientsTable) {
  return { envelope: toRef(e), recipient: toRecipient(r) };
}

export function toAttachment(a: AttachmentRow): Attachment {
  return {
    id: a.id,
    envelopeId: a.envelope_id,
    recipientId: a.recipient_id,
    fieldId: a.field_id,
    filename: a.filename,
    contentType: a.content_type,
    byteSize: Number(a.byte_size),
    sha256: a.sha256,
    uploadedAt: a.uploaded_at,
  };
}

export function accessCodeStatus(r: EnvelopeRecipientsTable, now = Date.now()): SigningSession['accessCodeStatus'] {
  if (r.auth_method !== 'email+access_code') return null;
  const locked = r.access_locked_until !== null && Date.parse(r.access_locked_until) > now;
  const failures = r.access_locked_until !== null && !locked ? 0 : Number(r.access_failures);
  return {
    passed: Boolean(r.authenticated_at),
    attemptsLeft: Math.max(0, ACCESS_CODE_TRIES - failures),
    lockedUntil: locked ? r.access_locked_until : null,
  };
}

export interface SessionParts {
  envelope: EnvelopesTable;
  recipient: EnvelopeRecipientsTable;
  consent: EnvelopeConsentsTable | undefined;
  pending: ('accessCode' | 'consent')[];
  /** This recipient's fields in reading order, and the files returned for them (only read once nothing is pending). */
  fields?: EnvelopeFieldsTable[];
  attachments?: AttachmentRow[];
}

function toSigningField(
  f: EnvelopeFieldsTable,
  recipient: EnvelopeRecipientsTable,
  files: Map<string, string>,
  pdf: boolean,
): SigningField {
  const value =
    f.type === 'name' ? (f.value ?? recipient.name) : f.type === 'attachment' ? (files.get(f.id) ?? null) : null;
  return {
    id: f.id,
    type: f.type,
    label: f.label,
    required: Boolean(Number(f.required)),
    value,
    placement:
      pdf && f.page !== null
        ? { page: Number(f.page), x: Number(f.x), y: Number(f.y), width: Number(f.width), height: Number(f.height) }
        : null,
    nodeId: pdf ? null : f.id,
  };
}

export function toSigningSession(p: SessionParts): SigningSession {
  const { envelope: e, recipient: r, consent } = p;
  const open = p.pending.length === 0;
  const pdf = e.snapshot_kind === 'pdf';
  const files = new Map((p.attachments ?? []).map((a) => [a.field_id, a.filename]));
  return {
    envelope: {
      id: e.id,
      title: e.title,
      subject: e.subject,
      message: e.message,
      senderName: e.sender_name,
      senderEmail: e.sender_email,
      sequential: Boolean(Number(e.sequential)),
      sentAt: e.sent_at,
      expiresAt: e.expires_at,
    },
    recipient: {
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      routingOrder: Number(r.routing_order),
      status: r.viewed_at ? 'viewed' : 'sent',
      authMethod: r.auth_method,
      viewedAt: r.viewed_at,
      authenticatedAt: r.authenticated_at,
    },
    pending: p.pending,
    accessCodeStatus: accessCodeStatus(r),
    // In the recipient's language (English without one); the signing page may show another and say so on consent.
    disclosure: disclosureFor(e, pickLocale(r.locale)),
    consent: consent
      ? {
          acceptedAt: consent.accepted_at,
          withdrawnAt: consent.withdrawn_at,
          disclosureVersion: consent.disclosure_version ?? '',
        }
      : null,
    document: open
      ? {
          kind: e.snapshot_kind,
          title: e.title,
          pageCount: Number(e.page_count),
          contentHash: e.content_hash,
          content: pdf || !e.snapshot_content ? null : (JSON.parse(e.snapshot_content) as DocContent),
        }
      : null,
    fields: open ? (r.role === 'signer' ? (p.fields ?? []).map((f) => toSigningField(f, r, files, pdf)) : []) : null,
  };
}

export function toSigningResult(
  e: EnvelopesTable,
  r: EnvelopeRecipientsTable,
  envelopeStatus: SigningResult['envelope']['status'],
): SigningResult {
  return {
    envelope: { id: e.id, title: e.title, status: envelopeStatus },
    recipient: {
      id: r.id,
      name: r.name,
      email: r.email,
      status: r.status === 'declined' ? 'declined' : 'signed',
      signedAt: r.signed_at,
      declinedAt: r.declined_at,
      declineReason: r.decline_reason,
    },
  };
}

export interface CertificateParts extends Evidence {
  envelope: EnvelopesTable;
  documentHashVerified: boolean;
  completionHashVerified: boolean | null;
}

export function toCertificate(p: CertificateParts): Certificate {
  const e = p.envelope;
  const signatureOf = new Map(p.signatures.map((s) => [s.recipient_id, s]));
  const emailOf = new Map(p.recipients.map((r) => [r.id, r.email]));
  return {
    envelopeId: e.id,
    documentId: e.document_id,
    title: e.title,
    status: e.status,
    contentHash: e.content_hash,
    completionHash: e.status === 'completed' ? e.completion_hash : null,
    documentHashVerified: p.documentHashVerified,
    completionHashVerified: p.completionHashVerified,
    signers: p.recipients.map((r) => {
      const sig = signatureOf.get(r.id);
      return {
        recipientId: r.id,
        ...signerTrail(r),
        signatureSha256: sig?.sha256 ?? null,
      };
    }),
    consents: p.consents.map((c) => ({
      recipientId: c.recipient_id,
      email: emailOf.get(c.recipient_id) ?? '',
      acceptedAt: c.accepted_at,
      withdrawnAt: c.withdrawn_at,
      disclosureText: c.disclosure_text,
      // Recorded since migration 199; a consent from before was English.
      locale: c.locale ?? 'en',
      disclosureVersion: c.disclosure_version ?? '',
      ipAddress: c.ip_address,
      userAgent: c.user_agent,
    })),
    events: p.events.map(eventTrail),
    generatedAt: new Date().toISOString(),
  };
}
