// Signing emails: the first notice, reminders and the notice to a replacement, each carrying the recipient's own
// signing link; and the plain notices of a void (no link). Sent after the change committed; each outcome is
// then recorded on the recipient (notifiedAt, or deliveryFailedAt and deliveryError) with recipient.notified or
// recipient.bounced. A transport that does not answer counts as a failed delivery: the envelope stays real.
import type { EnvelopeDelivery } from '../generated/api/types.gen.js';
import { MailUnavailableError } from '../mail/mailer.js';
import { mailDate, mailLocale, mailText, mailWords } from '../platform/i18n/mail.js';
import type { Locale } from '../platform/i18n/locales.js';
import type { ActionContext } from '../platform/context.js';
import { monotonicIso } from '../platform/clock.js';
import type { Services } from '../services.js';
import { subjectOfEnvelope, toRecipient, toRef } from './present.js';
import * as repo from './repository.js';
import type { EnvelopeRecipientsTable, EnvelopesTable } from './tables.js';
import { signingToken, signingUrl } from './tokens.js';

export type Purpose = 'request' | 'reminder' | 'delegated';

export interface Outgoing {
  recipient: EnvelopeRecipientsTable;
  purpose: Purpose;
  /** The reassignment reason, for a replacement's notice. */
  reason?: string | null;
}

export interface Delivered extends EnvelopeDelivery {
  recipientId: string;
}

/** The workspace's language, for a mail whose addressee has none. */
export async function workspaceLocale(s: Services, workspaceId: string): Promise<Locale> {
  return mailLocale(null, (await repo.findWorkspace(s.db.kysely, workspaceId)).locale);
}

/** The subject a recipient's mail carries: ours in their language when the sender wrote none, else the sender's. */
export function envelopeSubject(e: EnvelopesTable, locale: Locale): string {
  return Number(e.subject_default) === 1
    ? mailText(locale, 'envelope.subject.default', { title: e.title }).slice(0, 300)
    : e.subject;
}

function compose(e: EnvelopesTable, o: Outgoing, url: string, locale: Locale) {
  const t = mailWords(locale);
  const r = o.recipient;
  const viewer = r.role === 'viewer';
  const own = envelopeSubject(e, locale);
  const subject = o.purpose === 'reminder' ? t('envelope.subject.reminder', { subject: own }) : own;
  const said = { sender: e.sender_name, title: e.title };
  const lines = [
    t('mail.hello', { name: r.name }),
    '',
    o.purpose === 'reminder'
      ? t('envelope.reminder', said)
      : viewer
        ? t('envelope.request.view', said)
        : t('envelope.request.sign', said),
  ];
  if (o.purpose === 'delegated')
    lines.push('', o.reason ? t('envelope.delegatedReason', { reason: o.reason }) : t('envelope.delegated'));
  if (e.message) lines.push('', e.message);
  lines.push('', viewer ? t('envelope.link.view', { url }) : t('envelope.link.sign', { url }));
  if (e.expires_at) lines.push('', t('envelope.expires', { date: mailDate(locale, e.expires_at) }));
  lines.push('', t('envelope.personal'), '', t('envelope.footer', { sender: e.sender_name, email: e.sender_email }));
  return { subject, text: lines.join('\n') };
}

/**
 * Sends each message, then records every outcome (and its event) in one transaction. A recipient whose page the
 * sender's app shows (delivery 'embedded') is sent nothing: their link is read with include=signingUrls.
 */
export async function deliverSigningMails(
  s: Services,
  ctx: ActionContext,
  envelope: EnvelopesTable,
  all: Outgoing[],
): Promise<Delivered[]> {
  const outgoing = all.filter((o) => o.recipient.delivery === 'email');
  if (!outgoing.length) return [];
  const fallback = await workspaceLocale(s, envelope.workspace_id);
  // Handed to the transport together (its pool bounds the connections); outcomes are recorded in list order.
  const results = await Promise.all(
    outgoing.map(async (o): Promise<Delivered & { at: string; purpose: Purpose }> => {
      const { token } = await signingToken(s, envelope.id, o.recipient.id);
      const locale = mailLocale(o.recipient.locale, fallback);
      const { subject, text } = compose(envelope, o, signingUrl(s, token), locale);
      let delivered = true;
      let reason: string | null = null;
      try {
        const res = await s.mailer.send({
          workspaceId: envelope.workspace_id,
          to: o.recipient.email,
          subject,
          text,
          locale,
          kind: `envelope.${o.purpose === 'request' ? 'signing_request' : o.purpose}`,
          refId: o.recipient.id,
        });
        if (!res.accepted) {
          delivered = false;
          reason = res.error ?? 'refused by the mail transport';
        }
      } catch (err) {
        if (!(err instanceof MailUnavailableError)) throw err;
        delivered = false;
        reason = err.message;
      }
      return {
        recipientId: o.recipient.id,
        email: o.recipient.email,
        delivered,
        reason,
        at: monotonicIso(),
        purpose: o.purpose,
      };
    }),
  );
  await s.events.transaction(ctx, async (tx) => {
    for (const d of results) {
      const after = await repo.updateRecipient(
        tx.trx,
        d.recipientId,
        d.delivered
          ? { notified_at: d.at, delivery_failed_at: null, delivery_error: null }
          : { notified_at: d.at, delivery_failed_at: d.at, delivery_error: d.reason },
      );
      const data = { envelope: toRef(envelope), recipient: toRecipient(after) };
      // A delivered reminder is told by envelope.reminded; a bounced one is a recipient.bounced like any other.
      if (d.delivered && d.purpose === 'reminder') continue;
      if (d.delivered) {
        await tx.emit({
          type: 'recipient.notified',
          description: `Signing email sent to ${after.name} <${after.email}> for "${envelope.title}"`,
          subject: subjectOfEnvelope(envelope),
          documentId: envelope.document_id,
          recipientId: after.id,
          metadata: { email: after.email },
          data,
        });
      } else {
        await tx.emit({
          type: 'recipient.bounced',
          description: `Signing email to ${after.name} <${after.email}> for "${envelope.title}" could not be delivered: ${d.reason}`,
          subject: subjectOfEnvelope(envelope),
          documentId: envelope.document_id,
          recipientId: after.id,
          metadata: { email: after.email, error: d.reason },
          data,
        });
      }
    }
  });
  return results.map(({ at: _at, purpose: _purpose, ...d }) => d);
}

/**
 * A plain notice without a link (void, decline), each addressee in their language (the sender, named with a null
 * locale, in the workspace's): best effort, recorded in the mail log only.
 */
export async function sendNotices(
  s: Services,
  envelope: EnvelopesTable,
  to: EnvelopeRecipientsTable[],
  kind: string,
  compose: (r: EnvelopeRecipientsTable, t: ReturnType<typeof mailWords>) => { subject: string; text: string },
): Promise<void> {
  if (!to.length) return;
  const fallback = await workspaceLocale(s, envelope.workspace_id);
  for (const r of to) {
    const locale = mailLocale(r.locale, fallback);
    const { subject, text } = compose(r, mailWords(locale));
    try {
      await s.mailer.send({
        workspaceId: envelope.workspace_id,
        to: r.email,
        subject,
        text,
        locale,
        kind,
        refId: r.id,
      });
    } catch (err) {
      if (!(err instanceof MailUnavailableError)) throw err;
    }
  }
}
