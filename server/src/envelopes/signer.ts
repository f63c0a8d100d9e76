// The signer side's guard: a signing token to its recipient and envelope, or the refusal the spec orders (404
// for anything not issued, then 410 saying why the link no longer leads anywhere, then 409 when a sequential
// signer's turn has not come), and the gates before the document (access code, then consent).
import { capabilityKind, hashCapability } from '../auth/capability.js';
import type { NewEvent, Trx } from '../events/record.js';
import type { EventType } from '../events/types.js';
import { signerContext, type ActionContext, type Origin } from '../platform/context.js';
import { dayWords } from '../platform/dates.js';
import type { ApiError } from '../platform/errors.js';
import type { Services } from '../services.js';
import { signingEventData } from './present-signing.js';
import * as repo from './repository.js';
import { fieldsOf, latestConsent } from './repository.js';

export { fieldsOf, latestConsent } from './repository.js';
import { subjectOfEnvelope } from './present.js';
import { signerErrors } from './signer-errors.js';
import type { EnvelopeConsentsTable, EnvelopeRecipientsTable, EnvelopesTable } from './tables.js';

export type { Origin } from '../platform/context.js';

export interface Signer {
  envelope: EnvelopesTable;
  recipient: EnvelopeRecipientsTable;
  /** The signer acting, from where: the audit actor of everything they do. */
  ctx: ActionContext;
}

export type Q = Services['db']['kysely'] | Trx;

/** True once `expires_at` has passed, whether or not the expiry job has run yet. */
export function isExpired(e: EnvelopesTable, now = Date.now()): boolean {
  return e.status === 'expired' || (e.status === 'sent' && e.expires_at !== null && Date.parse(e.expires_at) <= now);
}

/** The 410 for a token that no longer leads anywhere, in the spec's order; undefined while it still does. */
export function goneReason(e: EnvelopesTable, r: EnvelopeRecipientsTable) {
  if (r.status === 'delegated')
    return signerErrors
      .gone(
        'recipient_delegated',
        `You passed this envelope on${r.delegated_to_email ? ` to ${r.delegated_to_email}` : ''}; this link no longer opens it.`,
      )
      .saying(r.delegated_to_email ? 'error.recipient_delegated.to' : 'error.recipient_delegated', {
        email: r.delegated_to_email ?? '',
      });
  if (r.status === 'declined')
    return signerErrors.gone('recipient_declined', `You declined to sign "${e.title}"; this link no longer opens it.`);
  if (e.status === 'voided')
    return signerErrors
      .gone('envelope_voided', `The sender cancelled "${e.title}"${e.void_reason ? `: ${e.void_reason}` : ''}.`)
      .saying(e.void_reason ? 'error.envelope_voided.reason' : 'error.envelope_voided', {
        reason: e.void_reason ?? '',
      });
  if (isExpired(e))
    return signerErrors
      .gone(
        'envelope_expired',
        `"${e.title}" expired on ${dayWords(e.expired_at ?? e.expires_at!)} before everyone signed, and can no longer be signed.`,
      )
      .saying('error.envelope_expired.on', { date: new Date(e.expired_at ?? e.expires_at!) });
  if (e.status === 'declined')
    return signerErrors.gone(
      'envelope_declined',
      `Another recipient declined to sign "${e.title}", so it can no longer be signed.`,
    );
  if (e.status === 'completed')
    return signerErrors.gone(
      'envelope_completed',
      `Everyone has signed "${e.title}"; the executed copy was emailed to every party.`,
    );
  if (r.status === 'signed')
    return signerErrors.gone(
      'recipient_signed',
      `You have signed "${e.title}"; you will get the executed copy by email once everyone has signed.`,
    );
  return undefined;
}

/**
 * The recipient of a token and their envelope, without the 410/409 checks. On PostgreSQL the rows are locked, the
 * envelope first and then the recipient (the order every writer of an envelope takes), so two signers of one
 * routing group finishing at once see each other's signature, and one signer's two tabs take turns.
 */
export async function findByToken(
  q: Q,
  token: string,
): Promise<{ envelope: EnvelopesTable; recipient: EnvelopeRecipientsTable } | undefined> {
  if (capabilityKind(token) !== 'signing') return undefined;
  return repo.findByTokenHash(q, hashCapability(token));
}

/** Where a token stands: its signer, able to act, or the refusal the spec orders with the envelope it is about. */
export type Standing = { signer: Signer } | Refused;
/** A refusal of the ladder, with the envelope and recipient when the token was issued (the page words it). */
export type Refused = { refusal: ApiError; envelope?: EnvelopesTable; recipient?: EnvelopeRecipientsTable };

/**
 * The refusal ladder, once for every caller (the public operations and the signing page): 404 for a token never
 * issued, 410 for an ended envelope or a recipient who is done, 409 for a sequential signer still waiting.
 * Inside a transaction the rows are locked (see findByToken; SQLite serialises writers).
 */
export async function signerStanding(
  s: Services,
  token: string,
  origin: Origin,
  q: Q = s.db.kysely,
): Promise<Standing> {
  const found = await findByToken(q, token);
  if (!found) return { refusal: signerErrors.unknownToken() };
  const { envelope, recipient } = found;
  const refusal =
    goneReason(envelope, recipient) ?? (recipient.status === 'waiting' ? signerErrors.notYourTurn() : undefined);
  if (refusal) return { refusal, envelope, recipient };
  return { signer: { envelope, recipient, ctx: signerContext(envelope.workspace_id, recipient, origin) } };
}

/** The signer a token belongs to, still able to act, or the ladder's refusal thrown (signerStanding). */
export async function loadSigner(s: Services, token: string, origin: Origin, q: Q = s.db.kysely): Promise<Signer> {
  const standing = await signerStanding(s, token, origin, q);
  if ('refusal' in standing) throw standing.refusal;
  return standing.signer;
}

export function accessCodePending(r: EnvelopeRecipientsTable): boolean {
  return r.auth_method === 'email+access_code' && !r.authenticated_at;
}

/** What must still be done before the document is shown, in order. */
export function pendingOf(
  r: EnvelopeRecipientsTable,
  consent: EnvelopeConsentsTable | undefined,
): ('accessCode' | 'consent')[] {
  const pending: ('accessCode' | 'consent')[] = [];
  if (accessCodePending(r)) pending.push('accessCode');
  if (!consent || consent.withdrawn_at) pending.push('consent');
  return pending;
}

/** Refuses (403) while the access code, then consent, is pending. */
export async function requireCleared(q: Q, r: EnvelopeRecipientsTable): Promise<EnvelopeConsentsTable> {
  if (accessCodePending(r)) throw signerErrors.accessCodeRequired();
  const consent = await latestConsent(q, r.id);
  if (!consent) throw signerErrors.consentRequired();
  if (consent.withdrawn_at) throw signerErrors.consentWithdrawn();
  return consent;
}

export function requireSigner(r: EnvelopeRecipientsTable): void {
  if (r.role !== 'signer') throw signerErrors.notASigner();
}

/** Everything the session shows for this recipient now. */
export async function sessionParts(q: Q, envelope: EnvelopesTable, recipient: EnvelopeRecipientsTable) {
  const consent = await latestConsent(q, recipient.id);
  const pending = pendingOf(recipient, consent);
  if (pending.length) return { envelope, recipient, consent, pending };
  const [fields, attachments] = await Promise.all([
    fieldsOf(q, envelope.id, recipient.id),
    repo.attachmentsOf(q, envelope.id, recipient.id),
  ]);
  return { envelope, recipient, consent, pending, fields, attachments };
}

/** A signing event about one recipient of an envelope: the audit entry's subject and links, the webhook data. */
export function signingEvent(
  type: EventType,
  description: string,
  e: EnvelopesTable,
  r: EnvelopeRecipientsTable,
  data: Record<string, unknown> = signingEventData(e, r),
): NewEvent {
  return { type, description, subject: subjectOfEnvelope(e), documentId: e.document_id, recipientId: r.id, data };
}
