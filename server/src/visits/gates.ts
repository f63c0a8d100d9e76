// The gates of a link, worked out from the link as it is now and the visit as it stands: which are pending, in
// order, and whether an address is admitted. Pure, so the guard (every call) and the answers (gates) agree.
import type { CaptureField } from '../generated/api/types.gen.js';
import type { LinkVisitsTable } from '../links/tables.js';
import type { LinkState } from './repository.js';

export type Gate = 'email' | 'verification' | 'password' | 'nda' | 'capture';
/** A field of the gates' body (VisitGateInput): what `ignored` names. */
export type GateAnswer = 'email' | 'code' | 'password' | 'ndaAccepted' | 'ndaName' | 'answers';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;

const list = (json: string | null) => (json ? (JSON.parse(json) as string[]) : []);
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
/** A list entry naming a domain: no @ in the middle (a leading @ is allowed). */
const isDomainEntry = (entry: string) => entry.indexOf('@') <= 0;
const bareDomain = (entry: string) => entry.replace(/^@/, '');

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether the link (and its viewer group) admits this address, by the reference's rules: a blocked entry is an
 * address, or a domain (no @ in the middle) that blocks everybody at exactly that domain; with allowedEmails
 * and/or allowedDomains set, only those addresses or anyone at exactly those domains (a parent domain does not
 * admit its subdomains); a group link only its members (addresses or `@domain`s).
 */
export function admits(l: LinkState, email: string): boolean {
  const e = normaliseEmail(email);
  const domain = domainOf(e);
  for (const entry of list(l.blocked_emails)) {
    if (isDomainEntry(entry) ? bareDomain(entry) === domain : entry === e) return false;
  }
  const allowedEmails = list(l.allowed_emails);
  const allowedDomains = list(l.allowed_domains).map(bareDomain);
  if ((allowedEmails.length || allowedDomains.length) && !allowedEmails.includes(e) && !allowedDomains.includes(domain))
    return false;
  if (l.group_id) {
    const members = list(l.grp_members);
    if (!members.includes(e) && !members.includes(`@${domain}`)) return false;
  }
  return true;
}

/** An address is asked by requireEmail, by any viewer-group link, and by allow lists (which an anonymous visit would pass by). */
export const needsEmail = (l: LinkState) =>
  Boolean(l.group_id) ||
  (!l.is_public &&
    (Boolean(l.require_email) || list(l.allowed_emails).length > 0 || list(l.allowed_domains).length > 0));
export const needsVerification = (l: LinkState) => Boolean(l.require_email_verification) && !l.is_public;
export const needsPassword = (l: LinkState) => l.password_hash !== null && !l.is_public;

export interface Terms {
  text: string;
  requireName: boolean;
  agreementId: string | null;
  agreementName: string | null;
  /** The agreement's revision, or the link's terms_epoch for its own text. */
  epoch: number;
}

export function termsOf(l: LinkState): Terms | null {
  if (!l.require_nda || l.is_public) return null;
  if (l.agreement_id && l.agr_body !== null) {
    return {
      text: l.agr_body,
      requireName: Boolean(l.agr_require_name),
      agreementId: l.agreement_id,
      agreementName: l.agr_name,
      epoch: Number(l.agr_revision),
    };
  }
  return l.nda_text
    ? { text: l.nda_text, requireName: false, agreementId: null, agreementName: null, epoch: l.terms_epoch }
    : null;
}

/**
 * Accepted terms still clear the gate when the text is the same and nothing re-asked it since: the agreement's
 * wording moved on (its revision), the link's own terms changed or were switched on again (terms_epoch). Terms
 * copied onto the link from a deleted agreement keep the acceptances of that text.
 */
export function termsCleared(
  t: Terms,
  v: Pick<LinkVisitsTable, 'nda_accepted_at' | 'nda_text' | 'agreement_id' | 'terms_epoch'>,
): boolean {
  if (!v.nda_accepted_at || v.nda_text !== t.text) return false;
  if (t.agreementId) return v.agreement_id === t.agreementId && v.terms_epoch === t.epoch;
  return v.agreement_id !== null || v.terms_epoch === t.epoch;
}

export function captureFieldsOf(l: LinkState): CaptureField[] {
  return JSON.parse(l.capture_fields) as CaptureField[];
}

/** Why an answer does not fit its field, or null when it does. */
export function answerProblem(f: CaptureField, value: unknown): string | null {
  if (f.type === 'checkbox') return typeof value === 'boolean' ? null : 'must be true or false';
  if (typeof value !== 'string') return 'must be a string';
  if (value.length > 1000) return 'must be at most 1000 characters';
  if (f.type === 'select' && !f.options.includes(value)) return `must be one of: ${f.options.join(', ')}`;
  return null;
}

/** A required field is answered when its answer fits and says something (a ticked box, a non-blank text). */
function answered(f: CaptureField, value: unknown): boolean {
  if (answerProblem(f, value) !== null) return false;
  return f.type === 'checkbox' ? value === true : (value as string).trim() !== '';
}

export type VisitGates = Pick<
  LinkVisitsTable,
  | 'viewer_email'
  | 'email_verified_at'
  | 'password_epoch'
  | 'nda_accepted_at'
  | 'nda_text'
  | 'agreement_id'
  | 'terms_epoch'
  | 'capture_answers'
>;

/** The gates still to clear, in order. */
export function pendingGates(l: LinkState, v: VisitGates): Gate[] {
  const out: Gate[] = [];
  if (needsEmail(l) && !v.viewer_email) out.push('email');
  if (needsVerification(l) && !(v.viewer_email && v.email_verified_at)) out.push('verification');
  if (needsPassword(l) && v.password_epoch !== l.password_epoch) out.push('password');
  const terms = termsOf(l);
  if (terms && !termsCleared(terms, v)) out.push('nda');
  const answers = JSON.parse(v.capture_answers) as Record<string, unknown>;
  if (captureFieldsOf(l).some((f) => f.required && !answered(f, answers[f.id]))) out.push('capture');
  return out;
}
