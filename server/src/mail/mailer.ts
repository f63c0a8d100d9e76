// Outgoing mail: nodemailer to SMTP_URL; without it, the outbox table and a log line.
// Every message that reaches a verdict is recorded in mail_messages (see store.ts). When the SMTP server
// cannot be used at all, send() throws MailUnavailableError and records nothing: a caller that must answer
// "503, nothing done" can, one that can live without the mail catches it. A bounce is not an error: it is
// recorded and returned with accepted false.
import { redactCapabilities } from '../auth/capability.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { direction } from '../platform/i18n/locales.js';
import { newId } from '../platform/ids.js';
import { createSmtpSender, MailUnavailableError, type Delivery, type MailAttachment, type SmtpSender } from './smtp.js';
import { mailTimestamp, recordMessage, type MailRecord } from './store.js';

export { MailUnavailableError, type MailAttachment } from './smtp.js';
export { listOutbox, type MailRecord, type OutboxFilter } from './store.js';

export interface MailMessage {
  workspaceId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (the executed PDF); not kept in the outbox record, only their names in the log. */
  attachments?: MailAttachment[];
  /** The language it is written in (a BCP 47 tag), sent as its Content-Language. */
  locale?: string;
  /** What the message is for (e.g. "envelope.signing_request"), recorded with it. */
  kind: string;
  /** The row it concerns (recipient, assignee), recorded with it. */
  refId?: string | null;
  /**
   * One-time values in the text (a verification code) to leave out of the stored copy once the transport has
   * taken or refused the message. Capability tokens (sgn_, upl_, vst_) are left out without being named.
   */
  secrets?: string[];
}

export interface MailResult {
  id: string;
  /** sent: the transport accepted it; bounced: the transport refused it; outbox: no transport configured. */
  status: 'sent' | 'bounced' | 'outbox';
  accepted: boolean;
  error: string | null;
}

export interface Mailer {
  send(msg: MailMessage): Promise<MailResult>;
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

// One plain addr-spec. Anything else is refused before SMTP: nodemailer reads "a@x, b@y" as two recipients,
// and a recipient address usually comes from an API caller.
/** The text without the message's capabilities and named secrets (for the stored copy and the log). */
function redacted(msg: MailMessage, text: string): string {
  return (msg.secrets ?? [])
    .filter(Boolean)
    .reduce((out, v) => out.split(v).join('[redacted]'), redactCapabilities(text));
}

const SINGLE_ADDRESS = /^[^\s@,;:<>()"\\[\]]+@[^\s@,;:<>()"\\[\]]+$/;

/**
 * A message in Arabic or Hebrew with a right-to-left mark opening each line and the subject: a plain-text reader
 * takes a line's direction from its first strong letter, and a line that starts with a name or a link in Latin
 * letters would otherwise be set left to right.
 */
function withDirection(msg: MailMessage): MailMessage {
  if (!msg.locale || direction(msg.locale) !== 'rtl') return msg;
  const mark = (line: string) => (line && !line.startsWith('\u200f') ? `\u200f${line}` : line);
  return { ...msg, subject: mark(msg.subject), text: msg.text.split('\n').map(mark).join('\n') };
}

export function createMailer(db: Db, config: Config, log: MailLog): Mailer {
  // Created once for the life of the mailer (the process): its pool keeps connections between messages.
  const smtp: SmtpSender | null = config.smtpUrl
    ? createSmtpSender(config.smtpUrl, config.mailFrom, (error) => log.warn({ error }, 'mail transport error'))
    : null;
  let closed = false;

  async function record(
    msg: MailMessage,
    to: string,
    fields: Pick<MailRecord, 'id' | 'status' | 'error' | 'messageId' | 'createdAt' | 'sentAt'>,
  ): Promise<MailResult> {
    // The stored copy is a record, not a way in: once the message has gone (or bounced) its capabilities are
    // removed. With no SMTP_URL the outbox is the transport itself, read by the operator, so it keeps them.
    const keep = fields.status === 'outbox';
    const scrub = (t: string) => (keep ? t : redacted(msg, t));
    await recordMessage(db, {
      ...fields,
      workspaceId: msg.workspaceId,
      kind: msg.kind,
      refId: msg.refId ?? null,
      to,
      subject: scrub(msg.subject),
      text: scrub(msg.text),
      html: msg.html === undefined ? null : scrub(msg.html),
    });
    return { id: fields.id, status: fields.status, accepted: fields.status !== 'bounced', error: fields.error };
  }

  return {
    async send(given) {
      const msg = withDirection(given);
      if (closed) throw new MailUnavailableError('mail transport unavailable: the mailer is closed');
      const id = newId('msg');
      const createdAt = mailTimestamp();
      const to = msg.to.trim();
      const { kind } = msg;
      // Bodies are never logged: they may carry signing links, which are capabilities.
      if (!SINGLE_ADDRESS.test(to)) {
        const error = 'invalid recipient address';
        log.warn({ to, kind, id, error }, 'mail bounced');
        return record(msg, to, { id, status: 'bounced', error, messageId: null, createdAt, sentAt: null });
      }
      if (!smtp) {
        log.info({ to, subject: redacted(msg, msg.subject), kind, id }, 'mail kept in outbox (no SMTP_URL)');
        return record(msg, to, { id, status: 'outbox', error: null, messageId: null, createdAt, sentAt: null });
      }
      let delivery: Delivery;
      try {
        delivery = await smtp.deliver({
          to,
          subject: msg.subject,
          text: msg.text,
          ...(msg.html !== undefined && { html: msg.html }),
          ...(msg.locale && { headers: { 'Content-Language': msg.locale } }),
          ...(msg.attachments?.length && { attachments: msg.attachments }),
        });
      } catch (e) {
        if (e instanceof MailUnavailableError)
          log.warn({ to, kind, error: e.message }, 'mail not sent: transport unavailable');
        throw e;
      }
      if (delivery.status === 'bounced') {
        log.warn({ to, kind, id, error: delivery.error }, 'mail bounced');
        return record(msg, to, {
          id,
          status: 'bounced',
          error: delivery.error,
          messageId: null,
          createdAt,
          sentAt: null,
        });
      }
      return record(msg, to, {
        id,
        status: 'sent',
        error: null,
        messageId: delivery.messageId,
        createdAt,
        sentAt: new Date().toISOString(),
      });
    },
    async close() {
      closed = true;
      smtp?.close();
    },
  };
}
