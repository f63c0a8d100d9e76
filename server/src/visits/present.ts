// Visits as the wire shows them: where a visit stands (VisitState), and the View other events carry.
import type { CaptureField, View, VisitState } from '../generated/api/types.gen.js';
import type { LinkVisitsTable } from '../links/tables.js';
import { CODE_TRIES, captureFieldsOf, termsOf, type Gate, type GateAnswer } from './gates.js';
import type { LinkState } from './repository.js';

export function linkTitle(l: LinkState): string {
  return l.og_title ?? l.doc_title ?? l.room_name ?? l.name;
}

/** `ignored`: the answers of this call that were not looked at (answer-gates.ts); none when reading. */
export function toVisitState(
  l: LinkState,
  v: LinkVisitsTable,
  pending: Gate[],
  ignored: GateAnswer[] = [],
): VisitState {
  const terms = pending.includes('nda') ? termsOf(l) : null;
  const codeOut =
    pending.includes('verification') && v.viewer_email && v.verification_sent_at && v.verification_expires_at;
  return {
    visitId: v.id,
    opened: pending.length === 0 && v.opened_at !== null,
    pending,
    ignored,
    kind: l.data_room_id ? 'room' : 'document',
    title: linkTitle(l),
    linkName: l.name,
    email: v.viewer_email,
    verification: codeOut
      ? {
          sentTo: v.viewer_email!,
          sentAt: v.verification_sent_at!,
          expiresAt: v.verification_expires_at!,
          attemptsLeft: Math.max(0, CODE_TRIES - v.verification_attempts),
        }
      : null,
    nda: terms ? { text: terms.text, requireName: terms.requireName, agreementName: terms.agreementName } : null,
    captureFields: pending.includes('capture') ? (captureFieldsOf(l) as CaptureField[]) : [],
  };
}

export function toView(v: LinkVisitsTable): View {
  return {
    id: v.id,
    shareLinkId: v.link_id,
    documentId: v.document_id,
    dataRoomId: v.data_room_id,
    viewerEmail: v.viewer_email,
    emailVerified: v.email_verified_at !== null,
    ndaAcceptedAt: v.nda_accepted_at,
    ndaText: v.nda_text,
    ndaSignedName: v.nda_signed_name,
    openedAt: v.opened_at,
    lastOpenedAt: v.last_opened_at,
    startedAt: v.started_at,
    lastSeenAt: v.last_seen_at,
    totalMs: Number(v.total_ms),
    opens: Number(v.opens),
    completion: Number(v.completion),
    downloadedAt: v.downloaded_at,
    captureAnswers: JSON.parse(v.capture_answers) as Record<string, string | boolean>,
    country: v.country,
    city: v.city,
    referrer: v.referrer,
    userAgent: v.user_agent,
    ipAddress: v.ip_address,
  };
}
